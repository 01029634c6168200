/**
 * DESIGN.md: "a test walks the API's OpenAPI document and proves each admin route refuses anonymous and
 * attendee callers". New admin routes are covered by this test without editing it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ATTENDEE, setupTestApp, signIn, type TestContext } from './helpers/test-app';

let ctx: TestContext;

/** Writes get an (empty) JSON body, like a browser form would send. */
const bodyFor = (method: string) => (['POST', 'PUT', 'PATCH'].includes(method) ? { payload: {} } : {});
let adminRoutes: { method: string; url: string }[];
let adminToken: string;
let attendeeToken: string;

type Operation = { tags?: string[]; security?: unknown[] };

beforeAll(async () => {
  ctx = await setupTestApp();
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  const paths = doc.paths as Record<string, Record<string, Operation>>;
  adminRoutes = Object.entries(paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => operation.tags?.includes('admin'))
      // Fill path parameters with a plausible value; the guard must answer before the id matters.
      .map(([method]) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, '1') })),
  );
  adminToken = await signIn(ctx.app, ADMIN);
  attendeeToken = await signIn(ctx.app, ATTENDEE);
});
afterAll(async () => {
  await ctx?.close();
});

describe('admin routes in the OpenAPI document', () => {
  it('are all under /api/admin/, tagged admin and marked with the session-cookie security', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(adminRoutes.length).toBeGreaterThan(0);
    for (const [path, operations] of Object.entries(doc.paths as Record<string, Record<string, Operation>>)) {
      for (const [method, operation] of Object.entries(operations)) {
        const isAdmin = operation.tags?.includes('admin') ?? false;
        expect(isAdmin, `${method} ${path}`).toBe(path.startsWith('/api/admin/'));
        if (isAdmin) expect(operation.security, `${method} ${path}`).toEqual([{ sessionCookie: [] }]);
      }
    }
  });

  it('refuse anonymous callers with 401 Please sign in.', async () => {
    for (const route of adminRoutes) {
      const response = await ctx.app.inject({
        method: route.method as 'GET',
        url: route.url,
        ...bodyFor(route.method),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json()).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Please sign in.' });
    }
  });

  it('refuse a signed-in attendee with 403', async () => {
    for (const route of adminRoutes) {
      const response = await ctx.app.inject({
        method: route.method as 'GET',
        url: route.url,
        ...bodyFor(route.method),
        headers: { cookie: `cc_session=${attendeeToken}` },
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json()).toEqual({
        statusCode: 403,
        code: 'FORBIDDEN',
        message: 'Access denied: Admin privileges required',
      });
    }
  });

  it('let an admin through', async () => {
    for (const route of adminRoutes) {
      const response = await ctx.app.inject({
        method: route.method as 'GET',
        url: route.url,
        ...bodyFor(route.method),
        headers: { cookie: `cc_session=${adminToken}` },
      });
      expect([401, 403], `${route.method} ${route.url}`).not.toContain(response.statusCode);
    }
  });

  it('refuse a signed-out admin token', async () => {
    const token = await signIn(ctx.app, ADMIN);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: `cc_session=${token}` } });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/overview',
      headers: { cookie: `cc_session=${token}` },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/admin/overview', () => {
  it('counts sessions, questions, pending questions, announcements and bookmarks', async () => {
    const count = async (table: 'sessions' | 'questions' | 'announcements' | 'bookmarks', pending = false) => {
      let query = ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
      if (pending) query = query.where('status' as never, '=', 'pending' as never);
      return Number((await query.executeTakeFirstOrThrow()).n);
    };
    // A session that still exists: the walk above lets an admin call DELETE /api/admin/sessions/1.
    const session = await ctx.db.selectFrom('sessions').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/bookmarks/${session.id}`,
      headers: { cookie: `cc_session=${attendeeToken}` },
    });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/overview',
      headers: { cookie: `cc_session=${adminToken}` },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      sessions: await count('sessions'),
      questions: await count('questions'),
      pendingQuestions: await count('questions', true),
      announcements: await count('announcements'),
      bookmarks: await count('bookmarks'),
    });
    expect(body.pendingQuestions).toBeGreaterThan(0);
    expect(body.bookmarks).toBeGreaterThan(0);
  });
});
