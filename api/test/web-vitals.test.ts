/**
 * Web vitals arrive as `web_vital` user actions (issue 6): their details are checked, and they are stored like any
 * user action, for a signed-in user only (attendee.md §6).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebVitalDetails } from '../src/contract/index';
import { WEB_VITAL_INVALID } from '../src/modules/user-actions/user-actions-routes';
import { ATTENDEE, setupTestApp, signIn, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let sessionCookie: string;

beforeAll(async () => {
  ctx = await setupTestApp();
  sessionCookie = await signIn(ctx.app, ATTENDEE);
});
afterAll(async () => {
  await ctx?.close();
});

const lcp: WebVitalDetails = {
  name: 'LCP',
  value: 1834,
  rating: 'good',
  id: 'v5-1712345678901-1234567890123',
  navigationType: 'navigate',
  page: 'programme',
};

function postVital(actionDetails: unknown, cookie?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/user-actions',
    headers: {
      'analytics-consent': 'granted',
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
      ...(cookie ? { cookie: `cc_session=${cookie}` } : {}),
    },
    payload: { actionType: 'web_vital', actionDetails, pageUrl: 'http://localhost/programme' },
  });
}

const storedVitals = () =>
  ctx.db
    .selectFrom('userActions')
    .select(['userId', 'actionType', 'actionDetails', 'pageUrl', 'deviceType'])
    .where('actionType', '=', 'web_vital')
    .execute();

describe('POST /api/user-actions with a web vital', () => {
  it("stores a signed-in attendee's LCP, INP and CLS with their details", async () => {
    const vitals: WebVitalDetails[] = [
      lcp,
      { ...lcp, name: 'INP', value: 96, id: 'v5-inp' },
      { ...lcp, name: 'CLS', value: 0.0421, rating: 'needs-improvement', id: 'v5-cls' },
    ];
    for (const vital of vitals) expect((await postVital(vital, sessionCookie)).statusCode).toBe(204);

    const rows = await storedVitals();
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row).toMatchObject({
        userId: ctx.attendeeId,
        pageUrl: 'http://localhost/programme',
        deviceType: 'desktop',
      });
    }
    const details = rows.map((row) =>
      typeof row.actionDetails === 'string' ? JSON.parse(row.actionDetails) : row.actionDetails,
    );
    expect(details).toEqual(expect.arrayContaining(vitals));
  });

  it('refuses details that are not a web vital, with a message that says what is expected', async () => {
    const before = (await storedVitals()).length;
    const bad: unknown[] = [
      { ...lcp, name: 'FID' },
      { ...lcp, value: -5 },
      { ...lcp, value: '1834' },
      { ...lcp, rating: 'great' },
      { ...lcp, id: '' },
      { ...lcp, extra: 'not expected' },
      { name: 'LCP', value: 1834 },
    ];
    for (const details of bad) {
      const response = await postVital(details, sessionCookie);
      expect(response.statusCode, JSON.stringify(details)).toBe(400);
      expect(response.json()).toEqual({ statusCode: 400, code: 'INVALID_WEB_VITAL', message: WEB_VITAL_INVALID });
    }
    expect(await storedVitals()).toHaveLength(before);
  });

  it('accepts an anonymous visitor’s vital without storing it (actions are kept for signed-in users only)', async () => {
    const before = (await storedVitals()).length;
    expect((await postVital(lcp)).statusCode).toBe(204);
    expect(await storedVitals()).toHaveLength(before);
    // Checked all the same: a bad vital is a 400 for anyone.
    expect((await postVital({ ...lcp, name: 'TTFB' })).statusCode).toBe(400);
  });
});
