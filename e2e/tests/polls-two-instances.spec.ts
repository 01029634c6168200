/**
 * Issue 37, "results appear live on the room screen and the chair's view on another instance": a second instance of
 * the app on the same PostgreSQL database, as docs/deployment.md runs two behind a proxy. The chair's view and the
 * room screen are open on instance B; the poll is opened and answered through instance A; both pages show the
 * counts without a reload (the answer is signalled through PostgreSQL and counted on B for B's sockets).
 * The API side of the same path is api/test/topology/polls-instances.test.ts.
 */
import { request as playwrightRequest } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { type AppInstance, freePort, sharedDatabaseOf, startAppInstance } from '../support/app-instance';
import { signUpAsChair } from './chair-support';
import { expect, type SessionSummary, test } from './fixtures';
import { openPoll } from './poll-support';

/** A session of its own, away from the ones the other poll, room and chair specs use. */
function twoInstanceSession(sessions: SessionSummary[]): SessionSummary {
  const open = sessions.filter((session) => session.status !== 'cancelled');
  const session = open[open.length - 21];
  if (!session) throw new Error('The seed has too few sessions');
  return session;
}

test.describe('Polls across two instances', () => {
  test.describe.configure({ timeout: 240_000 });
  const database = sharedDatabaseOf(Number(new URL(baseURL).port));
  let other: AppInstance | undefined;

  test.beforeAll(async () => {
    if (!database) return;
    other = await startAppInstance(await freePort(), { E2E_SHARED_DATABASE_URL: database });
  });
  test.afterAll(async () => {
    await other?.stop();
  });

  test("answers through one instance reach the chair's view and the room screen on the other, live", async ({
    browser,
    sessions,
  }) => {
    test.skip(
      !database,
      'The app under test runs on the embedded PGlite, which one process holds; with DATABASE_URL (as in CI) it runs.',
    );
    if (!other) throw new Error('the second instance did not start');
    const session = twoInstanceSession(sessions);

    // The chair signs in on instance B and keeps the chair's view open there; the room screen is open there too.
    const chairContext = await browser.newContext({ baseURL: other.baseURL });
    const chair = await chairContext.newPage();
    await signUpAsChair(chair, session.id);
    await chair.goto(`/chair/${session.id}`);
    const polls = chair.getByRole('region', { name: 'Polls' });
    await expect(polls.getByRole('button', { name: 'Write a poll' })).toBeVisible({ timeout: 30_000 });
    const roomContext = await browser.newContext({ baseURL: other.baseURL });
    const room = await roomContext.newPage();
    await room.goto(`/room/${session.id}`);
    await expect(room.getByRole('heading', { level: 1, name: session.title })).toBeVisible({ timeout: 30_000 });

    // Opened through instance A: B's pages hear of it.
    const question = `Which room layout suits you best? (${Date.now()})`;
    const poll = await openPoll(session.id, { kind: 'single', question, options: ['Rows', 'Circle'] });
    const card = polls.getByRole('article', { name: question });
    await expect(card.getByText('Open', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(room.getByText('Nobody has answered yet.').first()).toBeVisible({ timeout: 15_000 });

    // Two people answer through instance A; one changes their answer, which counts once.
    const [first, second] = [
      await playwrightRequest.newContext({ baseURL }),
      await playwrightRequest.newContext({ baseURL }),
    ];
    try {
      const [rows, circle] = poll.options.map((option) => option.id);
      for (const [voter, optionId] of [
        [first, circle],
        [second, rows],
        [second, circle],
      ] as const) {
        const answered = await voter.put(`/api/polls/${poll.id}/answer`, { data: { optionIds: [optionId] } });
        expect(answered.status(), await answered.text()).toBe(200);
      }
      await expect(card.getByTestId('poll-results')).toContainText('2 people answered', { timeout: 15_000 });
      await expect(card.getByTestId('poll-results')).toContainText('Circle: 2 of 2 (100%)');
      await expect(room.getByText('Circle: 2 of 2 (100%)').first()).toBeVisible({ timeout: 15_000 });
    } finally {
      await Promise.all([first.dispose(), second.dispose(), chairContext.close(), roomContext.close()]);
    }
  });
});
