/**
 * Limits and links (issue 7): oversized JSON bodies and uploads get 413 with a message a person can act on, and
 * every field that stores a link refuses anything but http(s) — javascript:, data:, vbscript:, file:, ftp:,
 * relative and protocol-relative forms, and their whitespace, case and backslash disguises.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRESENTER_RESOURCE_MESSAGES } from '../../src/contract/index';
import { ADMIN, ATTENDEE, setupTestApp, signIn, type TestContext } from '../helpers/test-app';
import { type ApiRoute, fillPath, type JsonSchema, listApiRoutes, realParam, seedIds } from './helpers/api-routes';
import { tableCounts } from './helpers/table-counts';

const KB = 1024;
const MB = 1024 * KB;

/** Links no stored field may hold. */
const NOT_WEB_LINKS = [
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'JavaScript:alert(document.cookie)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'javascript:1',
  'data:text/html,<script>alert(1)</script>',
  'DATA:image/svg+xml;base64,PHN2Zz4=',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://files.example.org/slides.pdf',
  'mailto:someone@example.org',
  '//evil.example/slides',
  '\\\\evil.example/slides',
  '/\\evil.example/slides',
  'http://user:password@example.org/',
];

/** Relative links: refused where a link must lead to another site (presenter resources). */
const RELATIVE = ['/slides', 'slides/talk.pdf', '../slides', '?x=1', '#top'];

let ctx: TestContext;
let admin: { cookie: string };
let attendee: { cookie: string };
let sessionId: number;
let routes: ApiRoute[];

beforeAll(async () => {
  ctx = await setupTestApp();
  routes = await listApiRoutes(ctx);
  sessionId = (await seedIds(ctx)).sessionId;
  admin = { cookie: `cc_session=${await signIn(ctx.app, ADMIN)}` };
  attendee = { cookie: `cc_session=${await signIn(ctx.app, ATTENDEE)}` };
});
afterAll(async () => {
  await ctx?.close();
});

describe('oversized JSON bodies', () => {
  /** Valid JSON of the given size: an object with one long string. */
  const jsonOf = (bytes: number) => JSON.stringify({ text: 'x'.repeat(bytes - 11) });

  it('get 413 with a clear message on every route that takes a JSON body, and store nothing', async () => {
    const ids = await seedIds(ctx);
    const jsonRoutes = routes.filter((route) => route.body !== null);
    expect(jsonRoutes.length).toBeGreaterThan(10);
    const before = await tableCounts(ctx.db);
    for (const route of jsonRoutes) {
      // Programme files may be large: those two routes have a limit of their own (10 MB), tested below.
      const limit = route.path.startsWith('/api/admin/programme-import/') ? 10 * MB : 256 * KB;
      const response = await ctx.app.inject({
        method: route.method,
        url: fillPath(route.path, (name) => realParam(route.path, name, ids)),
        headers: { ...admin, 'content-type': 'application/json' },
        payload: jsonOf(limit + 1),
      });
      expect(response.statusCode, `${route.key}: ${response.body}`).toBe(413);
      expect(response.json()).toEqual({
        statusCode: 413,
        code: 'PAYLOAD_TOO_LARGE',
        message: 'The request body is too large.',
      });
    }
    expect(await tableCounts(ctx.db)).toEqual(before);
  });

  it('are read normally just under the limit', async () => {
    // 255 KB of valid JSON reaches validation (a question that long is refused for its length, not its size).
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/questions',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(255 * KB), sessionId: null }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).not.toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('oversized uploads', () => {
  function multipart(field: string, fileName: string, bytes: Buffer, extra: Record<string, string> = {}) {
    const boundary = '----ccLimitsBoundary';
    const fields = Object.entries(extra)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('');
    const head = `${fields}--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    return {
      headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    };
  }
  /** A PNG signature followed by padding: an image by its bytes, of any size. */
  const png = (size: number) =>
    Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(size - 8, 1)]);

  it('a sponsor advert over 2 MB gets 413 saying the limit, and nothing is stored', async () => {
    const before = await ctx.db.selectFrom('sponsorAdverts').select('id').execute();
    for (const size of [2 * MB + 1, 3 * MB]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/sponsor-adverts',
        ...multipart('image', 'advert.png', png(size), { altText: 'Acme at stand 4' }),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        statusCode: 413,
        code: 'FILE_TOO_LARGE',
        message: 'The image is larger than 2 MB. Choose an image of at most 2 MB.',
      });
    }
    expect(await ctx.db.selectFrom('sponsorAdverts').select('id').execute()).toEqual(before);
  });

  it('a sponsor logo over 2 MB gets 413 saying the limit, and nothing is stored', async () => {
    const before = await tableCounts(ctx.db);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/sponsors',
      ...multipart('logo', 'logo.png', png(2 * MB + 1), {
        name: 'Big Logo Ltd',
        url: 'https://example.org/',
        logoAlt: 'Big Logo Ltd',
      }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('FILE_TOO_LARGE');
    expect(await tableCounts(ctx.db)).toEqual(before);
  });

  it('a programme file over its limit gets 413, and nothing is stored', async () => {
    const before = await tableCounts(ctx.db);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/programme-import/preview',
      ...multipart('file', 'programme.csv', Buffer.alloc(5 * MB + 1, 'a')),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/\d+ MB/);
    expect(await tableCounts(ctx.db)).toEqual(before);
  });

  it('are refused as multipart anywhere else (JSON only)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/questions',
      ...multipart('image', 'advert.png', png(100)),
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('links other than http(s)', () => {
  /** Every string field of a request body whose name says it holds a link, as "METHOD path field". */
  function linkFields(): string[] {
    const found: string[] = [];
    const walk = (route: ApiRoute, schema: JsonSchema | undefined, name: string) => {
      if (!schema) return;
      if (/url|link|href|website|site/i.test(name)) found.push(`${route.key} ${name}`);
      for (const [key, child] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) {
        walk(route, child, key);
      }
      for (const child of [...((schema.anyOf ?? []) as JsonSchema[]), schema.items as JsonSchema | undefined]) {
        walk(route, child, name);
      }
    };
    for (const route of routes) walk(route, route.body ?? undefined, '');
    return [...new Set(found)].sort();
  }

  it('are checked wherever the API stores a link (a new link field must be added here)', () => {
    expect(linkFields()).toEqual(
      [
        'PATCH /api/admin/announcements/{id} actionUrl',
        'POST /api/admin/announcements actionUrl',
        'POST /api/sessions/{key}/resources url',
        'POST /api/user-actions pageUrl',
        // Also a field of the multipart POST /api/admin/sponsors, checked below.
        'PATCH /api/admin/sponsors/{id} url',
      ].sort(),
    );
  });

  let submissions = 0;
  async function presenterLink(url: string) {
    submissions += 1;
    return ctx.app.inject({
      method: 'POST',
      url: `/api/sessions/${sessionId}/resources`,
      // A fresh visitor each time: the per-visitor submission limit is not what is tested here.
      remoteAddress: `10.1.0.${submissions}`,
      payload: { presenterName: 'Pat Presenter', presenterEmail: 'pat@example.org', url, description: 'Slides' },
    });
  }

  it('presenter resource links: refused with 400 and nothing stored', async () => {
    const before = await ctx.db.selectFrom('presenterUrls').select('id').execute();
    for (const url of [...NOT_WEB_LINKS, ...RELATIVE]) {
      const response = await presenterLink(url);
      expect(response.statusCode, `${JSON.stringify(url)}: ${response.body}`).toBe(400);
      expect(response.json().message).toBe(PRESENTER_RESOURCE_MESSAGES.urlInvalid);
    }
    expect(await ctx.db.selectFrom('presenterUrls').select('id').execute()).toEqual(before);
  });

  it('presenter resource links: http(s) accepted (http:// added when no scheme is typed)', async () => {
    for (const [typed, stored] of [
      ['https://example.org/slides.pdf', 'https://example.org/slides.pdf'],
      ['HTTPS://EXAMPLE.ORG/Slides', 'HTTPS://EXAMPLE.ORG/Slides'],
      ['example.org/handout', 'http://example.org/handout'],
    ]) {
      const response = await presenterLink(typed as string);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().url).toBe(stored);
    }
  });

  async function announcement(payload: Record<string, unknown>, id?: number) {
    return ctx.app.inject({
      method: id ? 'PATCH' : 'POST',
      url: id ? `/api/admin/announcements/${id}` : '/api/admin/announcements',
      headers: admin,
      payload,
    });
  }

  it('announcement action links: refused with 400 on create and edit, and nothing changes', async () => {
    const created = await announcement({ title: 'Lunch', content: 'Lunch is served in the atrium.' });
    expect(created.statusCode, created.body).toBe(201);
    const { id, version } = created.json();
    const before = await ctx.db.selectFrom('announcements').selectAll().orderBy('id').execute();
    for (const actionUrl of [...NOT_WEB_LINKS, 'slides/talk.pdf', '/\t/evil.example', '/ /evil.example']) {
      const what = JSON.stringify(actionUrl);
      const create = await announcement({ title: 'Link', content: 'Follow the link.', actionUrl });
      expect(create.statusCode, `create ${what}: ${create.body}`).toBe(400);
      expect(create.json().code).toBe('INVALID_ACTION_URL');
      const edit = await announcement({ actionUrl, version }, id);
      expect(edit.statusCode, `edit ${what}: ${edit.body}`).toBe(400);
    }
    expect(await ctx.db.selectFrom('announcements').selectAll().orderBy('id').execute()).toEqual(before);
  });

  it('announcement action links: http(s) and pages of this app accepted', async () => {
    for (const [typed, stored] of [
      ['https://example.org/menu', 'https://example.org/menu'],
      ['HTTP://Example.org', 'http://example.org/'],
      ['/programme?day=2027-09-13', '/programme?day=2027-09-13'],
    ]) {
      const response = await announcement({ title: 'Link', content: 'Follow the link.', actionUrl: typed });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().actionUrl).toBe(stored);
    }
  });

  it('the page address of a user action: refused with 400 and not stored', async () => {
    const before = await ctx.db.selectFrom('userActions').select('id').execute();
    for (const pageUrl of NOT_WEB_LINKS) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/user-actions',
        headers: attendee,
        payload: { actionType: 'page_view', actionDetails: { page: 'home' }, pageUrl },
      });
      expect(response.statusCode, `${JSON.stringify(pageUrl)}: ${response.body}`).toBe(400);
      expect(response.json().code).toBe('INVALID_PAGE_URL');
    }
    expect(await ctx.db.selectFrom('userActions').select('id').execute()).toEqual(before);
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/user-actions',
      headers: attendee,
      payload: { actionType: 'page_view', actionDetails: { page: 'home' }, pageUrl: 'https://conference.test/news' },
    });
    expect(ok.statusCode).toBe(204);
  });

  it('sponsor websites: refused with 400 on create and edit, and nothing changes; every stored one is http(s)', async () => {
    const [sponsor] = await ctx.db.selectFrom('sponsors').selectAll().orderBy('id').execute();
    if (!sponsor) throw new Error('no seeded sponsor');
    const before = await tableCounts(ctx.db);
    const boundary = '----ccSponsorLink';
    for (const url of [...NOT_WEB_LINKS, ...RELATIVE]) {
      const what = JSON.stringify(url);
      const edit = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/admin/sponsors/${sponsor.id}`,
        headers: admin,
        payload: { url, version: sponsor.version },
      });
      expect(edit.statusCode, `${what}: ${edit.body}`).toBe(400);
      expect(edit.json().code, what).toBe('INVALID_URL');
      const fields = { name: 'Link test', url, logoAlt: 'Link test logo' };
      const head = Object.entries(fields)
        .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
        .join('');
      const create = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/sponsors',
        headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `${head}--${boundary}--\r\n`,
      });
      expect(create.statusCode, `${what}: ${create.body}`).toBe(400);
      expect(create.json().code, what).toBe('INVALID_URL');
    }
    expect(await tableCounts(ctx.db)).toEqual(before);
    const sponsors = await ctx.db.selectFrom('sponsors').select(['name', 'url']).execute();
    for (const row of sponsors) expect(['https:', 'http:'], row.name).toContain(new URL(row.url).protocol);
  });
});
