import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { INTERNAL_ERROR_MESSAGE } from '../src/plugins/error-handler';
import { setupTestApp, type TestContext, testConfig } from './helpers/test-app';
import { unreachableDatabase } from './helpers/test-database';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/health', () => {
  it('answers ok after really querying the database', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 'ok', database: 'ok' });
    expect(Date.parse(body.checkedAt)).not.toBeNaN();
    // Probes must not mint visitors.
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers 503 with database down when the database does not answer', async () => {
    const db = unreachableDatabase();
    const app = await buildApp({ db, config: testConfig(), logger: false });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'degraded', database: 'down' });
    } finally {
      await app.close();
      await db.destroy();
    }
  });
});

describe('GET /api/conference', () => {
  it('returns the one conference configuration', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/conference' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
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
      ],
      // London's clock changes in the 400 days either side of the conference.
      utcOffsets: [
        { from: '2026-08-09T00:00:00.000Z', minutes: 60 },
        { from: '2026-10-25T01:00:00.000Z', minutes: 0 },
        { from: '2027-03-28T01:00:00.000Z', minutes: 60 },
        { from: '2027-10-31T01:00:00.000Z', minutes: 0 },
        { from: '2028-03-26T01:00:00.000Z', minutes: 60 },
      ],
    });
  });
});

describe('errors: one shape for everything', () => {
  it('404 for an unknown API route', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'No API route matches GET /api/no-such-thing',
    });
  });

  it('400 naming the field for a validation error', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { password: 'whatever-password' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, code: 'VALIDATION_ERROR', message: 'Email is required' });
  });

  it('400 naming the field for a bad path parameter', async () => {
    const response = await ctx.app.inject({ method: 'PUT', url: '/api/bookmarks/abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: 'Session id must be a whole number',
    });
  });

  it('400 for a body that is not JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'INVALID_JSON' });
  });

  it('415 for text/plain bodies (the cross-site form trick)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a&password=b',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('413 for an oversized body', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/user-actions',
      payload: { actionType: 'page_view', actionDetails: {}, pageUrl: 'x'.repeat(400 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is too large.',
    });
  });

  it('never answers 500 for odd input: malformed URLs, NUL characters, over-long keys', async () => {
    const cases = [
      { method: 'GET', url: '/api/sessions/%E0%A4%A', status: 400, code: 'BAD_URL' },
      { method: 'GET', url: '/api/sessions/a%00b', status: 400, code: 'VALIDATION_ERROR' },
      { method: 'GET', url: `/api/sessions/${'x'.repeat(500)}`, status: 400, code: 'VALIDATION_ERROR' },
      {
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: 'a\u0000b', password: 'x' },
        status: 400,
        code: 'BAD_REQUEST',
      },
      {
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: '{"__proto__":{"admin":true},"email":"a","password":"b"}',
        headers: { 'content-type': 'application/json' },
        status: 400,
        code: 'INVALID_JSON',
      },
    ] as const;
    for (const { status, code, ...request } of cases) {
      const response = await ctx.app.inject(request as InjectOptions);
      expect(response.statusCode, request.url).toBe(status);
      expect(response.json(), request.url).toMatchObject({ statusCode: status, code });
      expect(Object.keys(response.json()).sort()).toEqual(['code', 'message', 'statusCode']);
    }
  });

  it('hides the details of a 5xx', async () => {
    const app = await buildApp({ db: ctx.db, config: ctx.config, logger: false });
    app.get('/api/test-explodes', async () => {
      throw new Error('secret connection string postgres://user:pw@db');
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/test-explodes' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ statusCode: 500, code: 'INTERNAL_ERROR', message: INTERNAL_ERROR_MESSAGE });
      expect(response.body).not.toContain('secret');
    } finally {
      await app.close();
    }
  });
});

describe('Origin check on state changes', () => {
  const attempt = (origin: string | undefined, host = 'localhost:3000') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/user-actions',
      headers: { host, ...(origin === undefined ? {} : { origin }) },
      payload: { actionType: 'page_view', actionDetails: { page: 'home' }, pageUrl: '/' },
    });

  it('refuses a request from another site', async () => {
    const response = await attempt('https://evil.example');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      statusCode: 403,
      code: 'CROSS_SITE_REQUEST',
      message: 'Cross-site request refused',
    });
    // Refused before anything else happens: no visitor was created.
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('refuses the opaque origin "null"', async () => {
    expect((await attempt('null')).statusCode).toBe(403);
  });

  it('refuses a look-alike host on another port', async () => {
    expect((await attempt('http://localhost:4000')).statusCode).toBe(403);
  });

  it('accepts the same host, and requests without Origin', async () => {
    expect((await attempt('http://localhost:3000')).statusCode).toBe(204);
    expect((await attempt(undefined)).statusCode).toBe(204);
  });

  it('accepts a configured allowed origin', async () => {
    const app = await buildApp({
      db: ctx.db,
      config: { ...ctx.config, allowedOrigins: ['https://companion.example'] },
      logger: false,
    });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/user-actions',
        headers: { host: 'api.companion.example', origin: 'https://companion.example' },
        payload: { actionType: 'page_view', actionDetails: {}, pageUrl: '/' },
      });
      expect(response.statusCode).toBe(204);
    } finally {
      await app.close();
    }
  });

  it('does not apply to reads', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/conference',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /api/openapi.json', () => {
  it('describes every API route with its schemas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    const routes = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/health',
        'GET /api/conference',
        'GET /api/sessions',
        'GET /api/sessions/{key}',
        'GET /api/venues',
        'GET /api/sponsors',
        'GET /api/me',
        'GET /api/bookmarks',
        'PUT /api/bookmarks/{sessionId}',
        'DELETE /api/bookmarks/{sessionId}',
        'POST /api/auth/sign-in',
        'POST /api/auth/sign-out',
        'GET /api/auth/session',
        'POST /api/user-actions',
        'GET /api/admin/overview',
        'GET /config.json',
      ]),
    );
    // Every route documents its error shape.
    for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, { responses: object }>>)) {
      for (const [method, op] of Object.entries(ops)) {
        expect(Object.keys(op.responses), `${method} ${path}`).toEqual(expect.arrayContaining(['4XX', '5XX']));
      }
    }
    const bookmark = doc.paths['/api/bookmarks/{sessionId}'].put;
    expect(bookmark.parameters[0]).toMatchObject({ name: 'sessionId', in: 'path', schema: { type: 'integer' } });
  });
});
