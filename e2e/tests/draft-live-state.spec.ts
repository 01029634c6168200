/**
 * State that stays true (issue 35): a question set to "Send when questions open" shows, on the asker's open page,
 * what the server does with it when the organisers change the session — moved (the new day and time), on hold
 * (cancelled), then back (reinstated) — and when its questions are opened (sent) and a moderator approves it
 * (published): each within 5 s, without a reload. The changes are made through the admin API.
 */
import type { APIRequestContext } from '@playwright/test';
import { admin, expect, type SessionSummary, test } from './fixtures';

interface AdminSession {
  id: number;
  version: number;
  sessionDate: string | null;
  startTime: string | null;
  endTime: string | null;
}

/** Live changes must arrive within 5 s (the promise), whatever the suite's default. */
const LIVE = { timeout: 5_000 };

/** A talk near the end of the programme that no other spec changes. */
function pickSession(sessions: SessionSummary[]): SessionSummary {
  const active = sessions.filter((s) => s.status === 'active' && s.day && s.track && s.speaker);
  const session = active[active.length - 10];
  if (!session) throw new Error('the seed has too few active sessions');
  return session;
}

async function adminSession(api: APIRequestContext, id: number): Promise<AdminSession> {
  const { sessions } = (await (await api.get('/api/admin/sessions')).json()) as { sessions: AdminSession[] };
  const session = sessions.find((s) => s.id === id);
  if (!session) throw new Error(`session ${id} is not in the admin list`);
  return session;
}

/** "Tuesday 14 September" for '2027-09-14', as the page names days. */
const dayWords = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

test.describe('A waiting question on an open page', () => {
  test.describe.configure({ timeout: 180_000 });

  test('shows the session moved, cancelled, reinstated, then the question sent and published, within 5 s each', async ({
    browser,
    playwright,
    sessions,
    baseURL,
  }) => {
    const session = pickSession(sessions);
    const api = await playwright.request.newContext({ baseURL: baseURL ?? '' });
    expect((await api.post('/api/auth/sign-in', { data: admin })).ok()).toBe(true);
    const before = await adminSession(api, session.id);
    const { days } = (await (await api.get('/api/conference')).json()) as { days: { date: string }[] };
    const otherDay = days.map((day) => day.date).find((date) => date !== before.sessionDate);
    if (!otherDay || !before.sessionDate || !before.startTime) throw new Error('the seed has too few days or times');

    const text = `Will the slides be shared afterwards? (${Date.now()})`;
    const asker = await browser.newContext();
    try {
      const page = await asker.newPage();
      await page.goto(`/session/${session.id}`);
      const box = page.getByRole('region', { name: 'Your questions for this session' });
      await expect(box.getByTestId('draft-status').first()).toHaveText('Draft', { timeout: 60_000 });
      await box.getByRole('textbox', { name: 'Question text' }).first().fill(text);
      await expect(box.getByTestId('draft-status').first()).toHaveText('Saved');
      await box.getByRole('button', { name: 'Send when questions open' }).first().click();
      // The conference is not today: the day is named.
      const status = box.getByTestId('draft-status').first();
      await expect(status).toContainText(
        `Will send on ${dayWords(before.sessionDate)} at ${before.startTime.slice(0, 5)}, when questions open`,
      );

      // Moved to the other day, early in the morning.
      const moved = await api.patch(`/api/admin/sessions/${session.id}`, {
        data: {
          version: before.version,
          sessionDate: otherDay,
          startTime: '07:05',
          endTime: '07:35',
          saveAnyway: { reason: 'Browser test of live question states' },
        },
      });
      expect(moved.status(), await moved.text()).toBe(200);
      await expect(status).toContainText(`Will send on ${dayWords(otherDay)} at 07:05, when questions open`, LIVE);

      // Cancelled: on hold.
      const cancelled = await api.post(`/api/admin/sessions/${session.id}/cancel`, {
        data: { reason: 'The speaker is unwell.', version: (await adminSession(api, session.id)).version },
      });
      expect(cancelled.ok(), await cancelled.text()).toBe(true);
      await expect(status).toContainText(
        'On hold: this session was cancelled. It will be sent if the session is reinstated.',
        LIVE,
      );

      // Reinstated: released, waiting for the new time again.
      const reinstated = await api.post(`/api/admin/sessions/${session.id}/reinstate`, {
        data: {
          version: (await adminSession(api, session.id)).version,
          saveAnyway: { reason: 'Browser test of live question states' },
        },
      });
      expect(reinstated.ok(), await reinstated.text()).toBe(true);
      await expect(status).toContainText(`Will send on ${dayWords(otherDay)} at 07:05, when questions open`, LIVE);

      // An organiser opens the session's questions: the server sends it, and the page says so.
      const opened = await api.post(`/api/admin/sessions/${session.id}/questions/open`);
      expect(opened.ok(), await opened.text()).toBe(true);
      await expect(box.getByText('Sent, waiting for review', { exact: true })).toBeVisible(LIVE);

      // A moderator publishes it: the page says that too.
      const pending = (await (await api.get('/api/admin/questions?status=pending')).json()) as {
        questions: { id: number; text: string }[];
      };
      const question = pending.questions.find((entry) => entry.text === text);
      if (!question) throw new Error('the sent question is not in moderation');
      const approved = await api.patch(`/api/admin/questions/${question.id}`, { data: { status: 'approved' } });
      expect(approved.ok(), await approved.text()).toBe(true);
      await expect(box.getByText('Sent and published', { exact: true })).toBeVisible(LIVE);
    } finally {
      await asker.close();
      // Back where it was, for the specs that read the programme after this one.
      const now = await adminSession(api, session.id);
      await api.patch(`/api/admin/sessions/${session.id}`, {
        data: {
          version: now.version,
          sessionDate: before.sessionDate ?? '',
          startTime: before.startTime ?? '',
          endTime: before.endTime ?? '',
          saveAnyway: { reason: 'Browser test puts the session back' },
        },
      });
      await api.dispose();
    }
  });
});
