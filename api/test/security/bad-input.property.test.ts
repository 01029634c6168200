/**
 * Bad input at every route (issue 7): fast-check throws generated path parameters, queries and bodies at each
 * route of /api/openapi.json — shaped by the route's own schema, shaped but with one thing wrong, and hostile
 * values of any shape (SQL, markup, unicode, huge numbers, deep nesting, nulls, invalid JSON) — as an anonymous
 * visitor, a signed-in attendee and an admin. Every answer must be below 500, errors must be the plain
 * {statusCode, code, message} shape with nothing internal in them, a refused write must leave every written
 * table as it was, and whatever was stored must still be valid afterwards. The seed is fixed: runs repeat.
 */
import fc from 'fast-check';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidResourceUrl } from '../../src/contract/index';
import { QUESTION_MAX } from '../../src/modules/questions/questions-schemas';
import { ADMIN, ATTENDEE, setupTestApp, type TestContext } from '../helpers/test-app';
import { type ApiRoute, type JsonSchema, listApiRoutes, realParam, type SeedIds, seedIds } from './helpers/api-routes';
import { bodyFor, hostileString, paramText, percentEncode } from './helpers/arbitraries';
import { type TableCounts, tableCounts } from './helpers/table-counts';

/** Inputs per route and caller. A route that takes no parameters, query or body only gets stray query keys. */
const RUNS_PER_ROUTE = 10;
const RUNS_PER_ROUTE_WITHOUT_INPUT = 2;
const SEED = 20_270_913;

/** What must never reach a caller: stack frames, source paths, SQL and driver or runtime error text. */
const LEAKS = [
  /\bat [\w.<>]+ \(/,
  /\bat (?:file:|node:|\/)/,
  /node_modules/,
  /\/work\/|\/home\/|\/tmp\/|[A-Z]:\\/,
  /\.(?:ts|js|mjs):\d+/,
  /\b(?:select|insert into|update|delete from)\b[\s\S]*\b(?:from|set|values|where)\b/i,
  /syntax error at|violates|relation "|column "|duplicate key|invalid input syntax|pglite|postgres/i,
  /TypeError|ReferenceError|RangeError|SyntaxError|Cannot read propert|undefined is not|is not a function/,
  /kysely|fastify|FST_|ERR_/,
];

type Caller = 'anonymous' | 'attendee' | 'admin';

let ctx: TestContext;
let routes: ApiRoute[];
let ids: SeedIds;
const tokens: Partial<Record<Caller, string>> = {};
let counts: TableCounts;
let countsStale = true;
let inputsTried = 0;
const statuses = new Map<number, number>();
const validators = new Map<JsonSchema, ReturnType<typeof Compile>>();

function validator(schema: JsonSchema) {
  let compiled = validators.get(schema);
  if (!compiled) {
    compiled = Compile(schema as never);
    validators.set(schema, compiled);
  }
  return compiled;
}

/** Fixture sign-ins come from their own address, so the fuzzed sign-ins' per-address limit never locks them out. */
async function signInAs(caller: Exclude<Caller, 'anonymous'>) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: caller === 'admin' ? ADMIN : ATTENDEE,
    remoteAddress: '10.0.0.7',
  });
  const token = response.cookies.find((cookie) => cookie.name === 'cc_session')?.value;
  if (response.statusCode !== 200 || !token) throw new Error(`fixture sign-in failed: ${response.body}`);
  tokens[caller] = token;
}

beforeAll(async () => {
  ctx = await setupTestApp({ signInRateLimit: { max: 100_000, timeWindow: 60_000 } });
  routes = await listApiRoutes(ctx);
  ids = await seedIds(ctx);
  await signInAs('admin');
  await signInAs('attendee');
});
afterAll(async () => {
  await ctx?.close();
  console.info(
    `bad input: ${inputsTried} generated inputs tried; answers by status: ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
});

interface Input {
  params: Record<string, string>;
  query: Record<string, string>;
  body: { json: unknown } | { raw: string } | null;
}

function inputFor(route: ApiRoute): fc.Arbitrary<Input> {
  const params = fc.record(
    Object.fromEntries(
      Object.entries(route.pathParams).map(([name, schema]) => [
        name,
        paramText(schema, realParam(route.path, name, ids)),
      ]),
    ),
  );
  const documented = fc.record(
    Object.fromEntries(Object.entries(route.query).map(([name, { schema }]) => [name, paramText(schema)])),
    { requiredKeys: [] },
  );
  const extra = fc.dictionary(fc.constantFrom('sessionId', 'page', 'limit', 'q', '__proto__', 'x'), hostileString, {
    maxKeys: 2,
  });
  const query = fc
    .tuple(documented, extra)
    .map(([a, b]) =>
      Object.fromEntries(
        Object.entries({ ...b, ...a }).filter((entry): entry is [string, string] => entry[1] !== undefined),
      ),
    );
  const writes = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
  const body: fc.Arbitrary<Input['body']> = writes ? bodyFor(route.body) : fc.constant(null);
  return fc.record({ params, query, body });
}

function urlOf(route: ApiRoute, input: Input): string {
  const path = route.path.replace(/\{([^}]+)\}/g, (_m, name: string) => percentEncode(input.params[name] ?? ''));
  const query = Object.entries(input.query)
    .map(([name, value]) => `${encodeURIComponent(name)}=${percentEncode(value)}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

async function send(route: ApiRoute, input: Input, caller: Caller) {
  const headers: Record<string, string> = {};
  if (caller !== 'anonymous') headers.cookie = `cc_session=${tokens[caller]}`;
  let payload: string | undefined;
  if (input.body) {
    headers['content-type'] = 'application/json';
    payload = 'raw' in input.body ? input.body.raw : (JSON.stringify(input.body.json) ?? 'null');
  }
  inputsTried += 1;
  return ctx.app.inject({ method: route.method, url: urlOf(route, input), headers, payload });
}

async function checkAnswer(route: ApiRoute, input: Input, caller: Caller) {
  // Counting is the slow part: count before a write only when a read may have written since (a feed token).
  const write = route.method !== 'GET';
  if (write && countsStale) {
    counts = await tableCounts(ctx.db);
    countsStale = false;
  }
  const response = await send(route, input, caller);
  const status = response.statusCode;
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const what = `${caller} ${route.method} ${urlOf(route, input).slice(0, 300)} → ${status} ${response.body.slice(0, 300)}`;
  expect(status, what).toBeLessThan(500);
  if (status >= 400) {
    const body = response.json();
    expect(Object.keys(body).sort(), what).toEqual(['code', 'message', 'statusCode']);
    expect(body.statusCode, what).toBe(status);
    for (const leak of LEAKS) expect(body.message, what).not.toMatch(leak);
    // A refused request changed nothing that callers write.
    if (write) expect(await tableCounts(ctx.db), what).toEqual(counts);
  } else {
    for (const leak of LEAKS.slice(0, 5)) expect(response.body, what).not.toMatch(leak);
    // An empty path parameter reaches another route (/api/sessions/ is the list): its answer has another shape.
    const sameRoute = Object.values(input.params).every((value) => value !== '');
    const schema = route.responses[String(status)];
    if (schema && sameRoute)
      expect(validator(schema).Check(response.json()), `${what}: answer does not match its schema`).toBe(true);
    countsStale = true;
  }
  // A fuzzed request that replaced or ended the caller's session (sign-up, sign-out): sign in again.
  if (caller !== 'anonymous' && response.cookies.some((cookie) => cookie.name === 'cc_session')) {
    await signInAs(caller);
  }
}

function runsFor(route: ApiRoute): number {
  const takesInput =
    Object.keys(route.pathParams).length + Object.keys(route.query).length > 0 || route.method !== 'GET';
  return takesInput ? RUNS_PER_ROUTE : RUNS_PER_ROUTE_WITHOUT_INPUT;
}

/** Reads first, changes next, deletions last: real ids stay usable for as long as possible. */
const byRisk = (a: ApiRoute, b: ApiRoute) => {
  const rank = (route: ApiRoute) => (route.method === 'GET' ? 0 : route.method === 'DELETE' ? 2 : 1);
  return rank(a) - rank(b);
};

describe('generated bad input at every route', () => {
  it('never gets a 5xx, an internal detail or a partial write, for any caller', async () => {
    expect(routes.length).toBeGreaterThan(50);
    for (const [index, route] of routes.sort(byRisk).entries()) {
      for (const caller of ['anonymous', 'attendee', 'admin'] as const) {
        await fc.assert(
          fc.asyncProperty(inputFor(route), (input) => checkAnswer(route, input, caller)),
          { seed: SEED + index, numRuns: runsFor(route), endOnFailure: true },
        );
      }
    }
    expect(inputsTried).toBe(routes.reduce((sum, route) => sum + 3 * runsFor(route), 0));
  }, 240_000);

  it('leaves only valid data behind: every listing still answers and matches its schema', async () => {
    const reads = routes.filter((route) => route.method === 'GET' && route.responses['200']);
    for (const route of reads) {
      for (const caller of ['anonymous', 'admin'] as const) {
        const url = route.path.replace(/\{([^}]+)\}/g, (_m, name: string) => realParam(route.path, name, ids));
        const response = await ctx.app.inject({
          method: 'GET',
          url,
          headers: caller === 'admin' ? { cookie: `cc_session=${tokens.admin}` } : {},
        });
        const what = `${caller} GET ${url} → ${response.statusCode} ${response.body.slice(0, 300)}`;
        expect(response.statusCode, what).toBeLessThan(500);
        if (response.statusCode === 200) {
          expect(validator(route.responses['200'] as JsonSchema).Check(response.json()), what).toBe(true);
        }
      }
    }
  });

  it('leaves only valid data behind: the rows themselves keep their rules', async () => {
    const { db } = ctx;
    for (const row of await db.selectFrom('presenterUrls').select(['url', 'presenterName']).execute()) {
      expect(isValidResourceUrl(row.url), row.url).toBe(true);
      expect(row.presenterName.trim(), row.url).not.toBe('');
    }
    for (const row of await db.selectFrom('announcements').select(['title', 'actionUrl']).execute()) {
      expect(row.title.trim()).not.toBe('');
      if (row.actionUrl !== null) expect(row.actionUrl, row.title).toMatch(/^(?:https?:\/\/[^\s/\\]|\/(?![/\\]))/i);
    }
    for (const row of await db.selectFrom('questions').select('text').execute()) {
      expect(row.text.trim().length, row.text).toBeGreaterThan(0);
      expect(row.text.length, row.text).toBeLessThanOrEqual(QUESTION_MAX);
    }
    for (const row of await db.selectFrom('users').select(['email', 'name', 'role']).execute()) {
      expect(row.email, row.name).toMatch(/^[^\s@]+@[^\s@]+$/);
      expect(row.email, row.name).toBe(row.email.toLowerCase());
      expect(row.name, row.email).toBe(row.name.trim());
      // An attendee's name is optional at sign-up; an admin's is required.
      if (row.role === 'admin') expect(row.name, row.email).not.toBe('');
    }
    for (const row of await db.selectFrom('sessions').select(['id', 'title']).execute()) {
      expect(row.title.trim(), String(row.id)).not.toBe('');
    }
  });
});

describe('no way for input to become code', () => {
  /** Every .ts/.tsx source file (tests excluded) under the given folders of the repository. */
  async function sources(...folders: string[]): Promise<{ file: string; text: string }[]> {
    const { readdir, readFile } = await import('node:fs/promises');
    const path = await import('node:path');
    const root = path.resolve(__dirname, '../../..');
    const found: { file: string; text: string }[] = [];
    for (const folder of folders) {
      for (const entry of await readdir(path.join(root, folder), { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        found.push({ file: path.relative(root, file), text: await readFile(file, 'utf8') });
      }
    }
    return found;
  }

  it('the API builds no SQL from text: every value goes to PostgreSQL as a kysely parameter', async () => {
    const files = await sources('api/src');
    expect(files.length).toBeGreaterThan(50);
    const raw = files.filter(({ text }) => /\bsql\s*\.\s*(?:raw|lit)\b|\.unsafe\(/.test(text)).map(({ file }) => file);
    expect(raw).toEqual([]);
  });

  it('the browser code never turns text into HTML (no innerHTML, no dangerouslySetInnerHTML, no eval)', async () => {
    const files = await sources('host/src', 'attendee-remote/src', 'admin-remote/src', 'design-system/src');
    expect(files.length).toBeGreaterThan(50);
    const html = files
      .filter(({ text }) =>
        /dangerouslySetInnerHTML|\.(?:inner|outer)HTML\s*=|insertAdjacentHTML|\beval\(|new Function\(/.test(text),
      )
      .map(({ file }) => file);
    expect(html).toEqual([]);
  });
});
