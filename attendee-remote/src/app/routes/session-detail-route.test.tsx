import { announce, useConsent } from '@cc/design-system';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { json, mockApi, renderApp } from '../../test/render-app';
import { makeSession } from '../../test/session-fixture';

vi.mock('@cc/design-system', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cc/design-system')>()),
  announce: vi.fn(),
}));

/** Lazy page chunks load on first use; a busy machine needs more than the default second. */
const SLOW = { timeout: 10_000 };

const session = makeSession({
  id: 42,
  title: 'Core vocabulary at home',
  track: '3.4',
  sessionNumber: '3.4',
  category: 'Workshop',
  presenters: ['Ann Example', 'Bo Sample'],
  speaker: 'Ann Example; Bo Sample',
  description: 'First paragraph.\n\nSecond paragraph.',
  hasAbstract: true,
  sessionLevel: 'Beginner',
  ageGroup: 'Children',
  abstractReferences: 'Ref One (2020).\nRef Two (2021).',
  sessionDate: '2027-09-13',
  startTime: '11:00',
  endTime: '11:45',
  location: null,
  building: 'Ashworth Building',
  room: '1.12',
});

const cancelled = makeSession({
  id: 43,
  title: 'Predictable chart writing',
  track: '2.6',
  status: 'cancelled',
  cancellationNotes: 'The presenters are unwell.',
});

function api(extra: Record<string, (init: RequestInit | undefined) => Response> = {}, bookmarks: number[] = []) {
  let saved = [...bookmarks];
  return mockApi({
    'GET /api/sessions/42': () => json(session),
    'GET /api/sessions/3.4': () => json(session),
    'GET /api/sessions/43': () => json(cancelled),
    'GET /api/sessions/42/resources': () =>
      json({
        resources: [
          { id: 1, url: 'https://example.org/slides.pdf', description: 'Slides', presenterName: 'Ann Example' },
        ],
      }),
    'GET /api/sessions/43/resources': () => json({ resources: [] }),
    'GET /api/bookmarks': () => json({ sessionIds: saved }),
    'PUT /api/bookmarks/42': () => {
      saved = [...saved, 42];
      return json({ sessionIds: saved });
    },
    'DELETE /api/bookmarks/43': () => {
      saved = saved.filter((id) => id !== 43);
      return json({ sessionIds: saved });
    },
    ...extra,
  });
}

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

beforeEach(() => {
  vi.mocked(announce).mockClear();
});

describe('session page', () => {
  it('starts with a link that takes focus into the question box in one press (issue 35)', async () => {
    api({ 'GET /api/question-drafts': () => json({ drafts: [] }) });
    renderApp('/session/42');
    const box = await screen.findByRole('textbox', { name: 'Question text' }, SLOW);
    const article = screen.getByRole('article');
    const skip = within(article).getAllByRole('link')[0];
    expect(skip?.textContent).toBe('Skip to writing a question');
    // Without scripts it still goes to the questions' heading.
    expect(skip?.getAttribute('href')).toBe('#session-questions-heading');
    expect(document.getElementById('session-questions-heading')?.textContent).toBe('Your questions for this session');
    fireEvent.click(skip as HTMLElement);
    expect(document.activeElement).toBe(box);
  });

  it('shows every detail of a session found by its session number', async () => {
    api();
    renderApp('/session/3.4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Core vocabulary at home' }, SLOW)).toBeTruthy();
    expect(document.title).toBe('Core vocabulary at home – Conference Companion');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Programme', 'Core vocabulary at home']);
    expect(fact('Date')).toBe('Monday 13 September 2027');
    expect(fact('Time')).toBe('11:00–11:45');
    expect(fact('Location')).toBe('Ashworth Building, Room 1.12');
    expect(fact('Track')).toBe('3.4');
    expect(fact('Session number')).toBe('3.4');
    expect(fact('Speakers')).toBe('Ann ExampleBo Sample');
    expect(screen.getByText('First paragraph.').tagName).toBe('P');
    expect(screen.getByText('Second paragraph.').tagName).toBe('P');
    expect(fact('Level')).toBe('Beginner');
    expect(fact('Age group')).toBe('Children');
    expect(screen.getByText('Ref Two (2021).').tagName).toBe('LI');
    expect(screen.getByRole('link', { name: /Add to calendar/ }).getAttribute('href')).toBe(
      '/api/sessions/42/calendar.ics',
    );
    expect(screen.getByRole('link', { name: 'Back to Programme' }).getAttribute('href')).toBe('/programme');
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
    const resources = screen.getByRole('region', { name: 'Presenter Resources' });
    const link = await within(resources).findByRole('link', { name: /Slides/ });
    expect(link.getAttribute('href')).toBe('https://example.org/slides.pdf');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('adds the session to the agenda, announces it and logs agenda_add', async () => {
    // Actions are logged only with consent to analytics (issue 27).
    useConsent.getState().acceptAll();
    onTestFinished(() => useConsent.getState().clear());
    const calls = api();
    renderApp('/session/42');
    const add = await screen.findByRole('button', { name: 'Add to Agenda' }, SLOW);
    await waitFor(() => expect(add.getAttribute('aria-busy')).toBeNull());
    fireEvent.click(add);
    expect(await screen.findByRole('button', { name: 'Remove from Agenda' }, SLOW)).toBeTruthy();
    await waitFor(() => expect(announce).toHaveBeenCalledWith('Added Core vocabulary at home to your agenda'));
    await waitFor(() => {
      const bodies = calls.fetchMock.mock.calls
        .filter(([, init]) => init?.method === 'POST')
        .map(([, init]) => JSON.parse(String(init?.body)));
      const agenda = bodies.find((body) => body.actionType === 'agenda_add');
      expect(agenda?.actionDetails).toMatchObject({ session_id: 42, session_title: 'Core vocabulary at home' });
      expect(typeof agenda?.actionDetails.timestamp).toBe('string');
    });
  });

  it('says so when the agenda cannot be updated', async () => {
    api({ 'PUT /api/bookmarks/42': () => json({ statusCode: 500, code: 'INTERNAL', message: 'Failed' }, 500) });
    renderApp('/session/42');
    const add = await screen.findByRole('button', { name: 'Add to Agenda' }, SLOW);
    await waitFor(() => expect(add.getAttribute('aria-busy')).toBeNull());
    fireEvent.click(add);
    expect(await screen.findByText('Error updating bookmark. Please try again.', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to Agenda' })).toBeTruthy();
  });

  it('shows a cancelled session with its notice, and the agenda button disabled as Session Cancelled', async () => {
    api();
    renderApp('/session/43');
    const heading = await screen.findByRole('heading', { level: 1 }, SLOW);
    expect(heading.textContent).toBe('Predictable chart writing (cancelled)');
    expect(screen.getByText('CANCELLED')).toBeTruthy();
    const notice = screen.getByRole('region', { name: 'Cancellation Notice' });
    expect(within(notice).getByText('The presenters are unwell.')).toBeTruthy();
    const button = await screen.findByRole('button', { name: 'Session Cancelled' }, SLOW);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(fact('Speaker')).toBe('Speaker TBA');
    expect(fact('Location')).toBe('Location TBA');
    expect(screen.getByText('Description will be updated soon.')).toBeTruthy();
  });

  it('lets a cancelled session already in the agenda be removed', async () => {
    api({}, [43]);
    renderApp('/session/43');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove from Agenda' }, SLOW));
    const blocked = await screen.findByRole('button', { name: 'Session Cancelled' }, SLOW);
    expect(blocked.getAttribute('aria-disabled')).toBe('true');
  });

  it('shows Session Not Found for an unknown key', async () => {
    api();
    renderApp('/session/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Session Not Found' }, SLOW)).toBeTruthy();
    expect(screen.getByText("Sorry, we couldn't find the session you're looking for.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Programme' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
    expect(document.title).toBe('Session Not Found – Conference Companion');
    expect(announce).toHaveBeenCalledWith('Session not found');
  });
});

describe('presenter resource form', () => {
  async function openForm() {
    const toggle = await screen.findByRole('button', { name: 'Submit Resource URL' }, SLOW);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    return screen.getByRole('form', { name: 'Submit a resource link' });
  }
  const submitButton = () => screen.getByRole('button', { name: /Submit URL|Submitting/ });

  it('checks the fields in the spec’s order, one message at a time', async () => {
    api();
    renderApp('/session/42');
    const form = await openForm();
    expect(within(form).getByLabelText('Presenter email').getAttribute('type')).toBe('email');
    expect(within(form).getByLabelText(/^URL/).getAttribute('type')).toBe('url');

    fireEvent.click(submitButton());
    expect(within(form).getByText('Presenter name is required')).toBeTruthy();
    expect(document.activeElement).toBe(within(form).getByLabelText('Presenter name'));

    fireEvent.change(within(form).getByLabelText('Presenter name'), { target: { value: 'Ann' } });
    fireEvent.click(submitButton());
    expect(within(form).queryByText('Presenter name is required')).toBeNull();
    expect(within(form).getByText('Presenter email is required')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('Presenter email'), { target: { value: 'ann@example.org' } });
    fireEvent.click(submitButton());
    expect(within(form).getByText('URL is required')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText(/^URL/), { target: { value: 'not a url' } });
    fireEvent.click(submitButton());
    expect(within(form).getByText('Please enter a valid URL')).toBeTruthy();
    expect((within(form).getByLabelText(/^URL/) as HTMLInputElement).value).toBe('http://not a url');
  });

  it('prepends http://, submits, shows the success message, and Cancel clears it', async () => {
    let body: Record<string, unknown> | null = null;
    api({
      'POST /api/sessions/42/resources': (init) => {
        body = JSON.parse(String(init?.body));
        return json({ id: 9, sessionId: 42, status: 'pending', createdAt: new Date().toISOString(), ...body }, 201);
      },
    });
    renderApp('/session/42');
    const form = await openForm();
    fireEvent.change(within(form).getByLabelText('Presenter name'), { target: { value: 'Ann' } });
    fireEvent.change(within(form).getByLabelText('Presenter email'), { target: { value: 'ann@example.org' } });
    fireEvent.change(within(form).getByLabelText(/^URL/), { target: { value: 'example.org/handout' } });
    fireEvent.click(submitButton());
    expect(
      await within(form).findByText('URL submitted successfully! It will appear once approved by an admin.'),
    ).toBeTruthy();
    expect(body).toEqual({
      presenterName: 'Ann',
      presenterEmail: 'ann@example.org',
      url: 'http://example.org/handout',
      description: null,
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Resource URL' }));
    expect(screen.queryByText(/URL submitted successfully/)).toBeNull();
  });

  it('shows the server’s message on failure, else Failed to submit URL; the close button clears it', async () => {
    let answer = json({ statusCode: 429, code: 'TOO_MANY', message: 'Please wait 5 minutes and try again.' }, 429);
    api({ 'POST /api/sessions/42/resources': () => answer });
    renderApp('/session/42');
    const form = await openForm();
    fireEvent.change(within(form).getByLabelText('Presenter name'), { target: { value: 'Ann' } });
    fireEvent.change(within(form).getByLabelText('Presenter email'), { target: { value: 'ann@example.org' } });
    fireEvent.change(within(form).getByLabelText(/^URL/), { target: { value: 'https://example.org' } });
    fireEvent.click(submitButton());
    expect(await within(form).findByText('Please wait 5 minutes and try again.')).toBeTruthy();

    answer = new Response('', { status: 502 });
    fireEvent.click(submitButton());
    expect(await within(form).findByText('Failed to submit URL')).toBeTruthy();

    fireEvent.click(within(form).getByRole('button', { name: 'Close the resource form' }));
    expect(screen.queryByRole('form')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Resource URL' }));
    expect(screen.queryByText('Failed to submit URL')).toBeNull();
  });

  it('reads Submitting... and ignores presses while the submission is in flight', async () => {
    let release: (response: Response) => void = () => undefined;
    const calls = api({
      'POST /api/sessions/42/resources': () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }) as unknown as Response,
    });
    renderApp('/session/42');
    const form = await openForm();
    fireEvent.change(within(form).getByLabelText('Presenter name'), { target: { value: 'Ann' } });
    fireEvent.change(within(form).getByLabelText('Presenter email'), { target: { value: 'ann@example.org' } });
    fireEvent.change(within(form).getByLabelText(/^URL/), { target: { value: 'https://example.org' } });
    fireEvent.click(submitButton());
    const busy = await within(form).findByRole('button', { name: 'Submitting...' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(busy);
    expect(calls.calls.filter((call) => call === 'POST /api/sessions/42/resources')).toHaveLength(1);
    release(json({ statusCode: 500, code: 'X', message: 'Something went wrong on our side. Please try again.' }, 500));
    expect(await within(form).findByText('Something went wrong on our side. Please try again.')).toBeTruthy();
  });
});
