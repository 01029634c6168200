/**
 * GET /api/admin/analytics with known activity in this range and the previous one, so every percentage
 * change (BEYOND D6) is checked exactly. Ranges are calendar days in the conference time zone; the rows
 * here sit whole days inside them (1–5 days ago: this 7-day range; 8–12 days ago: the previous one).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAnalytics } from '../src/contract/index';
import { ADMIN, ATTENDEE, setupTestApp, signIn, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let adminCookie: string;
const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

let firstSessionId: number;
let secondSessionId: number;

async function analytics(query: string, cookie: string | null = adminCookie) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/admin/analytics${query}`,
    headers: cookie ? { cookie: `cc_session=${cookie}` } : {},
  });
}

async function figures(days: 7 | 30 | 90): Promise<AdminAnalytics> {
  const response = await analytics(`?days=${days}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

beforeAll(async () => {
  ctx = await setupTestApp();
  adminCookie = await signIn(ctx.app, ADMIN);
  const { db } = ctx;

  // A known starting point: no activity, and the seeded programme and news added long ago.
  await db.deleteFrom('userActions').execute();
  await db.deleteFrom('bookmarks').execute();
  await db.deleteFrom('questions').execute();
  await db
    .updateTable('sessions')
    .set({ createdAt: daysAgo(400) })
    .execute();
  await db
    .updateTable('announcements')
    .set({ createdAt: daysAgo(400) })
    .execute();

  const first = await db
    .selectFrom('sessions')
    .select('id')
    .where('status', '=', 'active')
    .where('title', '<>', '')
    .orderBy('sessionDate')
    .orderBy('startTime')
    .orderBy('id')
    .limit(2)
    .execute();
  firstSessionId = first[0]?.id ?? 0;
  secondSessionId = first[1]?.id ?? 0;

  const visitors = await db
    .insertInto('visitors')
    .values(Array.from({ length: 8 }, () => ({ createdAt: daysAgo(20) })))
    .returning('id')
    .execute();
  const v = visitors.map((row) => row.id); // v[0] is V1 … v[7] is V8

  // Bookmarks: 6 in this range (V1–V6 on the first session), 3 in the previous (V1–V3 on the second).
  await db
    .insertInto('bookmarks')
    .values([
      ...v.slice(0, 6).map((visitorId, i) => ({
        visitorId,
        userId: null,
        sessionId: firstSessionId,
        createdAt: daysAgo(1 + (i % 5)),
      })),
      ...v.slice(0, 3).map((visitorId, i) => ({
        visitorId,
        userId: null,
        sessionId: secondSessionId,
        createdAt: daysAgo(8 + i),
      })),
    ])
    .execute();

  // Questions: 3 in this range (V1, V7, V7), 4 in the previous (V5, V8, an attendee account, and one with no author).
  const question = (
    createdAt: Date,
    owner: { authorVisitorId?: string; authorUserId?: string },
    status = 'pending',
  ) => ({
    text: 'How will this work?',
    status: status as 'pending',
    createdAt,
    authorVisitorId: owner.authorVisitorId ?? null,
    authorUserId: owner.authorUserId ?? null,
  });
  await db
    .insertInto('questions')
    .values([
      question(daysAgo(1), { authorVisitorId: v[0] }),
      question(daysAgo(2), { authorVisitorId: v[6] }, 'approved'),
      question(daysAgo(3), { authorVisitorId: v[6] }, 'answered'),
      question(daysAgo(8), { authorVisitorId: v[4] }, 'rejected'),
      question(daysAgo(9), { authorVisitorId: v[7] }),
      question(daysAgo(10), { authorUserId: ctx.attendeeId }, 'approved'),
      question(daysAgo(11), {}),
    ])
    .execute();

  // One announcement this week, none the week before.
  await db
    .insertInto('announcements')
    .values({ title: 'Lunch moved', content: 'Lunch is in the atrium.', createdAt: daysAgo(2) })
    .execute();

  // User actions this week: page_view 6, bookmark_add 3, web_vital 2, agenda_add 1, agenda_remove 1, bookmark_remove 1.
  // Devices: desktop 7, mobile 5, tablet 2. The week before: 10 page views on desktop.
  const action = (
    userId: string,
    actionType: string,
    deviceType: 'desktop' | 'mobile' | 'tablet',
    createdAt: Date,
  ) => ({
    userId,
    actionType,
    deviceType,
    createdAt,
    pageUrl: '/programme',
    actionDetails: '{}',
    sessionId: 'test',
  });
  const admin = ctx.adminId;
  const attendee = ctx.attendeeId;
  await db
    .insertInto('userActions')
    .values([
      ...[1, 1, 2, 2].map((d) => action(admin, 'page_view', 'desktop', daysAgo(d))),
      ...[3, 3].map((d) => action(attendee, 'page_view', 'mobile', daysAgo(d))),
      ...[4, 4, 5].map((d) => action(attendee, 'bookmark_add', 'mobile', daysAgo(d))),
      action(attendee, 'agenda_add', 'tablet', daysAgo(1)),
      action(attendee, 'agenda_remove', 'tablet', daysAgo(1)),
      ...[2, 3].map((d) => action(attendee, 'web_vital', 'desktop', daysAgo(d))),
      action(admin, 'bookmark_remove', 'desktop', daysAgo(5)),
      ...Array.from({ length: 10 }, () => action(admin, 'page_view', 'desktop', daysAgo(9))),
    ])
    .execute();
});
afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/admin/analytics', () => {
  it('refuses anonymous callers (401) and attendees (403)', async () => {
    expect((await analytics('?days=7', null)).statusCode).toBe(401);
    const attendeeCookie = await signIn(ctx.app, ATTENDEE);
    expect((await analytics('?days=7', attendeeCookie)).statusCode).toBe(403);
  });

  it('accepts only 7, 30 or 90 days', async () => {
    for (const query of ['?days=1', '?days=31', '?days=abc', '?days=7.5', '?days=-7']) {
      const response = await analytics(query);
      expect(response.statusCode, query).toBe(400);
    }
    expect((await analytics('?days=31')).json().message).toBe('Days must be one of: 7, 30, 90');
    const defaulted = await analytics('');
    expect(defaulted.statusCode).toBe(200);
    expect(defaulted.json().days).toBe(30);
  });

  it('compares the last 7 days with the 7 days before them', async () => {
    const body = await figures(7);
    expect(body.days).toBe(7);
    const { from } = body.range;
    expect(body.previousRange.to).toBe(from);
    expect(Date.parse(from) - Date.parse(body.previousRange.from)).toBeGreaterThanOrEqual(7 * DAY_MS - 3600_000);
    expect(Date.parse(from) - Date.parse(body.previousRange.from)).toBeLessThanOrEqual(7 * DAY_MS + 3600_000);

    expect(body.totals.questions).toEqual({ value: 7, current: 3, previous: 4, change: -25 });
    expect(body.totals.bookmarks).toEqual({ value: 9, current: 6, previous: 3, change: 100 });
    // Active: V1–V7 this week; V1–V3, V5, V8 and the attendee the week before; all nine over 30 days.
    expect(body.totals.activeUsers).toEqual({ value: 9, current: 7, previous: 6, change: 16.7 });
    const seededAnnouncements = body.totals.announcements.value - 1;
    expect(seededAnnouncements).toBeGreaterThan(0);
    // Nothing the week before: no percentage, not an infinite one.
    expect(body.totals.announcements).toMatchObject({ current: 1, previous: 0, change: null });
    expect(body.totals.sessions).toMatchObject({ current: 0, previous: 0, change: null });
    expect(body.totals.sessions.value).toBeGreaterThanOrEqual(120);
  });

  it('counts question statuses, top actions, devices and attendance', async () => {
    const body = await figures(7);
    expect(body.questionStatus).toEqual([
      { label: 'pending', count: 3 },
      { label: 'approved', count: 2 },
      { label: 'answered', count: 1 },
      { label: 'rejected', count: 1 },
    ]);
    expect(body.topActions).toEqual([
      { label: 'page_view', count: 6 },
      { label: 'bookmark_add', count: 3 },
      { label: 'web_vital', count: 2 },
      { label: 'agenda_add', count: 1 },
      { label: 'agenda_remove', count: 1 },
    ]);
    expect(body.deviceUsage).toEqual([
      { label: 'desktop', count: 7 },
      { label: 'mobile', count: 5 },
      { label: 'tablet', count: 2 },
    ]);

    expect(body.attendance).toHaveLength(10);
    expect(body.attendance[0]).toMatchObject({ sessionId: firstSessionId, bookmarks: 6, expected: 12 });
    expect(body.attendance[1]).toMatchObject({ sessionId: secondSessionId, bookmarks: 3, expected: 10 });
    for (const row of body.attendance) expect(row.expected).toBe(Math.max(2 * row.bookmarks, 10));

    const types = body.sessionsByType;
    expect(types.reduce((sum, type) => sum + type.count, 0)).toBe(body.totals.sessions.value);
    expect(types.map((type) => type.count)).toEqual([...types.map((type) => type.count)].sort((a, b) => b - a));
  });

  it('gives one activity entry per day of the range, today last', async () => {
    const body = await figures(7);
    expect(body.activity).toHaveLength(7);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
    expect(body.activity.at(-1)?.date).toBe(today);
    const sum = (key: 'questions' | 'bookmarks' | 'userActions') =>
      body.activity.reduce((total, day) => total + day[key], 0);
    expect(sum('questions')).toBe(3);
    expect(sum('bookmarks')).toBe(6);
    expect(sum('userActions')).toBe(14);
    expect(
      body.activity.find(
        (day) => day.date === new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(daysAgo(1)),
      ),
    ).toMatchObject({ questions: 1 });
  });

  it('changes the figures with the range: 30 days takes in both weeks, against an empty month before', async () => {
    const body = await figures(30);
    expect(body.activity).toHaveLength(30);
    expect(body.totals.questions).toEqual({ value: 7, current: 7, previous: 0, change: null });
    expect(body.totals.bookmarks).toEqual({ value: 9, current: 9, previous: 0, change: null });
    expect(body.totals.activeUsers).toEqual({ value: 9, current: 9, previous: 0, change: null });
    expect(body.topActions[0]).toEqual({ label: 'page_view', count: 16 });
    expect(body.deviceUsage[0]).toEqual({ label: 'desktop', count: 17 });

    const ninety = await figures(90);
    expect(ninety.activity).toHaveLength(90);
    expect(ninety.totals.questions.current).toBe(7);
  });
});
