import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../test/render-app';
import { FORM_OFFLINE_TEXT, PresenterResourceForm, SUBMIT_OFFLINE } from './presenter-resource-form';

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PresenterResourceForm sessionId={42} sessionTitle="Core vocabulary at home" />
    </QueryClientProvider>,
  );
}

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

function fillAndSubmit() {
  const form = screen.getByRole('form');
  fireEvent.change(within(form).getByLabelText('Presenter name'), { target: { value: 'Ann' } });
  fireEvent.change(within(form).getByLabelText('Presenter email'), { target: { value: 'ann@example.org' } });
  fireEvent.change(within(form).getByLabelText(/^URL/), { target: { value: 'https://example.org/slides' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Submit URL' }));
  return form;
}

// TanStack Query's online manager is global and heard the 'offline' event too: bring everything back online.
afterEach(() => {
  goOffline(false);
  vi.restoreAllMocks();
});

describe('presenter resource form and the network', () => {
  it('says plainly when offline that submitting needs a connection, sends nothing and keeps what was typed', async () => {
    const { calls } = mockApi({});
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Resource URL' }));
    expect(screen.queryByText(FORM_OFFLINE_TEXT)).toBeNull();

    goOffline(true);
    expect(screen.getByText('You are offline')).toBeTruthy();
    expect(screen.getByText(FORM_OFFLINE_TEXT)).toBeTruthy();
    const form = fillAndSubmit();
    expect(within(form).getByRole('alert').textContent).toContain(SUBMIT_OFFLINE);
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);
    expect((within(form).getByLabelText(/^URL/) as HTMLInputElement).value).toBe('https://example.org/slides');

    // Back online the notice goes and the same form sends.
    goOffline(false);
    expect(screen.queryByText(FORM_OFFLINE_TEXT)).toBeNull();
  });

  it("shows the server's 429 message, which says how long to wait", async () => {
    const message = 'You have submitted several links in a short time. Please wait 14 minutes and try again.';
    mockApi({
      'POST /api/sessions/42/resources': () => json({ statusCode: 429, code: 'TOO_MANY_SUBMISSIONS', message }, 429),
    });
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Resource URL' }));
    const form = fillAndSubmit();
    expect((await within(form).findByRole('alert')).textContent).toContain(message);
  });
});
