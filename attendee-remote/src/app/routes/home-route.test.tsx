import type { Announcement, ConferenceConfig, Session } from '@cc/api/contract';
import { HOME_INTRO_TEXT } from '@cc/design-system';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderAppAsync } from '../../test/render-app';
import { makeSession } from '../../test/session-fixture';

/** Lazy page chunks load on first use; a busy machine needs more than the default second. */
const SLOW = { timeout: 10_000 };

const conference: ConferenceConfig = {
  name: 'Speaking Up 2031',
  shortName: 'SU31',
  year: 2031,
  organiser: 'Speaking Up Society',
  timeZone: 'Europe/London',
  contactEmail: 'hello@speakingup.example',
  venueName: 'Riverside campus',
  days: [
    { date: '2031-06-02', dayName: 'Monday' },
    { date: '2031-06-03', dayName: 'Tuesday' },
  ],
};

const sessions: Session[] = [
  makeSession({
    id: 1,
    title: 'Opening plenary',
    track: 'Plenary',
    sessionDate: '2031-06-02',
    startTime: '09:00',
    endTime: '10:00',
    location: 'Great Hall',
  }),
  makeSession({
    id: 2,
    title: 'Switch scanning clinic',
    track: '1.1',
    sessionDate: '2031-06-02',
    startTime: '10:30',
    endTime: '11:15',
    room: 'B12',
    building: 'Science Block',
  }),
  makeSession({
    id: 3,
    title: 'Eye gaze for beginners',
    track: '1.2',
    sessionDate: '2031-06-02',
    startTime: '10:30',
    endTime: '11:15',
    location: 'Room 4',
  }),
];

function announcement(id: number, hoursAgo: number, content: string): Announcement {
  const createdAt = new Date(Date.UTC(2031, 4, 20, 12) - hoursAgo * 3_600_000).toISOString();
  return {
    id,
    title: `Announcement ${id}`,
    summary: content.slice(0, 150),
    content,
    priority: 'normal',
    category: 'general',
    actionUrl: null,
    actionText: null,
    createdAt,
    updatedAt: createdAt,
  };
}

const announcements = [
  announcement(1, 30, 'Oldest news.'),
  announcement(2, 1, 'x'.repeat(200)),
  announcement(3, 2, 'Second newest.'),
  announcement(4, 3, 'Third newest.'),
];

const agendaEntry = (session: Session) => ({
  session,
  bookmarkedAt: '2031-05-01T10:00:00.000Z',
  changes: { cancelled: false, timeChanged: false, roomChanged: false },
});

function api(overrides: Record<string, () => Response> = {}) {
  return mockApi({
    'GET /api/conference': () => json(conference),
    'GET /api/sessions': () => json({ sessions, total: sessions.length }),
    'GET /api/bookmarks': () => json({ sessionIds: [2, 3] }),
    'GET /api/agenda': () => json({ entries: [agendaEntry(sessions[0]!), agendaEntry(sessions[1]!)] }),
    'GET /api/announcements': () => json({ announcements }),
    'GET /api/announcements/read': () => json({ ids: [1, 3] }),
    ...overrides,
  });
}

const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('Home', () => {
  it('shows the conference from its configuration, the statistics and the quick-access badges', async () => {
    api();
    await renderAppAsync('/?now=2031-06-02T09:40');
    expect(await screen.findByRole('heading', { level: 1, name: 'Speaking Up 2031' }, SLOW)).toBeTruthy();
    expect(screen.getByText(/Monday 2 – Tuesday 3 June 2031/)).toBeTruthy();
    expect(screen.getByText(/Riverside campus/)).toBeTruthy();
    expect(document.title).toBe('Home – Conference Companion');

    await screen.findByText('Announcement 4', {}, SLOW);
    expect(stat('Sessions')).toBe('3');
    expect(stat('In My Agenda')).toBe('2');
    expect(stat('New Updates')).toBe('2'); // 4 announcements, 2 read
    const quick = screen.getByRole('region', { name: 'Quick access' });
    const links = within(quick).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/programme',
      '/my-agenda',
      '/map',
      '/announcements',
    ]);
    expect(within(quick).getByRole('link', { name: /My Agenda.*2 sessions in your agenda/ })).toBeTruthy();
    expect(within(quick).getByRole('link', { name: /Latest News.*2 unread announcements/ })).toBeTruthy();
  });

  it('lists the 3 latest announcements, cut at 150 characters, with a British date', async () => {
    api();
    await renderAppAsync('/');
    const news = await screen.findByRole('region', { name: 'Latest News' }, SLOW);
    const titles = await within(news).findAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual([
      'Announcement 2 New',
      'Announcement 3',
      'Announcement 4 New',
    ]);
    expect(within(news).getByText(`${'x'.repeat(150)}...`)).toBeTruthy();
    expect(within(news).getAllByText('Tuesday 20 May 2031')).toHaveLength(3);
    expect(within(news).queryByText('Oldest news.')).toBeNull();
  });

  it('shows what is on now and what starts next, with rooms, at the ?now= time', async () => {
    api();
    await renderAppAsync('/?now=2031-06-02T09:40');
    const section = await screen.findByRole('region', { name: 'Now and next' }, SLOW);
    expect(await within(section).findByText(/Showing the programme as at Monday 2 June 2031, 09:40/)).toBeTruthy();
    const now = within(section).getByRole('list', { name: 'Sessions on now' });
    expect(within(now).getByRole('link', { name: 'Opening plenary' }).getAttribute('href')).toBe('/session/1');
    expect(within(now).getByText('Great Hall')).toBeTruthy();
    expect(within(section).getByRole('heading', { name: 'Next at 10:30' })).toBeTruthy();
    const next = within(section).getByRole('list', { name: 'Sessions starting next' });
    expect(
      within(next)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Switch scanning clinic', 'Eye gaze for beginners']);
    expect(within(next).getByText('B12, Science Block')).toBeTruthy();
  });

  it('says when the conference starts, or that it has ended, and shows the first sessions', async () => {
    api();
    const { unmount } = await renderAppAsync('/?now=2031-05-01T12:00');
    expect(await screen.findByText('The conference starts on Monday 2 June 2031 at 09:00.', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'First sessions at 09:00 on Monday 2 June 2031' })).toBeTruthy();
    unmount();
    await renderAppAsync('/?now=2031-06-04T08:00Z');
    expect(await screen.findByText('The conference has ended. Thank you for joining us.', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Opening plenary' })).toBeTruthy();
  });

  it("leaves the host's placeholder up until the conference is known, then draws its introduction at once", async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    api({ 'GET /api/conference': (() => answered.then(() => json(conference))) as unknown as () => Response });
    await renderAppAsync('/?now=2031-06-02T09:40');
    // No loading message of Home's own between the host's introduction and Home's.
    expect(screen.getByText("The host's placeholder")).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => answer());
    expect(await screen.findByRole('heading', { level: 1, name: 'Speaking Up 2031' }, SLOW)).toBeTruthy();
    expect(screen.queryByText("The host's placeholder")).toBeNull();
    expect(screen.getByText(HOME_INTRO_TEXT)).toBeTruthy();
  });

  it('still draws Home when the conference cannot be read, says so, and does not keep asking', async () => {
    const { calls } = api({
      'GET /api/conference': () => json({ statusCode: 503, code: 'DOWN', message: 'Down' }, 503),
    });
    await renderAppAsync('/?now=2031-06-02T09:40');
    expect(
      await screen.findByText('The conference details could not be loaded. Please try again later.', {}, SLOW),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Quick access' })).toBeTruthy();
    // Home's sections read the conference as they mount; a loading message in their place made that a loop.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls.filter((call) => call === 'GET /api/conference').length).toBeLessThanOrEqual(2);
    expect(screen.getByRole('region', { name: 'Quick access' })).toBeTruthy();
  });

  it('keeps working when the news endpoints fail: an error for the news, the rest of Home shown', async () => {
    api({
      'GET /api/announcements': () => json({ statusCode: 500, code: 'INTERNAL', message: 'Broken' }, 500),
      'GET /api/announcements/read': () => json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, 404),
    });
    await renderAppAsync('/?now=2031-06-02T09:40');
    expect(await screen.findByText('Failed to load announcements', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Speaking Up 2031' })).toBeTruthy();
    expect(stat('New Updates')).toContain('not available');
    expect(await screen.findByRole('list', { name: 'Sessions on now' })).toBeTruthy();
  });

  it('shows your next session from My Agenda, where it is and when to leave, and offers reminders (off)', async () => {
    const requestPermission = vi.fn(async () => 'granted');
    vi.stubGlobal('Notification', { permission: 'default', requestPermission });
    api();
    await renderAppAsync('/?now=2031-06-02T09:40');
    const section = await screen.findByRole('region', { name: 'Your next session' }, SLOW);
    expect((await within(section).findByRole('link', { name: 'Switch scanning clinic' })).getAttribute('href')).toBe(
      '/session/2',
    );
    expect(within(section).getByText('Today, 10:30–11:15')).toBeTruthy();
    expect(within(section).getByText('B12, Science Block')).toBeTruthy();
    // The plenary before it is in the Great Hall, whose building is unknown: the default allowance.
    expect(within(section).getByText('Leave by 10:20')).toBeTruthy();
    expect(within(section).getByText(/allowing 10 minutes to get there/)).toBeTruthy();
    // One "Reminders" section, its two kinds told apart by their names (jsdom has no push: that kind says so).
    expect(within(section).getByRole('heading', { level: 3, name: 'Reminders' })).toBeTruthy();
    const onPage = within(section).getByRole('group', { name: 'Reminders on this page (while it is open)' });
    expect(
      within(section).getByRole('heading', {
        level: 4,
        name: 'Notifications on this device (even when the app is closed)',
      }),
    ).toBeTruthy();
    expect(within(section).getByText(/This browser cannot receive notifications from this app/).textContent).toContain(
      'What still works: reminders on this page while it is open',
    );
    const remind = within(onPage).getByRole('checkbox', {
      name: 'Remind me on this page before my sessions',
    }) as HTMLInputElement;
    expect(remind.checked).toBe(false);
    fireEvent.click(remind);
    expect((within(onPage).getByRole('combobox', { name: 'How long before' }) as HTMLSelectElement).value).toBe('10');
    expect(JSON.parse(localStorage.getItem('cm-session-reminders') ?? '{}').state).toMatchObject({ enabled: true });
    // The browser's permission prompt only when the attendee asks for system notifications.
    expect(requestPermission).not.toHaveBeenCalled();
    fireEvent.click(within(section).getByRole('button', { name: /Also notify me when this tab is in the background/ }));
    expect(await within(section).findByText(/System notifications are on/)).toBeTruthy();
    expect(requestPermission).toHaveBeenCalledTimes(1);
  });

  it('points to the programme when the agenda is empty', async () => {
    api({ 'GET /api/bookmarks': () => json({ sessionIds: [] }) });
    await renderAppAsync('/?now=2031-06-02T09:40');
    const section = await screen.findByRole('region', { name: 'Your next session' }, SLOW);
    expect(within(section).getByText(/Nothing in your agenda yet/)).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Browse the programme' }).getAttribute('href')).toBe('/programme');
    expect(within(section).queryByRole('checkbox')).toBeNull();
  });
});
