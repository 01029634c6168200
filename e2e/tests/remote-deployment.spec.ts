import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { type AppInstance, freePort, startAppInstance } from '../support/app-instance';
import {
  buildRemote,
  declareContractVersion,
  declareRanges,
  type RemoteBuild,
  replaceInFile,
  root,
} from '../support/remote-builds';
import { type RemoteOrigin, startRemoteOrigin } from '../support/remote-origin';
import { expect, test } from './fixtures';

// The remotes as their own teams deploy them (docs/deployment.md): built alone, uploaded to a static site on
// another origin, and named to the host only through ATTENDEE_REMOTE_URL / ADMIN_REMOTE_URL. The host and API
// run once for the whole file and are never rebuilt; only the remote's files change between tests.
test.describe.configure({ mode: 'serial' });

const PROGRAMME = 'Conference Programme';
const UNAVAILABLE = 'This part of the app could not be loaded.';
const REDEPLOYED = 'Conference Programme, redeployed';

let remotes: RemoteOrigin;
let app: AppInstance;
let attendee: RemoteBuild;
const builds: RemoteBuild[] = [];

async function buildAttendee(change?: (dir: string) => void): Promise<RemoteBuild> {
  const build = await buildRemote('attendee-remote', change);
  builds.push(build);
  return build;
}

/** The host's own script, which must stay the same file whatever the remote teams deploy. */
async function hostScript(page: Page): Promise<string | null> {
  return page.locator('script[src*="/main."]').first().getAttribute('src');
}

/** Files the page fetched from the remotes' origin. */
function remoteOriginRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(remotes.origin)) urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const port = await freePort();
  remotes = await startRemoteOrigin({ allowOrigin: `http://127.0.0.1:${port}` });
  attendee = await buildAttendee();
  remotes.deploy('attendee', attendee.dist);
  remotes.deploy('admin', path.join(root, 'admin-remote/dist'));
  app = await startAppInstance(port, {
    ATTENDEE_REMOTE_URL: remotes.manifestUrl('attendee'),
    ADMIN_REMOTE_URL: remotes.manifestUrl('admin'),
  });
});

test.afterAll(async () => {
  await app?.stop();
  await remotes?.close();
  for (const build of builds) build.remove();
});

test('the attendee remote, built alone, loads from its own origin and renders with React 19', async ({ page }) => {
  const fromRemoteOrigin = remoteOriginRequests(page);
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|CORS/i.test(message.text())) blocked.push(message.text());
  });
  await page.goto(`${app.baseURL}/programme`);
  await expect(page.getByRole('heading', { level: 1, name: PROGRAMME })).toBeVisible();
  await expect(page.getByRole('main').getByText(/^Showing \d+ of \d+ sessions$/)).toBeVisible();

  expect(fromRemoteOrigin).toContain('/attendee/mf-manifest.json');
  expect(fromRemoteOrigin).toContain('/attendee/remoteEntry.js');
  expect(blocked).toEqual([]);
  // React DOM marks the container of every root it renders; another implementation would not.
  const reactRoot = await page.evaluate(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer$')),
  );
  expect(reactRoot).toBe(true);
});

test('the admin remote loads from its own origin', async ({ page }) => {
  const fromRemoteOrigin = remoteOriginRequests(page);
  await page.goto(`${app.baseURL}/admin`);
  // The admin area and the attendee remote's navigation badges both load from the other origin.
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel('Email')).toBeEditable();
  expect(fromRemoteOrigin).toContain('/admin/remoteEntry.js');
});

test('a change rebuilt and redeployed alone, against an older minor of React, shows on the next load; rolling back restores it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${app.baseURL}/programme`);
  await expect(page.getByRole('heading', { level: 1, name: PROGRAMME })).toBeVisible();
  const hostBefore = await hostScript(page);

  const changed = await buildAttendee((dir) => {
    replaceInFile(
      dir,
      'src/features/programme/components/programme-page.tsx',
      `PROGRAMME_TITLE = '${PROGRAMME}'`,
      `PROGRAMME_TITLE = '${REDEPLOYED}'`,
    );
    // Built by a team still on an older minor: the host's newer React satisfies it.
    declareRanges(dir, { react: '^19.0.0', 'react-dom': '^19.0.0' });
  });
  remotes.deploy('attendee', changed.dist);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: REDEPLOYED })).toBeVisible();
  expect(await hostScript(page)).toBe(hostBefore);

  // Rollback: the previous build uploaded again.
  remotes.deploy('attendee', attendee.dist);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: PROGRAMME })).toBeVisible();
});

/** Deploys a refused build, checks the shell's message, then rolls back and has Retry load the working build. */
async function expectRefusedThenRolledBack(page: Page, refused: RemoteBuild) {
  remotes.deploy('attendee', refused.dist);
  await page.goto(`${app.baseURL}/programme`);
  await expect(page.getByRole('heading', { name: UNAVAILABLE })).toBeVisible({ timeout: 12_000 });
  await expect(page.getByText(/the attendee pages could not be loaded/i)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: PROGRAMME })).toHaveCount(0);

  // The team rolls back; Retry loads the working build without leaving the page.
  remotes.deploy('attendee', attendee.dist);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: PROGRAMME })).toBeVisible();
}

test('a remote that needs a React the host cannot give is refused with the message and Retry', async ({ page }) => {
  test.setTimeout(120_000);
  const skewed = await buildAttendee((dir) => declareRanges(dir, { react: '^19.99.0', 'react-dom': '^19.99.0' }));
  await expectRefusedThenRolledBack(page, skewed);
});

test('a remote built against a router contract newer than the host offers is refused with the message and Retry', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A team that needs one more React Router name builds against contract 1.1.0 before the host has it.
  const newer = await buildAttendee((dir) => declareContractVersion(dir, 'react-router-dom', '1.1.0'));
  await expectRefusedThenRolledBack(page, newer);
});

test('a remote built for an API contract this server does not speak is refused with the message and Retry', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const served = (await (await fetch(`${app.baseURL}/config.json`)).json()) as { apiContract: string };
  const nextMajor = `${Number(served.apiContract.split('.')[0]) + 1}.0.0`;
  // Built against the next major of the API: its pages would call what this server no longer (or not yet) has.
  const ahead = await buildAttendee((dir) =>
    replaceInFile(
      dir,
      'src/routes.tsx',
      "export { API_CONTRACT_VERSION as apiContract } from '@cc/api/contract';",
      `export const apiContract = '${nextMajor}';`,
    ),
  );
  await expectRefusedThenRolledBack(page, ahead);
});

test("public pages are rendered on the server with the remote's own server build, fetched from its origin", async ({
  request,
}) => {
  test.setTimeout(90_000);
  remotes.deploy('attendee', attendee.dist);
  // The refused builds before this test left /programme unrendered, and a page that failed is tried again after
  // 30 s (RETRY_FAILED_MS in api/src/modules/ssr/rendered-pages.ts); a rollback after a failed render is not yet
  // seen as a new deployment. Meanwhile readers get the page started in the browser.
  await expect(async () => {
    const html = await (await request.get(`${app.baseURL}/programme`)).text();
    expect(html).toContain('id="cc-ssr-data"');
    expect(html).toContain(`>${PROGRAMME}</h1>`);
  }).toPass({ timeout: 50_000 });
});

test('a remote deployed without a server build still works: its pages start in the browser', async ({ page }) => {
  const browserOnly = mkdtempSync(path.join(os.tmpdir(), 'cc-attendee-browser-only-'));
  cpSync(attendee.dist, browserOnly, { recursive: true });
  rmSync(path.join(browserOnly, 'server'), { recursive: true, force: true });
  // A build of its own (as a team's rebuild would be), so no server build of an earlier deployment can stand in.
  const manifestFile = path.join(browserOnly, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  manifest.metaData.buildInfo.buildVersion = 'browser-only-build';
  writeFileSync(manifestFile, JSON.stringify(manifest));
  // The build's compressed copies would still say the old version: the site sends those first.
  for (const copy of ['.br', '.gz']) rmSync(`${manifestFile}${copy}`, { force: true });
  remotes.clear('attendee');
  remotes.deploy('attendee', browserOnly);
  try {
    // Asked twice: the first ask is the one that finds no server build.
    await page.request.get(`${app.baseURL}/timetable`);
    const answer = await page.goto(`${app.baseURL}/timetable`);
    expect(await answer?.text()).not.toContain('id="cc-ssr-data"');
    await expect(page.getByRole('heading', { level: 1, name: 'Conference Timetable' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-cc-interactive', 'true');
  } finally {
    remotes.deploy('attendee', attendee.dist);
    rmSync(browserOnly, { recursive: true, force: true });
  }
});
