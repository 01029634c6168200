/**
 * How the built front ends are cached and compressed (issue 9): files named after their content are immutable for a
 * year; the files that name other files are revalidated on every use; the build's brotli and gzip copies are sent as
 * they are to a browser that takes them, and the plain file to one that does not.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/database';
import { remotePreloadLinks, runtimeConfigBlock } from '../src/modules/shell/startup-hints';
import { testConfig } from './helpers/test-app';
import { unreachableDatabase } from './helpers/test-database';

const SCRIPT = `console.log(${JSON.stringify('a shell script long enough to be worth compressing '.repeat(40))});`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

let db: Db;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'cc-shell-caching-'));
  const write = (file: string, content: string | Buffer) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };
  write('host/index.html', '<!doctype html><html><head><title>Host shell</title></head><body></body></html>');
  for (const file of ['host/main.1a2b3c4d.js', 'host/sw.js', 'attendee/remoteEntry.js', 'attendee/42.0badf00d.js']) {
    write(file, SCRIPT);
    // Marked copies, so a test can tell which file was sent.
    write(`${file}.br`, brotliCompressSync(`${SCRIPT}// br`));
    write(`${file}.gz`, gzipSync(`${SCRIPT}// gz`));
  }
  write(
    'attendee/mf-manifest.json',
    JSON.stringify({
      name: 'attendee',
      exposes: [
        {
          name: 'routes',
          assets: { js: { sync: ['7.0a0b0c0d.js', 'routes.1a1b1c1d.js'] }, css: { sync: ['routes.2a2b2c2d.css'] } },
        },
        { name: 'nav-badges', assets: { js: { sync: ['7.0a0b0c0d.js', 'badges.3a3b3c3d.js'] }, css: { sync: [] } } },
      ],
    }),
  );
  write('admin/mf-manifest.json', '{"name":"admin"}');

  db = unreachableDatabase();
  const base = testConfig();
  app = await buildApp({
    db,
    logger: false,
    config: {
      ...base,
      paths: {
        ...base.paths,
        hostDist: path.join(root, 'host'),
        attendeeDist: path.join(root, 'attendee'),
        adminDist: path.join(root, 'admin'),
      },
    },
  });
});
afterAll(async () => {
  await app?.close();
  await db?.destroy();
});

describe('cache headers of the built front ends', () => {
  it('keeps files named after their content for a year, without revalidation', async () => {
    for (const url of ['/main.1a2b3c4d.js', '/remotes/attendee/42.0badf00d.js']) {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe(IMMUTABLE);
    }
  });

  it('revalidates every file that names others: the page, remote entries, manifests and the service worker', async () => {
    for (const url of [
      '/',
      '/programme',
      '/sw.js',
      '/remotes/attendee/remoteEntry.js',
      '/remotes/admin/mf-manifest.json',
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });
});

describe('pre-compressed files', () => {
  it("sends the build's brotli copy to a browser that takes brotli", async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/main.1a2b3c4d.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(`${SCRIPT}// br`);
  });

  it('sends the gzip copy to a browser that takes only gzip, and the plain file to one that takes neither', async () => {
    const gzip = await app.inject({
      method: 'GET',
      url: '/remotes/attendee/remoteEntry.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['access-control-allow-origin']).toBe('*');
    const plain = await app.inject({
      method: 'GET',
      url: '/main.1a2b3c4d.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });
});

describe('preload hints for the attendee remote', () => {
  it('names the configured manifest and the entry script beside it in the head of every page', async () => {
    for (const url of ['/', '/programme', '/admin']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      const head = response.body.slice(0, response.body.indexOf('</head>'));
      expect(head, url).toContain(
        '<link rel="preload" href="/remotes/attendee/mf-manifest.json" as="fetch" crossorigin>',
      );
      expect(head, url).toContain('<link rel="preload" href="/remotes/attendee/remoteEntry.js" as="script">');
    }
  });

  it("names the attendee pages' own scripts and styles, and the API answers the host waits for", async () => {
    const headOf = async (url: string) => {
      const body = (await app.inject({ method: 'GET', url })).body;
      return body.slice(0, body.indexOf('</head>'));
    };
    const programme = await headOf('/programme');
    for (const file of ['7.0a0b0c0d.js', 'routes.1a1b1c1d.js', 'badges.3a3b3c3d.js']) {
      expect(programme).toContain(`<link rel="preload" href="/remotes/attendee/${file}" as="script">`);
    }
    expect(programme.split('7.0a0b0c0d.js')).toHaveLength(2);
    expect(programme).toContain('<link rel="preload" href="/remotes/attendee/routes.2a2b2c2d.css" as="style">');
    expect(programme).toContain('<link rel="preload" href="/api/conference" as="fetch" crossorigin="use-credentials">');
    expect(programme).toContain('<link rel="preload" href="/api/health" as="fetch" crossorigin="use-credentials">');

    // The admin area draws no attendee page: only the navigation's badges.
    const admin = await headOf('/admin');
    expect(admin).toContain('badges.3a3b3c3d.js');
    expect(admin).not.toContain('routes.1a1b1c1d.js');
  });

  it('writes the run-time configuration into the page, the same as /config.json answers', async () => {
    const body = (await app.inject({ method: 'GET', url: '/my-agenda' })).body;
    const block = /<script type="application\/json" id="cc-runtime-config">([^<]*)<\/script>/.exec(body);
    const config = (await app.inject({ method: 'GET', url: '/config.json' })).json();
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual(config);
  });

  it('keeps the configuration block closed whatever a configured address holds', () => {
    const block = runtimeConfigBlock({ remotes: { attendee: '</script><script>alert(1)</script>', admin: '/a' } });
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(block.slice(block.indexOf('>') + 1, block.lastIndexOf('<'))).remotes.attendee).toBe(
      '</script><script>alert(1)</script>',
    );
  });

  it('keeps a remote on another origin absolute, and escapes what it writes into the page', () => {
    expect(remotePreloadLinks('https://cdn.example/att/v2/mf-manifest.json?x="1"&y=2')).toBe(
      '<link rel="preload" href="https://cdn.example/att/v2/mf-manifest.json?x=&quot;1&quot;&amp;y=2" as="fetch" crossorigin>' +
        '<link rel="preload" href="https://cdn.example/att/v2/remoteEntry.js" as="script">',
    );
  });
});
