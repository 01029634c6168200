/**
 * The browser app served by the same process. Uses temporary build folders, and a database that cannot
 * be reached: serving files and /config.json must not touch the database.
 */
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { API_CONTRACT_VERSION } from '../src/contract/index';
import type { Db } from '../src/db/database';
import { testConfig } from './helpers/test-app';
import { unreachableDatabase } from './helpers/test-database';

let db: Db;
let app: Awaited<ReturnType<typeof buildApp>>;
let bare: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'cc-shell-test-'));
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };
  // The page's title is each page's own (issue 36): the shell is recognised by its body.
  write('host/index.html', '<!doctype html><title>Host shell</title><div id="root">Host shell</div>');
  write('host/main.js', 'console.log("host")');
  write('attendee/mf-manifest.json', '{"name":"attendee"}');
  write('attendee/static/js/chunk.js', 'export {}');
  write('admin/mf-manifest.json', '{"name":"admin"}');

  db = unreachableDatabase();
  const base = testConfig();
  app = await buildApp({
    db,
    logger: false,
    config: {
      ...base,
      remotes: { attendee: 'https://cdn.example/attendee/mf-manifest.json', admin: '/remotes/admin/mf-manifest.json' },
      paths: {
        ...base.paths,
        hostDist: path.join(root, 'host'),
        attendeeDist: path.join(root, 'attendee'),
        adminDist: path.join(root, 'admin'),
      },
    },
  });
  // No build folders at all, as in a fresh clone.
  bare = await buildApp({ db, logger: false, config: testConfig() });
});
afterAll(async () => {
  await app?.close();
  await bare?.close();
  await db?.destroy();
});

describe('GET /config.json', () => {
  it('tells the host where the remotes are and which API contract it speaks, never cached', async () => {
    const response = await app.inject({ method: 'GET', url: '/config.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      remotes: { attendee: 'https://cdn.example/attendee/mf-manifest.json', admin: '/remotes/admin/mf-manifest.json' },
      apiContract: API_CONTRACT_VERSION,
    });
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('static files', () => {
  it('serves the host at /', async () => {
    const index = await app.inject({ method: 'GET', url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('Host shell');
    const script = await app.inject({ method: 'GET', url: '/main.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
  });

  it('falls back to the host page for app routes (single-page app)', async () => {
    for (const url of ['/programme', '/session/1.1', '/admin', '/qa/12?x=1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('Host shell');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it("sends a session's page without waiting on a database that does not answer (no metadata then)", async () => {
    const started = Date.now();
    const response = await app.inject({ method: 'GET', url: '/session/12' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Host shell');
    expect(response.body).not.toContain('og:title');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('answers 404 (not the page) for missing files and unknown API routes', async () => {
    const missingFile = await app.inject({ method: 'GET', url: '/missing.js' });
    expect(missingFile.statusCode).toBe(404);
    const api = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
    const remote = await app.inject({ method: 'GET', url: '/remotes/attendee/missing.js' });
    expect(remote.statusCode).toBe(404);
  });

  it('serves remotes with CORS, and their manifests never cached', async () => {
    const manifest = await app.inject({ method: 'GET', url: '/remotes/attendee/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const chunk = await app.inject({ method: 'GET', url: '/remotes/attendee/static/js/chunk.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
    const admin = await app.inject({ method: 'GET', url: '/remotes/admin/mf-manifest.json' });
    expect(admin.json()).toEqual({ name: 'admin' });
  });

  it('serves the API read-only assets under /static/', async () => {
    const assets = testConfig().paths.apiStatic;
    const file = readdirSync(assets, { recursive: true, withFileTypes: true }).find((entry) => entry.isFile());
    expect(file, 'api/static holds at least one asset').toBeDefined();
    const url = `/static/${path.relative(assets, path.join(file!.parentPath, file!.name)).split(path.sep).join('/')}`;
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
  });

  it('starts without any build folder and says what is missing', async () => {
    const page = await bare.inject({ method: 'GET', url: '/programme' });
    expect(page.statusCode).toBe(404);
    expect(page.json().message).toMatch(/not been built/);
    const config = await bare.inject({ method: 'GET', url: '/config.json' });
    expect(config.statusCode).toBe(200);
  });
});
