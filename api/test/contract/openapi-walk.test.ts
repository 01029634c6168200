/**
 * Every operation of the OpenAPI document, called as the document describes it (issue 17): with inputs its
 * schemas allow and with inputs they refuse, as an anonymous visitor and as an admin. Each answer is checked
 * against the document: its status is documented, its media type is one the document names for that status,
 * a JSON body matches the documented schema, an error is the ApiError shape, nothing is a 5xx, and a refused
 * input (wrong type in a body — bodies are not coerced —, an out-of-range or malformed path or query value)
 * is a 400, never a success.
 */
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../helpers/cookie-jar';
import { ADMIN, setupTestApp, type TestContext } from '../helpers/test-app';
import {
  documentedAnswer,
  type JsonSchema,
  type OpenApiDocument,
  type OperationEntry,
  operationsOf,
} from './openapi-operations';

type Caller = 'anonymous' | 'admin';

let ctx: TestContext;
let document: OpenApiDocument;
const jars: Record<Caller, CookieJar> = { anonymous: new CookieJar(), admin: new CookieJar() };
const problems: string[] = [];
let answersChecked = 0;
/** Operations that answered a schema-valid call with a 2xx, for at least one caller. */
const succeeded = new Set<string>();

let adminSession: string | undefined;
async function signInAdmin() {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: ADMIN.email, password: ADMIN.password },
  });
  if (response.statusCode !== 200) throw new Error(`admin sign-in failed: ${response.body}`);
  jars.admin.update(response);
  adminSession = jars.admin.get('cc_session');
}

/** Sign-up and sign-in calls sign the caller in as someone else: back to who each caller is. */
async function restoreCallers() {
  jars.anonymous.delete('cc_session');
  if (jars.admin.get('cc_session') !== adminSession) await signInAdmin();
}

beforeAll(async () => {
  ctx = await setupTestApp({ signInRateLimit: { max: 10_000, timeWindow: 60_000 } });
  document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  jars.anonymous.update(await ctx.app.inject({ method: 'GET', url: '/api/me' }));
  await signInAdmin();
});
afterAll(async () => {
  await ctx?.close();
});

/** Real ids for path parameters, by the collection the parameter follows. */
async function pathValue(path: string, name: string): Promise<string> {
  const before = path.split(`{${name}}`)[0]!.split('/').filter(Boolean).at(-1);
  const tables: Record<
    string,
    'sessions' | 'announcements' | 'questions' | 'presenterUrls' | 'sponsorAdverts' | 'sponsors'
  > = {
    sessions: 'sessions',
    bookmarks: 'sessions',
    announcements: 'announcements',
    questions: 'questions',
    'presenter-urls': 'presenterUrls',
    'sponsor-adverts': 'sponsorAdverts',
    sponsors: 'sponsors',
  };
  if (name === 'token') {
    const feed = await ctx.app.inject({
      method: 'GET',
      url: '/api/agenda/feed-token',
      headers: { cookie: jars.anonymous.header() },
    });
    return feed.json<{ token: string }>().token;
  }
  const table = before ? tables[before] : undefined;
  if (!table) return '1';
  const row = await ctx.db.selectFrom(table).select('id').orderBy('id').executeTakeFirst();
  return String(row?.id ?? 1);
}

const CANDIDATE_STRINGS = [
  'walker@example.org',
  'https://example.org/walk',
  'Walker text',
  'walker',
  'a',
  '2027-09-13',
  '2027-09-13T10:00:00.000Z',
  '10:00',
  '00000000-0000-4000-8000-000000000000',
  'correct-horse-walker-2027',
];

/** A value the schema allows, as plain as possible; undefined when none is found. */
function validValue(schema: JsonSchema): unknown {
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  for (const key of ['anyOf', 'oneOf'] as const) {
    const variants = schema[key] as JsonSchema[] | undefined;
    if (variants) {
      const concrete = variants.find((variant) => variant.type !== 'null') ?? variants[0]!;
      return validValue(concrete);
    }
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = (schema.required ?? []) as string[];
      return Object.fromEntries(required.map((name) => [name, validValue(properties[name] ?? {})]));
    }
    case 'array':
      return Array.from({ length: Number(schema.minItems ?? 0) }, () => validValue((schema.items ?? {}) as JsonSchema));
    case 'integer':
    case 'number':
      return Math.max(Number(schema.minimum ?? 1), 1);
    case 'boolean':
      return false;
    case 'string':
      return CANDIDATE_STRINGS.find((text) => Compile(schema as never).Check(text)) ?? 'walker';
    default:
      return null;
  }
}

/** A value of the wrong JSON type for the schema (a string for a number, a number for a string…). */
function wrongType(schema: JsonSchema): unknown {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (schema.anyOf || schema.oneOf) return { not: 'this' };
  switch (type) {
    case 'integer':
    case 'number':
      return '1';
    case 'boolean':
      return 'true';
    case 'array':
      return {};
    case 'object':
      return 'object';
    default:
      return 12345;
  }
}

interface Call {
  caller: Caller;
  url: string;
  payload?: unknown;
  /** A refused input: must answer 400 (or 401/403 when the caller may not call the route at all). */
  refused?: string;
}

const validators = new Map<unknown, ReturnType<typeof Compile>>();
function validator(schema: JsonSchema) {
  let compiled = validators.get(schema);
  if (!compiled) {
    compiled = Compile(schema as never);
    validators.set(schema, compiled);
  }
  return compiled;
}

async function check(entry: OperationEntry, call: Call): Promise<void> {
  const { operation, key } = entry;
  const jar = jars[call.caller];
  const response = await ctx.app.inject({
    method: entry.method.toUpperCase() as 'GET',
    url: call.url,
    headers: {
      cookie: jar.header(),
      ...(call.payload !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(call.payload !== undefined ? { payload: JSON.stringify(call.payload) } : {}),
  });
  jar.update(response);
  answersChecked += 1;
  if (!call.refused && response.statusCode < 300) succeeded.add(entry.key);
  const what = `${key} as ${call.caller} ${call.url}${call.refused ? ` (${call.refused})` : ''} → ${response.statusCode}`;
  const fail = (message: string) => problems.push(`${what}: ${message}`);

  if (response.statusCode >= 500) fail(`server error ${response.body.slice(0, 200)}`);
  if (call.refused) {
    // Routes that need a session (admin ones, and those the document marks with the session cookie) refuse an
    // anonymous caller before reading the input.
    const needsSession = operation.tags?.includes('admin') || (operation.security?.length ?? 0) > 0;
    const allowed = call.caller === 'anonymous' && needsSession ? [400, 401] : [400];
    if (!allowed.includes(response.statusCode)) fail(`a refused input answered ${response.statusCode}`);
  }
  if (entry.path.startsWith('/api/') && response.headers['api-contract-version'] !== document.info.version)
    fail('no API-Contract-Version header');

  const answer = documentedAnswer(operation, response.statusCode);
  if (!answer) {
    fail('status not documented');
    return;
  }
  const content = answer.content ?? {};
  if (response.body.length === 0 || response.statusCode === 204 || response.statusCode === 304) {
    if (response.statusCode !== 204 && response.statusCode !== 304 && Object.keys(content).length > 0)
      fail('empty body where the document promises one');
    return;
  }
  const mediaType = String(response.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim();
  const media = content[mediaType];
  if (!media) {
    fail(`media type ${mediaType} not documented (${Object.keys(content).join(', ') || 'none'})`);
    return;
  }
  if (mediaType === 'application/json' && media.schema) {
    const body = response.json();
    if (!validator(media.schema).Check(body)) fail(`body does not match its schema: ${response.body.slice(0, 300)}`);
  }
}

/** Reads first, then writes, deletions last (they remove the rows the others use); sign-out at the very end. */
function order(entry: OperationEntry): number {
  if (entry.key === 'POST /api/auth/sign-out') return 4;
  if (entry.method === 'get') return 0;
  if (entry.method === 'delete' || entry.key.includes('bulk-delete')) return 3;
  return 1;
}

async function urlFor(entry: OperationEntry, override: Record<string, string> = {}): Promise<string> {
  let url = entry.path;
  const query = new URLSearchParams();
  for (const parameter of entry.operation.parameters ?? []) {
    if (parameter.in === 'path') {
      const value = override[parameter.name] ?? (await pathValue(entry.path, parameter.name));
      url = url.replace(`{${parameter.name}}`, encodeURIComponent(value));
    } else if (parameter.in === 'query' && (parameter.required || parameter.name in override)) {
      query.set(parameter.name, override[parameter.name] ?? String(validValue(parameter.schema)));
    }
  }
  const search = query.toString();
  return search ? `${url}?${search}` : url;
}

/** Values a numeric or patterned parameter refuses: past its bounds, not a number, too long. */
function refusedParameterValues(schema: JsonSchema): { value: string; why: string }[] {
  const out: { value: string; why: string }[] = [];
  if (schema.type === 'integer' || schema.type === 'number') {
    out.push({ value: 'abc', why: 'not a number' });
    if (typeof schema.maximum === 'number') out.push({ value: String(schema.maximum + 1), why: 'above maximum' });
    out.push({ value: '99999999999999999999', why: 'beyond any integer' });
    if (typeof schema.minimum === 'number') out.push({ value: String(schema.minimum - 1), why: 'below minimum' });
  } else if (schema.type === 'string' && typeof schema.maxLength === 'number') {
    out.push({ value: 'x'.repeat(schema.maxLength + 1), why: 'too long' });
  } else if (Array.isArray(schema.enum)) {
    out.push({ value: 'not-one-of-them', why: 'not in the enum' });
  }
  return out;
}

describe('walking every operation of the OpenAPI document', () => {
  it('answers schema-valid and schema-invalid inputs as documented, for anonymous callers and an admin', async () => {
    const entries = operationsOf(document).sort((a, b) => order(a) - order(b));
    expect(entries.length).toBeGreaterThan(50);
    for (const entry of entries) {
      const body = entry.operation.requestBody?.content?.['application/json']?.schema;
      const multipart = !!entry.operation.requestBody?.content?.['multipart/form-data'];
      for (const caller of ['anonymous', 'admin'] as const) {
        // Refused inputs first: they must change nothing, so the valid call still finds its rows.
        for (const parameter of entry.operation.parameters ?? []) {
          if (parameter.in !== 'path' && parameter.in !== 'query') continue;
          for (const { value, why } of refusedParameterValues(parameter.schema)) {
            await check(entry, {
              caller,
              url: await urlFor(entry, { [parameter.name]: value }),
              ...(body ? { payload: validValue(body) } : {}),
              refused: `${parameter.in} ${parameter.name} ${why}`,
            });
          }
        }
        if (body && body.type === 'object') {
          const valid = validValue(body) as Record<string, unknown>;
          const properties = (body.properties ?? {}) as Record<string, JsonSchema>;
          for (const [name, schema] of Object.entries(properties)) {
            await check(entry, {
              caller,
              url: await urlFor(entry),
              payload: { ...valid, [name]: wrongType(schema) },
              refused: `body ${name} of the wrong type`,
            });
          }
          await check(entry, { caller, url: await urlFor(entry), payload: [valid], refused: 'body not an object' });
        }
        if (multipart) {
          await check(entry, { caller, url: await urlFor(entry), payload: { image: 'x' } });
          continue;
        }
        await check(entry, { caller, url: await urlFor(entry), ...(body ? { payload: validValue(body) } : {}) });
        await restoreCallers();
      }
      await restoreCallers();
    }
    expect(answersChecked).toBeGreaterThan(300);
    // The valid inputs are really valid: most operations accept them (the rest need rows or files of their own).
    expect(succeeded.size).toBeGreaterThan(entries.length * 0.6);
    expect(problems).toEqual([]);
  });
});
