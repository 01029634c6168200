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

/** A host build: draws a page from the public API; asking for a visitor's bookmarks must be refused. */
const HOST_BUILD = `
exports.shared = {};
exports.sharedVersions = {};
exports.apiContractSatisfies = (built, served) => built.split('.')[0] === served.split('.')[0];
exports.renderPage = async ({ url, consentDecided, attendee }) => {
  const id = url.split('/').pop();
  const session = await (await fetch('/api/sessions/' + id)).json();
  const personal = await fetch('/api/bookmarks').then(() => 'read', () => 'refused');
  return {
    html: '<main><h1>' + session.title + '</h1><p>bookmarks ' + personal + '</p><p>banner ' + !consentDecided + '</p><p>remote ' + attendee.buildId + '</p></main>',
    data: { host: null, attendee: null, renderedAt: Date.now() },
  };
};
`;

function frontEnd(remoteBuildId: string, manifestBuildVersion: string) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'cc-ssr-test-'));
  mkdirSync(path.join(root, 'host'));
  writeFileSync(path.join(root, 'host/index.html'), HOST_PAGE);
  writeFileSync(path.join(root, 'host-server.cjs'), HOST_BUILD);
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
function renderingConfig(root: string) {
  const base = testConfig();
  return {
    ...base,
    paths: { ...base.paths, hostDist: path.join(root, 'host'), attendeeDist: path.join(root, 'attendee') },
    serverRendering: { hostBuild: path.join(root, 'host-server.cjs'), waitMs: 3_000 },
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
