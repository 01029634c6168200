/**
 * The OpenAPI document as a client generator or an independent checker reads it (issue 17): valid by a real
 * linter (Redocly's recommended rules), an operationId and a security requirement on every operation, servers,
 * errors documented with the media type they are sent with, every integer a caller sends bounded, and the
 * contract version in `info.version` and in a header of every /api answer.
 */
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CONTRACT_VERSION } from '../../src/contract/index';
import { ADMIN, setupTestApp, signIn, type TestContext } from '../helpers/test-app';
import { type OpenApiDocument, operationsOf, requestSchemasOf } from './openapi-operations';

let ctx: TestContext;
let document: OpenApiDocument;

beforeAll(async () => {
  ctx = await setupTestApp();
  document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});
afterAll(async () => {
  await ctx?.close();
});

describe('the OpenAPI document', () => {
  it('passes the Redocly linter with its recommended rules, no errors and no warnings', async () => {
    // The project is private and publishes no licence; every other recommended rule applies.
    const config = await createConfig({ extends: ['recommended'], rules: { 'info-license': 'off' } });
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'openapi.json',
      config,
    });
    const lines = problems.map(
      (problem) => `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`,
    );
    expect(lines).toEqual([]);
  });

  it('gives every operation a unique operationId', () => {
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(50);
    const missing = operations.filter((op) => !op.operation.operationId).map((op) => op.key);
    expect(missing).toEqual([]);
    const ids = operations.map((op) => op.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths['/api/sessions/{key}/calendar.ics']?.get?.operationId).toBe('getSessionsByKeyCalendarIcs');
  });

  it('states the security of every operation: the session cookie on admin routes and on the signed-in account routes, none (`[]`) on the others', () => {
    // The account routes that act on a signed-in account (password, sessions, deletion) and a chair's routes
    // (issue 26); downloading one's data also serves anonymous visitors, so it needs no session.
    const signedIn = new Set([
      'POST /api/account/password',
      'GET /api/account/sessions',
      'POST /api/account/sessions/end-others',
      'DELETE /api/account',
    ]);
    for (const { key, operation } of operationsOf(document)) {
      expect(operation.security, key).toBeDefined();
      if (operation.tags?.includes('admin') || signedIn.has(key) || key.includes(' /api/chair/')) {
        expect(operation.security, key).toEqual([{ sessionCookie: [] }]);
      } else expect(operation.security, key).toEqual([]);
    }
  });

  it('names its servers and carries the contract version', () => {
    expect(document.servers).toEqual([{ url: '/', description: expect.any(String) }]);
    expect(document.info.version).toBe(API_CONTRACT_VERSION);
    expect(API_CONTRACT_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('documents every error answer as application/json, the type the error handler sends, on every route', () => {
    const wrong: string[] = [];
    for (const { key, operation } of operationsOf(document)) {
      for (const [status, answer] of Object.entries(operation.responses ?? {})) {
        if (!/^[45]/.test(status)) continue;
        const types = Object.keys(answer.content ?? {});
        if (types.length !== 1 || types[0] !== 'application/json') wrong.push(`${key} ${status}: ${types.join(', ')}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('bounds every integer and number a caller sends (path, query and body), below and above', () => {
    const unbounded: string[] = [];
    for (const { key, operation } of operationsOf(document)) {
      for (const { where, schema } of requestSchemasOf(operation)) {
        walkSchemas(schema, (node) => {
          const type = node.type;
          const numeric = type === 'integer' || type === 'number' || (Array.isArray(type) && type.includes('integer'));
          if (!numeric || Array.isArray(node.enum) || 'const' in node) return;
          if (typeof node.minimum !== 'number' || typeof node.maximum !== 'number') {
            unbounded.push(`${key} ${where}: ${JSON.stringify(node)}`);
          }
        });
      }
    }
    expect(unbounded).toEqual([]);
  });
});

describe('request bodies refuse fields they do not name (issue 30)', () => {
  it('every object in every JSON body schema says additionalProperties: false', () => {
    const open: string[] = [];
    let objects = 0;
    for (const { key, operation } of operationsOf(document)) {
      for (const { where, schema } of requestSchemasOf(operation)) {
        if (!where.startsWith('body application/json')) continue;
        walkSchemas(schema, (node) => {
          const isObject = node.type === 'object' || (node.properties && typeof node.properties === 'object');
          if (!isObject) return;
          objects += 1;
          // A map keyed by the caller (patternProperties, or additionalProperties naming a schema) is bounded by
          // that schema; an object with named fields must name all of them.
          if (node.patternProperties || (typeof node.additionalProperties === 'object' && !node.properties)) return;
          if (node.additionalProperties !== false) open.push(`${key}: ${JSON.stringify(node).slice(0, 160)}`);
        });
      }
    }
    expect(objects).toBeGreaterThan(30);
    expect(open).toEqual([]);
  });

  it('answers a question with a misspelt shownName with a 400 that names the field, and stores nothing', async () => {
    const before = await ctx.db.selectFrom('questions').select(ctx.db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/questions',
      payload: { sessionId: null, text: 'Will the slides be shared?', shownName: 'Robin' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(response.json().message).toContain('"shownName"');
    const after = await ctx.db.selectFrom('questions').select(ctx.db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses an unknown field in a sign-in before checking the password', async () => {
    const signInAnswer = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: ADMIN.email, password: ADMIN.password, rememberMe: true },
    });
    expect(signInAnswer.statusCode).toBe(400);
    expect(signInAnswer.json().message).toContain('"rememberMe"');
  });
});

describe('the contract version header', () => {
  it('is on every /api answer (success, refusal, unknown route, calendar file) and not on pages', async () => {
    const session = await signIn(ctx.app, ADMIN);
    const answers = await Promise.all([
      ctx.app.inject({ method: 'GET', url: '/api/health' }),
      ctx.app.inject({ method: 'GET', url: '/api/no-such-route' }),
      ctx.app.inject({ method: 'GET', url: '/api/admin/overview' }),
      ctx.app.inject({ method: 'GET', url: '/api/questions?sessionId=abc' }),
      ctx.app.inject({ method: 'GET', url: '/api/open-data/programme.ics' }),
      ctx.app.inject({ method: 'GET', url: '/api/admin/overview', cookies: { cc_session: session } }),
      // Refused before routing (frameworkErrors), where no hook runs.
      ctx.app.inject({ method: 'GET', url: '/api/sessions/%E0%A4%A' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 401, 400, 200, 200, 400]);
    for (const answer of answers) {
      expect(answer.headers['api-contract-version']).toMatch(/^\d+\.\d+\.\d+$/);
      expect(answer.headers['api-contract-version']).toBe(API_CONTRACT_VERSION);
    }
    const page = await ctx.app.inject({ method: 'GET', url: '/sessions' });
    expect(page.headers['api-contract-version']).toBeUndefined();
  });
});

describe('what the schemas allow never fails on the server', () => {
  it('refuses an audit-log cursor beyond any id with a 400, not a 500 from the database', async () => {
    const session = await signIn(ctx.app, ADMIN);
    for (const before of ['99999999999999999999', '9007199254740992', '1e30']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/audit-log?before=${before}`,
        cookies: { cc_session: session },
      });
      expect(response.statusCode, `before=${before}: ${response.body}`).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
    const largest = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/audit-log?before=${Number.MAX_SAFE_INTEGER}`,
      cookies: { cc_session: session },
    });
    expect(largest.statusCode).toBe(200);
  });
});

describe('request bodies are validated as sent, query strings coerced from text', () => {
  it('refuses a question whose text is a number or whose session id is a string, and stores nothing', async () => {
    const before = await ctx.db.selectFrom('questions').select(ctx.db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    for (const payload of [
      { sessionId: '11', text: 1 },
      { sessionId: null, text: 1 },
      { sessionId: '11', text: 'A real question?' },
      { sessionId: null, text: ['A real question?'] },
    ]) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/questions', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
    const after = await ctx.db.selectFrom('questions').select(ctx.db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses a string for a boolean or a number in any body: a sign-in with a numeric password', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: ADMIN.email, password: 12345678901234 },
    });
    expect(response.statusCode).toBe(400);
  });

  it('still reads numbers from query strings and path parameters', async () => {
    const questions = await ctx.app.inject({ method: 'GET', url: '/api/questions?sessionId=1' });
    expect(questions.statusCode).toBe(200);
    const bookmark = await ctx.app.inject({ method: 'PUT', url: '/api/bookmarks/1' });
    expect([200, 404]).toContain(bookmark.statusCode);
  });
});

type SchemaNode = Record<string, unknown>;

/** Calls `visit` on a schema and every schema inside it. */
function walkSchemas(schema: unknown, visit: (node: SchemaNode) => void): void {
  if (!schema || typeof schema !== 'object') return;
  if (Array.isArray(schema)) {
    for (const item of schema) walkSchemas(item, visit);
    return;
  }
  visit(schema as SchemaNode);
  for (const value of Object.values(schema)) walkSchemas(value, visit);
}
