import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The host's own files, as opposed to a remote's (served under /remotes/). */
const isHostFile = (pathname: string) => !pathname.startsWith('/remotes/');

/**
 * The paths of the host's files that the page's <head> preloads as the given kind. A page sent rendered (issue 28)
 * links its style sheets outright instead, so that its first paint is styled.
 */
async function hostPreloads(page: Page, as: 'script' | 'style'): Promise<string[]> {
  const named =
    as === 'style'
      ? 'head link[rel="preload"][as="style"], head link[rel="stylesheet"]'
      : `head link[rel="preload"][as="${as}"]`;
  const preloaded = await page
    .locator(named)
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  return preloaded.filter(isHostFile);
}

/**
 * The host page names its own start-up scripts and style sheets as preloads (scripts/rspack/startup-preload-plugin.mjs),
 * so a phone fetches them beside main.js instead of one round trip later. A build change that moves code into
 * another chunk would quietly undo that, or leave a preload nobody uses; this test notices both.
 */
test('the host page preloads every script and style sheet of its own that it uses to start, and only those', async ({
  page,
}) => {
  // Who asked for each of the host's files: the page's markup (its <script> and preload links) or a running script.
  const askedByScript: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', ({ request, initiator, type }) => {
    const { pathname } = new URL(request.url);
    const startupType = type === 'Script' || type === 'Stylesheet';
    if (startupType && isHostFile(pathname) && initiator.type === 'script') askedByScript.push(pathname);
  });

  // The page that starts in the browser: a page sent rendered (issue 28) names no scripts ahead of its content.
  await page.goto('/programme?shell');
  await expect(page.getByRole('heading', { level: 1, name: 'Programme' })).toBeVisible();

  const hostScripts = await hostPreloads(page, 'script');
  expect(hostScripts.length, 'host scripts named as preloads').toBeGreaterThan(0);
  expect(askedByScript, 'host files the app asked for that the page had not named').toEqual([]);

  const hostStyles = await hostPreloads(page, 'style');
  const appliedStyles = await page.evaluate(() =>
    Array.from(document.styleSheets).flatMap((sheet) => (sheet.href ? [new URL(sheet.href).pathname] : [])),
  );
  expect(hostStyles.length, 'host style sheets named as preloads').toBeGreaterThan(0);
  expect(
    hostStyles.filter((pathname) => !appliedStyles.includes(pathname)),
    'preloaded host style sheets the app never applied',
  ).toEqual([]);

  // The chunks the host has run, from its chunk registry (rspack names it after output.uniqueName, "host"); a chunk's file starts with its id.
  const ranChunks = await page.evaluate(() =>
    ((window as unknown as { rspackChunkhost?: [Array<string | number>][] }).rspackChunkhost ?? []).flatMap(([ids]) =>
      ids.map(String),
    ),
  );
  const unused = hostScripts.filter((pathname) => !ranChunks.includes(pathname.slice(1).split('.')[0] ?? ''));
  expect(unused, 'preloaded host scripts the app never ran').toEqual([]);
});
