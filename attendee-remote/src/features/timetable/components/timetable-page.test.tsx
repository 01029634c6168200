import type { ConferenceConfig, Session } from '@cc/api/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockApi, renderApp } from '../../../test/render-app';
import { makeSession } from '../../../test/session-fixture';
import { TIMETABLE_VIEW_KEY } from '../hooks/use-timetable-view';

const conference: ConferenceConfig = {
  name: 'Talking Together 2027',
  shortName: 'TT2027',
  year: 2027,
  organiser: 'Talking Together Trust',
  timeZone: 'Europe/London',
  contactEmail: 'hello@talkingtogether.example',
  venueName: 'Northgate University campus',
  days: [
    { date: '2027-09-13', dayName: 'Monday' },
    { date: '2027-09-14', dayName: 'Tuesday' },
    { date: '2027-09-15', dayName: 'Wednesday' },
  ],
};

const sessions: Session[] = [
  makeSession({
    id: 1,
    title: 'Opening Keynote',
    category: 'Keynote',
    track: 'Keynote',
    location: 'Rowan Auditorium',
    sessionDate: '2027-09-13',
    startTime: '09:30',
    endTime: '10:30',
  }),
  makeSession({ id: 2, title: 'Eye gaze basics', category: 'Eye gaze', sessionDate: '2027-09-13', startTime: '11:00' }),
  makeSession({
    id: 3,
    title: 'Switch music',
    category: 'Workshop',
    sessionDate: '2027-09-14',
    startTime: '11:00',
    status: 'cancelled',
  }),
  makeSession({ id: 4, title: 'Date to be fixed', sessionDate: null, startTime: '11:00' }),
];

function standardApi() {
  return mockApi({
    'GET /api/sessions': () => json({ sessions, total: sessions.length }),
    'GET /api/conference': () => json(conference),
  });
}

afterEach(() => {
  localStorage.clear();
});

describe('timetable page', () => {
  it('shows the loading message, then a grid with a column per conference day and a row per start time', async () => {
    standardApi();
    renderApp('/timetable');
    expect(await screen.findByText('Loading Conference Timetable...')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Conference Timetable' })).toBeTruthy();

    const table = await screen.findByRole('table', { name: 'Timetable: sessions by start time, one column per day' });
    expect(document.title).toBe('Conference Timetable – Conference Companion');
    const columns = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(columns).toEqual([
      'Time',
      'Monday 13 September 2027',
      'Tuesday 14 September 2027',
      'Wednesday 15 September 2027',
    ]);
    const rowHeaders = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(rowHeaders).toEqual(['09:30', '11:00', 'Sessions per day']);

    const footer = within(table).getAllByRole('row').at(-1)!;
    expect(
      within(footer)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2 sessions', '1 session', '0 sessions']);

    // The scroll container is a named, focusable region.
    const region = screen.getByRole('region', { name: 'Timetable: sessions by start time, one column per day' });
    expect(region.getAttribute('tabindex')).toBe('0');
  });

  it('writes category, title link, location, track and time on each session', async () => {
    standardApi();
    renderApp('/timetable');
    const link = await screen.findByRole('link', { name: 'Opening Keynote' });
    expect(link.getAttribute('href')).toBe('/session/1');
    const item = link.closest('li')!;
    expect(item.className).toContain('att-tt-cat--keynote');
    expect(item.textContent).toBe(
      'Category: KeynoteOpening KeynoteLocation: Rowan AuditoriumTrack KeynoteTime: 09:30–10:30',
    );

    const bare = screen.getByRole('link', { name: 'Eye gaze basics' }).closest('li')!;
    expect(bare.className).toContain('att-tt-cat--default');
    expect(within(bare).getByText('TBA')).toBeTruthy();
    expect(within(bare).getByText('Track General')).toBeTruthy();
    expect(within(bare).getByText('11:00–11:45')).toBeTruthy();

    const cancelled = screen.getByRole('link', { name: 'Switch music' }).closest('li')!;
    expect(within(cancelled).getByText('CANCELLED')).toBeTruthy();
  });

  it('says how many sessions are left off for having no date or time', async () => {
    standardApi();
    renderApp('/timetable');
    expect(await screen.findByText(/^1 session has no date or start time yet, so it is not shown here\./)).toBeTruthy();
    expect(screen.queryByText('Date to be fixed')).toBeNull();
  });

  it('switches to the list of day and time headings, and remembers the choice', async () => {
    standardApi();
    const { unmount } = renderApp('/timetable');
    const list = await screen.findByRole('button', { name: 'List' });
    expect(screen.getByRole('button', { name: 'Grid' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(list);
    expect(list.getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Monday 13 September 2027',
      'Tuesday 14 September 2027',
      'Wednesday 15 September 2027',
    ]);
    const monday = screen.getByRole('region', { name: 'Monday 13 September 2027' });
    expect(
      within(monday)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['09:30', '11:00']);
    expect(within(monday).getByText('2 sessions on this day')).toBeTruthy();
    expect(within(monday).getByRole('link', { name: 'Opening Keynote' })).toBeTruthy();
    expect(localStorage.getItem(TIMETABLE_VIEW_KEY)).toBe('list');

    unmount();
    renderApp('/timetable');
    expect((await screen.findByRole('button', { name: 'List' })).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the empty state when the sessions cannot be loaded, with Retry', async () => {
    let fail = true;
    mockApi({
      'GET /api/sessions': () =>
        fail
          ? json({ statusCode: 500, code: 'INTERNAL', message: 'Something failed on the server.' }, 500)
          : json({ sessions, total: sessions.length }),
      'GET /api/conference': () => json(conference),
    });
    renderApp('/timetable');
    expect(await screen.findByRole('heading', { name: 'No Sessions Data Available' })).toBeTruthy();
    expect(screen.getByText('Unable to load conference sessions')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });

  it('shows the empty state when no session has a date and time', async () => {
    mockApi({
      'GET /api/sessions': () => json({ sessions: [sessions[3]], total: 1 }),
      'GET /api/conference': () => json(conference),
    });
    renderApp('/timetable');
    expect(await screen.findByRole('heading', { name: 'No Sessions Data Available' })).toBeTruthy();
  });

  it('still shows the sessions by their own days when the conference configuration fails', async () => {
    mockApi({
      'GET /api/sessions': () => json({ sessions, total: sessions.length }),
      'GET /api/conference': () => json({ statusCode: 500, code: 'INTERNAL', message: 'Failed' }, 500),
    });
    renderApp('/timetable');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
  });
});
