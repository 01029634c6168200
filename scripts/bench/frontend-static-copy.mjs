// The ceiling for the Lighthouse figures: each page as the app draws it, saved without its JavaScript and served by
// a bare nginx. Lighthouse on the copy measures what this machine can do at best with the same markup, styles,
// fonts and images; the app's distance from it is what its JavaScript and data fetching cost.
//
// A copy is the drawn page's DOM (document.documentElement.outerHTML of a clone) with every <script> removed, and
// every preload of a script or of data (the copy has no JavaScript to use them, and the static server no API).
// Stylesheets, fonts, images and the manifest the page loaded are saved beside it under their own paths, so its
// links work unchanged.
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH, chromium, PHONE, USABLE } from './frontend-js-bytes.mjs';
import { NGINX, nginxInstalled, runNginx } from './lib/nginx.mjs';

const DRAWN_TIMEOUT_MS = 30_000;
/** Long enough for the page's images and styles; a page that keeps a request open is saved when this runs out. */
const IDLE_TIMEOUT_MS = 10_000;
/** What a copy needs to look the same; scripts, data and documents are left out. */
const KEPT_RESOURCES = new Set(['stylesheet', 'font', 'image', 'manifest']);

/** The page is drawn: its <h1> is visible, its own readiness check (if it has one) holds, nothing says Loading. */
async function waitUntilDrawn(page, route) {
  await page.locator('main h1').first().waitFor({ state: 'visible', timeout: DRAWN_TIMEOUT_MS });
  await USABLE[route]?.wait(page);
  await page.waitForFunction(
    () => ![...document.querySelectorAll('[role="status"]')].some((element) => /loading/i.test(element.textContent)),
    null,
    { timeout: DRAWN_TIMEOUT_MS },
  );
  await page.waitForLoadState('networkidle', { timeout: IDLE_TIMEOUT_MS }).catch(() => {});
}

/**
 * Runs in the page: the drawn DOM as HTML, without scripts and without preloads of scripts or data, and the
 * addresses its remaining <link>s point to (icons and the manifest are fetched by the browser, not the page).
 */
function markupWithoutScripts() {
  const copy = document.documentElement.cloneNode(true);
  const unwanted =
    'script, link[rel~="modulepreload"], link[rel~="preload"]:not([as="style"], [as="font"], [as="image"])';
  for (const element of copy.querySelectorAll(unwanted)) element.remove();
  const links = [...copy.querySelectorAll('link[href]')].map((link) => link.href);
  return { html: `<!doctype html>\n${copy.outerHTML}`, links };
}

/** '/' → /index.html, '/session/2' → /session/2/index.html: what the static server's try_files looks for. */
const documentPath = (route) => path.posix.join(route, 'index.html');

function writeInto(dir, pathname, body) {
  const file = path.join(dir, pathname);
  // Only paths inside the copy's folder: a resource path is the app's, but still a path from the network.
  if (!file.startsWith(`${dir}${path.sep}`)) return;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, body);
}

async function saveOne(browser, baseURL, route, dir) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const origin = new URL(baseURL).origin;
    const resources = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin !== origin || response.status() !== 200) return;
      if (KEPT_RESOURCES.has(response.request().resourceType())) resources.push(response);
    });
    await page.goto(new URL(route, baseURL).href);
    await waitUntilDrawn(page, route);
    const { html, links } = await page.evaluate(markupWithoutScripts);
    writeInto(dir, documentPath(route), html);
    const bodies = new Map();
    for (const response of resources) {
      const body = await response.body().catch(() => null);
      if (body) bodies.set(new URL(response.url()).pathname, body);
    }
    for (const link of links) {
      const url = new URL(link);
      if (url.origin !== origin || bodies.has(url.pathname)) continue;
      const response = await page.request.get(url.href);
      if (response.ok()) bodies.set(url.pathname, await response.body());
    }
    let bytes = 0;
    for (const [pathname, body] of bodies) {
      writeInto(dir, decodeURIComponent(pathname), body);
      bytes += body.length;
    }
    return { route, htmlBytes: Buffer.byteLength(html), resources: bodies.size, resourceBytes: bytes };
  } finally {
    await context.close();
  }
}

/**
 * Saves a copy of each route, drawn in a phone-sized chromium, into dir (emptied first).
 * @returns {Promise<Array<{ route: string, htmlBytes: number, resources: number, resourceBytes: number }>>}
 */
export async function saveStaticCopies({ baseURL, routes, dir, log = () => {} }) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const saved = [];
    for (const route of routes) {
      const result = await saveOne(browser, baseURL, route, dir);
      log(
        `front end: static copy of ${route}: ${Math.round(result.htmlBytes / 1024)} KB of HTML, ` +
          `${result.resources} styles, fonts, images and icons (${Math.round(result.resourceBytes / 1024)} KB)`,
      );
      saved.push(result);
    }
    return saved;
  } finally {
    await browser.close();
  }
}

/** nginx's workers may run as another user (nobody when started as root): the copies must be world-readable. */
function openToAll(dir) {
  chmodSync(dir, 0o755);
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    chmodSync(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o755 : 0o644);
  }
}

/**
 * Debian's nginx serving dir on 127.0.0.1:port: one worker, gzip at level 9 for text (the app sends brotli; the
 * difference is a few hundred bytes a page), no caching headers (every Lighthouse run starts with an empty cache).
 * @returns {Promise<{ baseURL: string, stop(): Promise<void> }>}
 */
export async function serveStaticCopies(dir, port) {
  if (!nginxInstalled()) throw new Error(`nginx is not installed (${NGINX}): apt-get install nginx`);
  openToAll(dir);
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'cc-bench-static-copy-'));
  const temp = path.join(prefix, 'temp');
  mkdirSync(temp);
  chmodSync(temp, 0o777);
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    [
      'worker_processes 1;',
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/error.log warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${temp}/${kind};`),
      '  access_log off;',
      '  gzip on;',
      '  gzip_comp_level 9;',
      '  gzip_types text/css image/svg+xml application/manifest+json application/json;',
      '  server {',
      `    listen 127.0.0.1:${port};`,
      `    root ${dir};`,
      '    location / { try_files $uri $uri/index.html =404; }',
      '    location = /manifest.webmanifest { types { } default_type application/manifest+json; }',
      '  }',
      '}',
      '',
    ].join('\n'),
  );
  try {
    const server = await runNginx({ prefix, conf, port });
    return {
      baseURL: server.baseURL,
      async stop() {
        await server.stop();
        rmSync(prefix, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(prefix, { recursive: true, force: true });
    throw error;
  }
}
