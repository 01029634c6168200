/**
 * Polls run by the people in charge (issue 37), against the whole running app: a chair writes polls ahead on the
 * chair's view, opens one, sees the answers counted live, is told when it can close instead of closing it early,
 * closes it, and approves a text answer; an admin does the same from the Sessions tab; the CSV has the counts.
 * The organisers' minimum time open is set to 10 s for the test through the admin's chair settings.
 * (Results reaching a chair's view and the room screen through another instance: polls-two-instances.spec.ts.)
 */
import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { signInAsAdmin } from './a11y-support';
import { signUpAsChair } from './chair-support';
import { admin, expect, type SessionSummary, test } from './fixtures';

const MIN_OPEN_SECONDS = 10;

/** Sessions of their own, away from the ones other specs ask questions in or the attendee poll specs use. */
function pollSessions(sessions: SessionSummary[]): SessionSummary[] {
  const open = sessions.filter((session) => session.status !== 'cancelled');
  return [open[open.length - 17], open[open.length - 18]].filter((s): s is SessionSummary => s !== undefined);
}

/** An attendee of their own account in a browser context of their own, for answering. */
async function attendee(): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL });
  const email = `poll-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
  const created = await context.post('/api/auth/sign-up', {
    data: { email, password: 'poll-harbour-lantern', name: 'Pat Poll' },
  });
  expect(created.status(), await created.text()).toBe(201);
  return context;
}

async function answer(context: APIRequestContext, pollId: number, body: { optionIds?: number[]; text?: string }) {
  const response = await context.put(`/api/polls/${pollId}/answer`, { data: body });
  expect(response.status(), await response.text()).toBe(200);
}

/** The poll's id and options as attendees see them (public: open and closed polls only). */
async function publicPoll(sessionId: number, question: string) {
  const response = await fetch(`${baseURL}/api/sessions/${sessionId}/polls`);
  const { polls } = (await response.json()) as {
    polls: { id: number; question: string; options: { id: number; label: string }[] }[];
  };
  const poll = polls.find((item) => item.question === question);
  if (!poll) throw new Error(`No public poll "${question}"`);
  return poll;
}

/** Sets the organisers' minimum time open (as poll-support's openPoll does: 10 s for every poll spec, never put back,
 * so that specs running side by side do not undo each other's; the e2e database is new for each run). */
async function setMinOpen(seconds: number): Promise<void> {
  const adminApi = await playwrightRequest.newContext({ baseURL });
  try {
    expect((await adminApi.post('/api/auth/sign-in', { data: admin })).status()).toBe(200);
    const saved = await adminApi.put('/api/admin/chair-settings', { data: { pollMinOpenSeconds: seconds } });
    expect(saved.status(), await saved.text()).toBe(200);
  } finally {
    await adminApi.dispose();
  }
}

/** Writes a poll with the manager's form, by keyboard where it matters: Add an option lands in the new field. */
async function writePoll(
  scope: ReturnType<Page['locator']>,
  page: Page,
  poll: { question: string; kind: string; options?: string[] },
) {
  await scope.getByRole('button', { name: 'Write a poll' }).click();
  const question = scope.getByLabel('Question');
  await expect(question).toBeFocused();
  await question.fill(poll.question);
  await scope.getByRole('radio', { name: poll.kind }).check();
  for (const [index, label] of (poll.options ?? []).entries()) {
    if (index >= 2) {
      await scope.getByRole('button', { name: 'Add an option' }).press('Enter');
      await expect(scope.getByLabel(`Option ${index + 1}`)).toBeFocused();
      await page.keyboard.type(label);
    } else {
      await scope.getByLabel(`Option ${index + 1}`).fill(label);
    }
  }
  await scope.getByRole('button', { name: 'Save poll' }).click();
  const heading = scope.getByRole('heading', { name: poll.question });
  await expect(heading).toBeFocused();
  return scope.getByRole('article', { name: poll.question });
}

/** Close is refused before the minimum; the wait is said in words, and once it is over Close works. */
async function closeAfterTheMinimum(card: ReturnType<Page['locator']>) {
  const close = card.getByRole('button', { name: 'Close the poll' });
  await close.click();
  await expect(card.getByTestId('poll-close-wait')).toContainText(
    /^Not closed yet\. You can close it in \d+ seconds?\./,
  );
  await expect(card.getByText('Open', { exact: true })).toBeVisible();
  await expect(card.getByTestId('poll-close-wait')).toHaveCount(0, { timeout: (MIN_OPEN_SECONDS + 5) * 1000 });
  await close.click();
  await expect(card.getByText('Closed', { exact: true })).toBeVisible();
}

async function downloadedCsv(page: Page, scope: ReturnType<Page['locator']>): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    scope.getByRole('link', { name: /\(CSV spreadsheet\)$/ }).click(),
  ]);
  const file = await download.path();
  return readFileSync(file, 'utf8');
}

test.describe('Polls for chairs and admins', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });
  test.beforeAll(async () => {
    await setMinOpen(MIN_OPEN_SECONDS);
  });

  test('a chair writes polls ahead, runs one with live counts and the minimum time, approves a text answer, downloads the CSV', async ({
    page,
    sessions,
  }) => {
    const [session] = pollSessions(sessions);
    if (!session) throw new Error('The seed has too few sessions');
    await signUpAsChair(page, session.id);
    await page.goto(`/chair/${session.id}`);
    const polls = page.getByRole('region', { name: 'Polls' });
    await expect(polls.getByRole('button', { name: 'Write a poll' })).toBeVisible({ timeout: 30_000 });

    const stamp = Date.now();
    const choice = `Which topic should we take first? (${stamp})`;
    const words = `One word for this session (${stamp})`;
    const choiceCard = await writePoll(polls, page, {
      question: choice,
      kind: 'One choice',
      options: ['Switch access', 'Eye gaze', 'Partner-assisted scanning'],
    });
    await expect(choiceCard.getByText('Draft', { exact: true })).toBeVisible();
    const wordsCard = await writePoll(polls, page, { question: words, kind: 'A short text answer' });

    // Open by keyboard: focus goes to Close.
    await choiceCard.getByRole('button', { name: 'Open the poll' }).press('Enter');
    await expect(choiceCard.getByRole('button', { name: 'Close the poll' })).toBeFocused();
    await expect(choiceCard.getByTestId('poll-close-wait')).toContainText('You can close it in');

    const opened = await publicPoll(session.id, choice);
    const [first, second] = [await attendee(), await attendee()];
    const eye = opened.options.find((option) => option.label === 'Eye gaze')?.id ?? 0;
    const scanning = opened.options.find((option) => option.label === 'Partner-assisted scanning')?.id ?? 0;
    await answer(first, opened.id, { optionIds: [eye] });
    await answer(second, opened.id, { optionIds: [scanning] });
    // A changed answer counts once.
    await answer(second, opened.id, { optionIds: [eye] });
    // No reload: 'chair.polls' on the chair's topic refetches the polls.
    const results = choiceCard.getByTestId('poll-results');
    await expect(results).toContainText('2 people answered', { timeout: 15_000 });
    await expect(results).toContainText('Eye gaze: 2 of 2 (100%)');

    await closeAfterTheMinimum(choiceCard);

    await wordsCard.getByRole('button', { name: 'Open the poll' }).click();
    await expect(wordsCard.getByRole('button', { name: 'Close the poll' })).toBeFocused();
    const openedWords = await publicPoll(session.id, words);
    await answer(first, openedWords.id, { text: 'Inspiring' });
    const approve = wordsCard.getByRole('button', { name: 'Approve: Inspiring' });
    await expect(approve).toBeVisible({ timeout: 15_000 });
    await approve.press('Enter');
    await expect(wordsCard.getByRole('heading', { name: 'No answers waiting for you' })).toBeFocused();
    await expect(wordsCard.getByTestId('poll-results')).toContainText('Inspiring');
    await closeAfterTheMinimum(wordsCard);

    const csv = await downloadedCsv(page, polls);
    expect(csv).toContain(choice);
    expect(csv).toMatch(/Eye gaze"?,\s*"?2/);
    expect(csv).toContain('Inspiring');
    await Promise.all([first.dispose(), second.dispose()]);
  });

  test('an admin runs a poll from the Sessions tab, with live counts, the minimum time and the CSV', async ({
    page,
    sessions,
  }) => {
    const [, session] = pollSessions(sessions);
    if (!session) throw new Error('The seed has too few sessions');
    await signInAsAdmin(page);
    await page.goto('/admin#/admin?tab=sessions');
    const panel = page.getByRole('tabpanel', { name: 'Sessions' });
    await expect(panel.getByRole('table', { name: /^Sessions, sorted by/ })).toBeVisible({ timeout: 30_000 });
    await panel.getByRole('button', { name: `Polls of ${session.title}`, exact: true }).click();
    const polls = panel.getByRole('region', { name: `Polls: ${session.title}` });
    await expect(polls.getByRole('heading', { name: `Polls: ${session.title}` })).toBeFocused();

    const question = `How useful was this session? (${Date.now()})`;
    const card = await writePoll(polls, page, { question, kind: 'A scale from 1 to 5' });
    await card.getByRole('button', { name: 'Open the poll' }).click();
    await expect(card.getByRole('button', { name: 'Close the poll' })).toBeFocused();

    const opened = await publicPoll(session.id, question);
    const voter = await attendee();
    const four = opened.options.find((option) => option.label === '4')?.id ?? 0;
    await answer(voter, opened.id, { optionIds: [four] });
    await expect(card.getByTestId('poll-results')).toContainText('1 person answered', { timeout: 15_000 });
    await expect(card.getByTestId('poll-results')).toContainText('4: 1 of 1 (100%)');
    await closeAfterTheMinimum(card);

    const csv = await downloadedCsv(page, polls);
    expect(csv).toContain(question);
    await voter.dispose();

    await polls.getByRole('button', { name: 'Close polls' }).click();
    await expect(panel.getByRole('button', { name: `Polls of ${session.title}`, exact: true })).toBeFocused();
  });
});
