/**
 * The room screen (issue 37) at /room/{sessionId}, for the projector: drawn by the server with its own title and no
 * site chrome; results arrive live as people answer; the chair moves with Page Down; the read-out-loud and device
 * marks and the writing note show; it fits 1920×1080 and 320 px without sideways scrolling.
 */
import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { approvedQuestionWithMarks } from './chair-support';
import { expect, type SessionSummary, test } from './fixtures';
import { openPoll } from './poll-support';

function roomSession(sessions: SessionSummary[]): SessionSummary {
  const open = sessions.filter((session) => session.status !== 'cancelled');
  const session = open[open.length - 13];
  if (!session) throw new Error('The seed has too few sessions');
  return session;
}

/** Someone in another browser writing a question for the session, with the writing signal on. */
async function startWriting(api: APIRequestContext, sessionId: number) {
  // A visitor cookie from an earlier request, as the session's page gives a browser.
  await api.get(`/api/sessions/${sessionId}`);
  const sent = await api.post(`/api/sessions/${sessionId}/writing`);
  expect(sent.status()).toBe(204);
  expect(sent.headers()['x-writing-counted']).not.toBe('no');
}

test.describe('The room screen', () => {
  test.describe.configure({ timeout: 180_000 });

  test('is drawn by the server with its own title and without the site header, footer or cookie banner', async ({
    request,
    sessions,
  }) => {
    const session = roomSession(sessions);
    const response = await request.get(`/room/${session.id}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    // Its own <title> (the session's title in it, HTML-escaped), and the page's content in the HTML.
    expect(html).toMatch(/<title[^>]*>Room screen: [^<]+<\/title>/);
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(html).toContain(`/api/room/${session.id}/qr.svg`);
    expect(html).not.toContain('cc-cookie-banner');
    expect(html).not.toMatch(/<footer/);
  });

  test('shows live results, the marks and the writing note, and moves with Page Down', async ({ page, sessions }) => {
    const session = roomSession(sessions);
    const question = `Should there be more quiet rooms? (${Date.now()})`;
    const poll = await openPoll(session.id, { kind: 'single', question, options: ['Yes', 'No'] });
    const marked = `How do you pace a device turn? (${Date.now()})`;
    await approvedQuestionWithMarks(session.id, marked, { readOutLoud: true, deviceTurn: true, seat: null });

    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(`/room/${session.id}`);
    await expect(page.getByRole('heading', { level: 1, name: session.title })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('img', { name: /^QR code for / })).toBeVisible();
    await expect(page.getByText('Nobody has answered yet.').first()).toBeVisible();

    // Someone answers on their phone: the results reach the room screen without a reload.
    const voter = await playwrightRequest.newContext({ baseURL });
    const writer = await playwrightRequest.newContext({ baseURL });
    try {
      const answered = await voter.put(`/api/polls/${poll.id}/answer`, { data: { optionIds: [poll.options[0]?.id] } });
      expect(answered.status(), await answered.text()).toBe(200);
      await expect(page.getByText('Yes: 1 of 1 (100%)').first()).toBeVisible({ timeout: 10_000 });

      await startWriting(writer, session.id);
      await expect(page.getByText('Someone is still writing a question — please allow time')).toBeVisible({
        timeout: 10_000,
      });
    } finally {
      await voter.dispose();
      await writer.dispose();
    }

    // The chair's clicker: Page Down to the poll, then to the questions, each announced.
    await page.keyboard.press('PageDown');
    await expect(page.getByRole('heading', { level: 2, name: `Poll: ${question}` })).toBeVisible();
    await expect(page.locator('.ds-live-region [role="status"]')).toHaveText(/^Item 2 of \d+: poll, /);
    const stage = page.locator('.att-room__stage');
    let found = false;
    for (let i = 0; i < 40 && !found; i += 1) {
      await page.keyboard.press('PageDown');
      found = await stage.getByText(marked).isVisible();
    }
    expect(found).toBe(true);
    await expect(stage.getByRole('heading', { level: 2, name: /^Question \d+ of \d+$/ })).toBeVisible();
    await expect(stage.getByText('Please read it out loud')).toBeVisible();
    await expect(stage.getByText('Will ask with a communication device: please allow time')).toBeVisible();
    await expect(page.locator('.ds-live-region [role="status"]')).toContainText(marked);
    await page.keyboard.press('PageUp');
    await expect(stage.getByText(marked)).toHaveCount(0);

    // Large type, and no sideways scrolling at 1920 px or at 320 px.
    const fontSize = await page
      .locator('.att-room')
      .evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(fontSize).toBeGreaterThanOrEqual(32);
    for (const width of [1920, 320]) {
      await page.setViewportSize({ width, height: width === 320 ? 640 : 1080 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
    }
  });
});
