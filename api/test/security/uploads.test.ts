/**
 * Uploads (issue 7, BEYOND D14): sponsor advert images are judged by their bytes, never by name or claimed
 * type; stored under names the server picks; served with their real type, nosniff and a sandboxing CSP;
 * at most 2 MB. Each refusal stores nothing. The feature's everyday behaviour is in ../sponsor-adverts.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SponsorAdvert } from '../../src/contract/index';
import { advertDirectory } from '../../src/modules/sponsor-adverts/advert-files';
import { ADMIN, setupTestApp, signIn, type TestContext } from '../helpers/test-app';

const MB2 = 2 * 1024 * 1024;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await setupTestApp();
  admin = `cc_session=${await signIn(ctx.app, ADMIN)}`;
});
afterAll(async () => {
  await ctx?.close();
});

/** The body a browser's FormData makes, built by the platform's own encoder. */
async function upload(file: { name: string; type: string; bytes: Buffer }, altText = 'Acme Aids, stand 4') {
  const form = new FormData();
  form.append('altText', altText);
  form.append('image', new Blob([file.bytes], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/sponsor-adverts',
    headers: { cookie: admin, 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

/** Every file under DATA_DIR, relative to it. */
function filesUnderDataDir(): string[] {
  return readdirSync(ctx.config.dataDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(ctx.config.dataDir, path.join(entry.parentPath, entry.name)))
    .sort();
}

async function advertCount(): Promise<number> {
  const row = await ctx.db
    .selectFrom('sponsorAdverts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('content is judged by its bytes', () => {
  it('refuses files that only pretend to be images, whatever their name or claimed type, storing nothing', async () => {
    const files = {
      'HTML named .png, sent as image/png': { name: 'advert.png', type: 'image/png', bytes: HTML },
      'HTML with a byte-order mark': {
        name: 'advert.jpg',
        type: 'image/jpeg',
        bytes: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), HTML]),
      },
      'an SVG sent as image/png': {
        name: 'logo.png',
        type: 'image/png',
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
      'an SVG sent as image/svg+xml': {
        name: 'logo.svg',
        type: 'image/svg+xml',
        bytes: Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'),
      },
      'a truncated PNG signature': { name: 'a.png', type: 'image/png', bytes: Buffer.from('\x89PNG<html>') },
      'a RIFF file that is not WebP': {
        name: 'a.webp',
        type: 'image/webp',
        bytes: Buffer.concat([Buffer.from('RIFF'), Buffer.from([8, 0, 0, 0]), Buffer.from('WAVEfmt <html>')]),
      },
      'an executable': { name: 'a.gif', type: 'image/gif', bytes: Buffer.from('MZ\x90\x00<html>') },
    };
    const filesBefore = filesUnderDataDir();
    const rowsBefore = await advertCount();
    for (const [what, file] of Object.entries(files)) {
      const response = await upload(file);
      expect(response.statusCode, what).toBe(400);
      expect(response.json().code, what).toBe('UNSUPPORTED_IMAGE_TYPE');
      expect(response.json().message, what).toContain('SVG is not accepted');
    }
    expect(filesUnderDataDir()).toEqual(filesBefore);
    expect(await advertCount()).toBe(rowsBefore);
  });

  it('accepts each of JPEG, PNG, GIF and WebP by its magic number and serves it with the type found, never the claimed one', async () => {
    const images = {
      'image/jpeg': Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xdb]), Buffer.alloc(16)]),
      'image/png': Buffer.concat([PNG_SIGNATURE, Buffer.alloc(16)]),
      'image/gif': Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(16)]),
      'image/webp': Buffer.concat([
        Buffer.from('RIFF'),
        Buffer.from([24, 0, 0, 0]),
        Buffer.from('WEBPVP8 '),
        Buffer.alloc(12),
      ]),
    };
    for (const [type, bytes] of Object.entries(images)) {
      // Claimed as text/html with an .html name: the bytes decide.
      const response = await upload({ name: 'page.html', type: 'text/html', bytes });
      expect(response.statusCode, type).toBe(201);
      const advert = response.json<SponsorAdvert>();
      expect(advert.contentType, type).toBe(type);
      const image = await ctx.app.inject({ method: 'GET', url: advert.imageUrl });
      expect(image.statusCode, type).toBe(200);
      expect(image.headers['content-type'], type).toBe(type);
      expect(image.headers['x-content-type-options'], type).toBe('nosniff');
      expect(image.rawPayload.equals(bytes), type).toBe(true);
    }
  });

  it('a GIF header glued to HTML is only ever served as an image: nosniff and a sandbox CSP, never as a page', async () => {
    const polyglot = Buffer.concat([Buffer.from('GIF89a'), HTML]);
    const response = await upload({ name: 'advert.html', type: 'text/html', bytes: polyglot });
    expect(response.statusCode).toBe(201);
    const image = await ctx.app.inject({ method: 'GET', url: response.json<SponsorAdvert>().imageUrl });
    expect(image.headers['content-type']).toBe('image/gif');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    // The image's own policy, not the pages' one: nothing in it may run even if a browser opened it as a document.
    expect(image.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(image.headers['content-disposition']).toBe('inline');
  });
});

describe('stored under random names', () => {
  it("never uses the uploader's file name, even one that tries to leave the folder", async () => {
    const png = Buffer.concat([PNG_SIGNATURE, Buffer.from('pixels')]);
    const before = new Set(filesUnderDataDir());
    const names = ['../../../../escaped.png', '..\\..\\escaped.png', '<script>x</script>.png', '.htaccess', 'a.png'];
    const adverts: SponsorAdvert[] = [];
    for (const name of names) {
      const response = await upload({ name, type: 'image/png', bytes: png });
      expect(response.statusCode, name).toBe(201);
      adverts.push(response.json<SponsorAdvert>());
      expect(response.body, name).not.toContain('escaped');
    }
    const added = filesUnderDataDir().filter((file) => !before.has(file));
    const folder = path.relative(ctx.config.dataDir, advertDirectory(ctx.config.dataDir));
    expect(added).toHaveLength(names.length);
    for (const file of added) {
      // 128 random bits in hex and the extension of the type found in the bytes, inside the uploads folder.
      expect(path.dirname(file)).toBe(folder);
      expect(path.basename(file)).toMatch(/^[0-9a-f]{32}\.png$/);
      expect(readFileSync(path.join(ctx.config.dataDir, file)).equals(png)).toBe(true);
    }
    // The same bytes twice still get two different names.
    expect(new Set(added).size).toBe(added.length);
    const rows = await ctx.db
      .selectFrom('sponsorAdverts')
      .select('fileName')
      .where(
        'id',
        'in',
        adverts.map((advert) => advert.id),
      )
      .execute();
    expect(rows.map((row) => row.fileName).sort()).toEqual(added.map((file) => path.basename(file)).sort());
  });
});

describe('size', () => {
  it('accepts exactly 2 MB and refuses one byte more with 413, storing nothing', async () => {
    const exact = Buffer.concat([PNG_SIGNATURE, Buffer.alloc(MB2 - PNG_SIGNATURE.length)]);
    expect((await upload({ name: 'exact.png', type: 'image/png', bytes: exact })).statusCode).toBe(201);

    const filesBefore = filesUnderDataDir();
    const rowsBefore = await advertCount();
    const over = Buffer.concat([exact, Buffer.from([0])]);
    const response = await upload({ name: 'over.png', type: 'image/png', bytes: over });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      statusCode: 413,
      code: 'FILE_TOO_LARGE',
      message: 'The image is larger than 2 MB. Choose an image of at most 2 MB.',
    });
    expect(filesUnderDataDir()).toEqual(filesBefore);
    expect(await advertCount()).toBe(rowsBefore);
  });

  it('multipart bodies are read only by the upload route: elsewhere they are refused with 415', async () => {
    const form = new FormData();
    form.append('text', 'A question sent as a form');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/questions',
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(response.statusCode).toBe(415);
  });
});
