/**
 * Public pages rendered on the server (issue 28), through the real render process: two app instances on one
 * database, each forking its own renderer, which reads the API over HTTP. The host build here is a small one of the
 * test's own (the real host and remote builds are the browser tests' part, e2e/tests/server-rendering.spec.ts):
 * it draws the session's title from the public API, as the real one does.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { buildApp } from '../src/app';
import { API_CONTRACT_VERSION } from '../src/contract/index';
import { setupTestApp, type TestContext, testConfig } from './helpers/test-app';

type App = Awaited<ReturnType<typeof buildApp>>;

const HOST_PAGE =
  '<!doctype html><html><head><title>Conference Companion</title></head><body>' +
  '<div id="root"><div role="status">Loading the conference app...</div></div>' +
  '<noscript>This conference app needs JavaScript to run.</noscript></body></html>';

/**
 * A host build: draws a session's page from the public API (asking for a visitor's bookmarks must be refused); any
 * other page names the address it was rendered for and the first session's title, and a search page carries 4 KB
 * of results, so that a thousand searches would overflow a small cache.
 */
const HOST_BUILD = `
exports.shared = {};
exports.sharedVersions = {};
exports.apiContractSatisfies = (built, served) => built.split('.')[0] === served.split('.')[0];
exports.renderPage = async ({ url, consentDecided, attendee }) => {
  const session = url.startsWith('/session/');
  const id = session ? url.split('/').pop() : '1';
  const found = await (await fetch('/api/sessions/' + id)).json();
  const personal = await fetch('/api/bookmarks').then(() => 'read', () => 'refused');
  const page = session ? '' : '<p>url ' + url + '</p>' + (url.includes('q=') ? '<p>' + 'result '.repeat(600) + '</p>' : '');
  return {
    html: '<main><h1>' + found.title + '</h1>' + page + '<p>bookmarks ' + personal + '</p><p>banner ' + !consentDecided + '</p><p>remote ' + attendee.buildId + '</p></main>',
    data: { host: null, attendee: null, renderedAt: Date.now() },
  };
};
`;

/** A host build whose pages never finish rendering: a broken one, which must not hold readiness up for ever. */
const STUCK_HOST_BUILD = `
exports.shared = {};
exports.sharedVersions = {};
exports.apiContractSatisfies = () => true;
exports.renderPage = () => new Promise(() => {});
`;

function frontEnd(remoteBuildId: string, manifestBuildVersion: string, hostBuild = HOST_BUILD) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'cc-ssr-test-'));
  mkdirSync(path.join(root, 'host'));
  writeFileSync(path.join(root, 'host/index.html'), HOST_PAGE);
  writeFileSync(path.join(root, 'host-server.cjs'), hostBuild);
  mkdirSync(path.join(root, 'attendee/server'), { recursive: true });
  writeFileSync(
    path.join(root, 'attendee/mf-manifest.json'),
    JSON.stringify({ metaData: { buildInfo: { buildVersion: manifestBuildVersion } }, exposes: [] }),
  );
  writeFileSync(
    path.join(root, 'attendee/server/remote-entry.cjs'),
    `module.exports = { buildId: ${JSON.stringify(remoteBuildId)}, apiContract: ${JSON.stringify(API_CONTRACT_VERSION)} };`,
  );
  return root;
}

/** The app's configuration with this front end and server rendering on. */
function renderingConfig(
  root: string,
  rendering: { waitMs?: number; cacheBytes?: number; warmUpWaitMs?: number } = {},
) {
  const base = testConfig();
  return {
    ...base,
    paths: { ...base.paths, hostDist: path.join(root, 'host'), attendeeDist: path.join(root, 'attendee') },
    serverRendering: { hostBuild: path.join(root, 'host-server.cjs'), waitMs: 3_000, ...rendering },
  };
}

async function listening(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

/** The page as a browser without scripts gets it, once the server has rendered it (the first ask starts that). */
async function renderedPage(base: string, pathname: string, cookie?: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const page = await (await fetch(`${base}${pathname}`, { headers: cookie ? { cookie } : {} })).text();
    if (page.includes('id="cc-ssr-data"') || Date.now() > deadline) return page;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('server-rendered pages', () => {
  let ctx: TestContext;
  let first: string;
  let second: string;
  let other: App;

  beforeAll(async () => {
    ctx = await setupTestApp({ config: renderingConfig(frontEnd('build-1', 'build-1')) });
    first = await listening(ctx.app);
    other = await ctx.buildAnotherApp();
    second = await listening(other);
  }, 60_000);

  afterAll(async () => {
    await ctx?.close();
  });

  it('sends a session page with its content in the HTML, read from the public API only', async () => {
    const session = await ctx.db
      .selectFrom('sessions')
      .select(['id', 'title'])
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    const page = await renderedPage(first, '/session/1');
    expect(page).toContain(`<main><h1>${session.title}</h1>`);
    expect(page).toContain('<p>bookmarks refused</p>');
    expect(page).toContain('<p>remote build-1</p>');
    // Readers without scripts are told what needs them; the page's own title and tags are there too.
    expect(page).toContain('every page can be read and its links work');
    expect(page).not.toContain('This conference app needs JavaScript to run.');
    expect(page).toContain(`<title>${session.title} – Conference Companion</title>`);
    expect(page).toContain('<meta property="og:title"');
  });

  it('answers a repeat visit by ETag, and renders apart for a visitor who has answered the cookie banner', async () => {
    const page = await fetch(`${first}/session/1`);
    const etag = page.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(page.headers.get('cc-server-rendered')).toBe('1');
    const again = await fetch(`${first}/session/1`, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await renderedPage(first, '/session/1', 'cc_consent=decided')).toContain('<p>banner false</p>');
    expect(await renderedPage(first, '/session/1')).toContain('<p>banner true</p>');
  });

  it('sends the plain page for the service worker, the admin area and pages whose token only the browser sees', async () => {
    await renderedPage(first, '/session/1');
    expect(await (await fetch(`${first}/session/1?shell`)).text()).not.toContain('cc-ssr-data');
    expect(await (await fetch(`${first}/account/reset-password`)).text()).not.toContain('cc-ssr-data');
    expect(await (await fetch(`${first}/admin`)).text()).not.toContain('cc-ssr-data');
  });

  it('shows a changed session in the next HTML of the other instance within seconds', async () => {
    expect(await renderedPage(second, '/session/1')).toContain('<h1>');
    await ctx.db.updateTable('sessions').set({ title: 'Moved to the Great Hall' }).where('id', '=', 1).execute();
    await expect
      .poll(async () => renderedPage(second, '/session/1'), { timeout: 10_000, interval: 200 })
      .toContain('<h1>Moved to the Great Hall</h1>');
  });
});

describe('server-rendered pages with a server build of another version', () => {
  it('sends the page that starts in the browser, as without a server build', async () => {
    const ctx = await setupTestApp({ config: renderingConfig(frontEnd('build-old', 'build-new')) });
    try {
      const base = await listening(ctx.app);
      const page = await (await fetch(`${base}/session/1`)).text();
      expect(page).toContain('Loading the conference app...');
      expect(page).not.toContain('cc-ssr-data');
    } finally {
      await ctx.close();
    }
  }, 60_000);
});

/** How the rendered-page cache has answered so far, by result (hit, stale, rendered, miss): its Prometheus counter. */
async function cacheAnswers(app: App): Promise<Record<string, number>> {
  const metric = await app.metrics.getSingleMetric('cc_rendered_pages_requests_total')?.get();
  return Object.fromEntries((metric?.values ?? []).map((value) => [String(value.labels.result), value.value]));
}

async function cacheBytes(app: App): Promise<{ kept: number; bound: number }> {
  const kept = await app.metrics.getSingleMetric('cc_rendered_pages_bytes')?.get();
  const bound = await app.metrics.getSingleMetric('cc_rendered_pages_max_bytes')?.get();
  return {
    kept: (kept?.values ?? []).reduce((sum, value) => sum + value.value, 0),
    bound: bound?.values[0]?.value ?? Number.NaN,
  };
}

/** Waits for /api/ready to say ready (it waits for the public pages' first rendering). */
async function whenReady(base: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while ((await fetch(`${base}/api/ready`)).status !== 200) {
    if (Date.now() > deadline) throw new Error('not ready within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The page a reader without scripts gets for one request: rendered (true) or the page that needs scripts (false). */
/** The data block a rendered page carries (cc-ssr-data). */
function serverDataOf(html: string): Record<string, unknown> {
  const block = /<script type="application\/json" id="cc-ssr-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return block ? (JSON.parse(block) as Record<string, unknown>) : {};
}

async function readerPage(base: string, pathname: string): Promise<{ rendered: boolean; text: string }> {
  const text = await (await fetch(`${base}${pathname}`)).text();
  const rendered = text.includes('id="cc-ssr-data"');
  if (!rendered) expect(text).toContain('This conference app needs JavaScript to run.');
  return { rendered, text };
}

describe('the rendered-page cache (issue 36)', () => {
  const BOUND = 256 * 1024;
  let ctx: TestContext;
  let base: string;

  beforeAll(async () => {
    ctx = await setupTestApp({ config: renderingConfig(frontEnd('build-1', 'build-1'), { cacheBytes: BOUND }) });
    // Not ready before it listens and has rendered the public pages.
    const early = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(early.statusCode).toBe(503);
    expect(early.json()).toMatchObject({ status: 'not-ready', database: 'ok' });
    base = await listening(ctx.app);
    await whenReady(base);
  }, 60_000);

  afterAll(async () => {
    await ctx?.close();
  });

  it('has rendered the public pages when it reports ready', async () => {
    const before = await cacheAnswers(ctx.app);
    for (const pathname of ['/', '/programme', '/speakers', '/map', '/qa']) {
      const page = await fetch(`${base}${pathname}`);
      expect(page.headers.get('cc-server-rendered'), pathname).toBe('1');
    }
    const after = await cacheAnswers(ctx.app);
    expect((after.hit ?? 0) - (before.hit ?? 0)).toBe(5);
    expect(after.rendered ?? 0).toBe(before.rendered ?? 0);
  });

  it('keeps a page under the query parameters it reads, sorted, and renders it for that address', async () => {
    const page = await renderedPage(base, '/programme/?utm_source=newsletter&track=&q=core%20words&day=Tuesday&q=x');
    expect(page).toContain('<p>url /programme?day=Tuesday&q=core+words</p>');
    const before = await cacheAnswers(ctx.app);
    await fetch(`${base}/programme?q=core+words&day=Tuesday&fbclid=abc`);
    expect((await cacheAnswers(ctx.app)).hit).toBe((before.hit ?? 0) + 1);
    // A page that reads no parameter is one page whatever the query.
    expect(await renderedPage(base, '/about?page=2&sort=name')).toContain('<p>url /about</p>');
  });

  it('keeps Q&A under its known sort and status only: an unknown value or the default is the page without it', async () => {
    const page = await renderedPage(base, '/qa?status=answered&sort=loudest&ref=mail');
    expect(page).toContain('<p>url /qa?status=answered</p>');
    // The form sent without scripts with nothing chosen is the page every visitor gets, kept and rendered.
    const before = await cacheAnswers(ctx.app);
    const plain = await fetch(`${base}/qa?q=&status=all&sort=newest`);
    expect(await plain.text()).toContain('<p>url /qa</p>');
    expect((await cacheAnswers(ctx.app)).hit).toBe((before.hit ?? 0) + 1);
  });

  it('stays within its bound in bytes after 1,000 distinct query strings, and keeps the real pages', async () => {
    const addresses = Array.from({ length: 1_000 }, (_, i) =>
      i % 2 === 0 ? `/programme?utm_source=visitor-${i}&ref=${i}` : `/programme?q=word-${i}`,
    );
    for (let start = 0; start < addresses.length; start += 10) {
      await Promise.all(
        addresses.slice(start, start + 10).map(async (address) => (await fetch(`${base}${address}`)).text()),
      );
    }
    const { kept, bound } = await cacheBytes(ctx.app);
    expect(bound).toBe(BOUND);
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThanOrEqual(BOUND);
    // The real pages are still kept: each is answered from the cache, rendered.
    const before = await cacheAnswers(ctx.app);
    for (const pathname of ['/programme', '/', '/speakers']) {
      expect((await fetch(`${base}${pathname}`)).headers.get('cc-server-rendered'), pathname).toBe('1');
    }
    expect((await cacheAnswers(ctx.app)).hit).toBe((before.hit ?? 0) + 3);
  }, 120_000);
});

describe('rendered pages after a change (issue 36)', () => {
  let ctx: TestContext;
  let base: string;
  const changes: string[] = [];

  /** Resolves once this instance has heard every change made before the call (the feed keeps the order). */
  async function changesHeard(): Promise<void> {
    const marks = changes.filter((table) => table === 'question_votes').length;
    // No page is drawn from question_votes: a statement that changes no row still notifies, after what came before.
    await ctx.db.deleteFrom('questionVotes').where('id', '<', 0).execute();
    await expect
      .poll(() => changes.filter((table) => table === 'question_votes').length, { timeout: 10_000, interval: 50 })
      .toBe(marks + 1);
  }

  beforeAll(async () => {
    // No wait at all for a page not rendered yet: a reader gets a rendered page only if one is kept.
    ctx = await setupTestApp({ config: renderingConfig(frontEnd('build-1', 'build-1'), { waitMs: 0 }) });
    ctx.app.realtime.onTableChange((table) => {
      if (table) changes.push(table);
    });
    base = await listening(ctx.app);
    await whenReady(base);
  }, 60_000);

  afterAll(async () => {
    await ctx?.close();
  });

  it('sends the previous rendering right after an edit, never the page that needs scripts, then the new one', async () => {
    expect(await renderedPage(base, '/session/6')).toContain('<h1>');
    expect((await readerPage(base, '/programme')).rendered).toBe(true);
    await ctx.db.updateTable('sessions').set({ title: 'Core words, moved to Hall B' }).where('id', '=', 6).execute();
    await changesHeard();
    // The first reader after the change: the page as it was, while it is drawn again.
    const session = await readerPage(base, '/session/6');
    expect(session.rendered).toBe(true);
    // Said in its data block, so the browser asks again for what the page was drawn with once it takes it over.
    expect(serverDataOf(session.text).stale).toBe(true);
    const programme = await readerPage(base, '/programme');
    expect(programme.rendered).toBe(true);
    await expect
      .poll(
        async () => {
          const page = await readerPage(base, '/session/6');
          expect(page.rendered).toBe(true);
          return page.text;
        },
        { timeout: 10_000, interval: 100 },
      )
      .toContain('<h1>Core words, moved to Hall B</h1>');
    expect(serverDataOf((await readerPage(base, '/session/6')).text).stale).toBeUndefined();
  });

  it('keeps the Q&A and session pages when a question waits for moderation, and draws them again once it is approved', async () => {
    // Kept and fresh, whatever changed before this test.
    await expect
      .poll(async () => {
        const before = await cacheAnswers(ctx.app);
        expect((await readerPage(base, '/qa')).rendered).toBe(true);
        return ((await cacheAnswers(ctx.app)).hit ?? 0) - (before.hit ?? 0);
      })
      .toBe(1);

    const { id } = await ctx.db
      .insertInto('questions')
      .values({ text: 'Will the slides be shared?', sessionId: 6, status: 'pending' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await changesHeard();
    expect(changes).toContain('questions');
    expect(changes).not.toContain('questions.public');
    let before = await cacheAnswers(ctx.app);
    await fetch(`${base}/qa`);
    expect((await cacheAnswers(ctx.app)).hit).toBe((before.hit ?? 0) + 1);

    await ctx.db.updateTable('questions').set({ status: 'approved' }).where('id', '=', id).execute();
    await changesHeard();
    expect(changes).toContain('questions.public');
    before = await cacheAnswers(ctx.app);
    expect((await readerPage(base, '/qa')).rendered).toBe(true);
    expect((await cacheAnswers(ctx.app)).stale).toBe((before.stale ?? 0) + 1);
  });

  it('draws the room screen again when a poll opens, not for a draft; other pages stay', async () => {
    const hits = async (pathname: string) => {
      const before = await cacheAnswers(ctx.app);
      expect((await readerPage(base, pathname)).rendered).toBe(true);
      return ((await cacheAnswers(ctx.app)).hit ?? 0) - (before.hit ?? 0);
    };
    // Kept and fresh (the first ask draws it), whatever changed before this test.
    await expect.poll(() => hits('/room/6'), { timeout: 10_000, interval: 100 }).toBe(1);
    await expect.poll(() => hits('/qa'), { timeout: 10_000, interval: 100 }).toBe(1);

    const { id } = await ctx.db
      .insertInto('polls')
      .values({ sessionId: 6, kind: 'single', question: 'Rows or a circle?' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await changesHeard();
    expect(changes).not.toContain('polls.public');
    expect(await hits('/room/6')).toBe(1);

    await ctx.db
      .updateTable('polls')
      .set({ state: 'open', openedAt: new Date(), closesNotBefore: new Date(Date.now() + 60_000) })
      .where('id', '=', id)
      .execute();
    await changesHeard();
    expect(changes).toContain('polls.public');
    const before = await cacheAnswers(ctx.app);
    expect((await readerPage(base, '/room/6')).rendered).toBe(true);
    expect((await cacheAnswers(ctx.app)).stale).toBe((before.stale ?? 0) + 1);
    expect(await hits('/qa')).toBe(1);
  });
});

describe('warming up with a renderer that never finishes', () => {
  it('reports ready after its time limit, and sends pages that start in the browser', async () => {
    const ctx = await setupTestApp({
      config: renderingConfig(frontEnd('build-1', 'build-1', STUCK_HOST_BUILD), { waitMs: 0, warmUpWaitMs: 1_000 }),
    });
    try {
      const base = await listening(ctx.app);
      await whenReady(base);
      expect((await readerPage(base, '/programme')).rendered).toBe(false);
    } finally {
      await ctx.close();
    }
  }, 60_000);
});
