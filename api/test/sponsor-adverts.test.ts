import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SponsorAdvert, SponsorAdvertList } from '../src/contract/index';
import { advertDirectory } from '../src/modules/sponsor-adverts/advert-files';
import { ADMIN, ATTENDEE, setupTestApp, signIn, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let admin: string;
let attendee: string;

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** A 1x1 GIF. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0rest-of-jpeg')]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8L rest')]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="4" height="3"/></svg>');

beforeAll(async () => {
  ctx = await setupTestApp();
  admin = `cc_session=${await signIn(ctx.app, ADMIN)}`;
  attendee = `cc_session=${await signIn(ctx.app, ATTENDEE)}`;
});
afterAll(async () => {
  await ctx?.close();
});

/** A multipart/form-data body as a browser's FormData would send it: the description, then the file. */
function multipart(file: { field?: string; name: string; type: string; bytes: Buffer; altText?: string | null }) {
  const boundary = `----ccBoundary${Math.random().toString(16).slice(2)}`;
  const alt =
    file.altText === null
      ? ''
      : `--${boundary}\r\nContent-Disposition: form-data; name="altText"\r\n\r\n${file.altText ?? 'Acme Aids: talk to us at stand 4'}\r\n`;
  const head = Buffer.from(
    `${alt}--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'image'}"; filename="${file.name}"\r\n` +
      `Content-Type: ${file.type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file.bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

type UploadFile = { name: string; type: string; bytes: Buffer; field?: string; altText?: string | null };
function upload(file: UploadFile, cookie = admin) {
  const body = multipart(file);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/sponsor-adverts',
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
}

const storedFiles = () => {
  const dir = advertDirectory(ctx.config.dataDir);
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe('POST /api/admin/sponsor-adverts', () => {
  it('stores a PNG under a random name and serves it publicly with its type, nosniff and a long cache', async () => {
    const response = await upload({ name: 'our advert.png', type: 'image/png', bytes: PNG });
    expect(response.statusCode).toBe(201);
    const advert = response.json<SponsorAdvert>();
    expect(advert).toEqual({
      id: expect.any(Number),
      imageUrl: `/api/sponsor-adverts/${advert.id}/image`,
      altText: 'Acme Aids: talk to us at stand 4',
      contentType: 'image/png',
      createdAt: expect.any(String),
    });
    const row = await ctx.db
      .selectFrom('sponsorAdverts')
      .selectAll()
      .where('id', '=', advert.id)
      .executeTakeFirstOrThrow();
    expect(row.fileName).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(row.createdBy).toBe(ctx.adminId);
    expect(existsSync(path.join(advertDirectory(ctx.config.dataDir), row.fileName))).toBe(true);

    const image = await ctx.app.inject({ method: 'GET', url: advert.imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.rawPayload.equals(PNG)).toBe(true);

    const audit = await ctx.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'sponsor_advert.create')
      .where('entityId', '=', String(advert.id))
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('judges the type by the bytes: a PNG named .gif is stored and served as a PNG', async () => {
    const response = await upload({ name: 'advert.gif', type: 'image/gif', bytes: PNG });
    expect(response.statusCode).toBe(201);
    expect(response.json().contentType).toBe('image/png');
    const image = await ctx.app.inject({ method: 'GET', url: response.json().imageUrl });
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('accepts GIF, JPEG and WebP', async () => {
    for (const [bytes, type] of [
      [GIF, 'image/gif'],
      [JPEG, 'image/jpeg'],
      [WEBP, 'image/webp'],
    ] as const) {
      const response = await upload({ name: 'file.bin', type: 'application/octet-stream', bytes });
      expect(response.statusCode, type).toBe(201);
      expect(response.json().contentType).toBe(type);
    }
  });

  it('refuses an SVG (even one claiming to be a PNG) and a text file with a clear 400, storing nothing', async () => {
    const before = storedFiles().length;
    for (const file of [
      { name: 'logo.svg', type: 'image/svg+xml', bytes: SVG },
      { name: 'logo.png', type: 'image/png', bytes: SVG },
      { name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('just some text') },
    ]) {
      const response = await upload(file);
      expect(response.statusCode, file.name).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        code: 'UNSUPPORTED_IMAGE_TYPE',
        message:
          'The file is not a JPEG, PNG, GIF or WebP image. Choose an image in one of those formats (SVG is not accepted).',
      });
    }
    expect(storedFiles().length).toBe(before);
  });

  it('refuses an image over 2 MB with 413 and a clear message, storing nothing', async () => {
    const before = storedFiles().length;
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const response = await upload({ name: 'big.png', type: 'image/png', bytes: big });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      statusCode: 413,
      code: 'FILE_TOO_LARGE',
      message: 'The image is larger than 2 MB. Choose an image of at most 2 MB.',
    });
    expect(storedFiles().length).toBe(before);
  });

  it('accepts an image of exactly 2 MB', async () => {
    const exact = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 - PNG.length)]);
    expect((await upload({ name: 'exact.png', type: 'image/png', bytes: exact })).statusCode).toBe(201);
  });

  it('requires a description of the image (its alt text), at most 300 characters', async () => {
    const before = storedFiles().length;
    const missing = await upload({ name: 'a.png', type: 'image/png', bytes: PNG, altText: null });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Image description is required: say what the image shows.');
    const blank = await upload({ name: 'a.png', type: 'image/png', bytes: PNG, altText: '   ' });
    expect(blank.json().code).toBe('ALT_TEXT_REQUIRED');
    const long = await upload({ name: 'a.png', type: 'image/png', bytes: PNG, altText: 'x'.repeat(301) });
    expect(long.json().message).toBe('Image description must be at most 300 characters');
    expect(storedFiles().length).toBe(before);
    const trimmed = await upload({ name: 'a.png', type: 'image/png', bytes: PNG, altText: '  Widgets Ltd  ' });
    expect(trimmed.json().altText).toBe('Widgets Ltd');
  });

  it('refuses an empty file, a form without a file and a JSON body with 400/415', async () => {
    const empty = await upload({ name: 'empty.png', type: 'image/png', bytes: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('The file is empty. Choose an image to upload.');

    const boundary = '----ccNoFile';
    const noFile = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/sponsor-adverts',
      headers: { cookie: admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe('Choose an image file to upload.');

    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/sponsor-adverts',
      headers: { cookie: admin },
      payload: { image: 'data:image/png;base64,AAAA' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe('Send the image as multipart/form-data with one file field named "image".');
  });

  it('refuses attendees (403) and anonymous callers (401), storing nothing', async () => {
    const before = storedFiles().length;
    expect((await upload({ name: 'a.png', type: 'image/png', bytes: PNG }, attendee)).statusCode).toBe(403);
    expect((await upload({ name: 'a.png', type: 'image/png', bytes: PNG }, '')).statusCode).toBe(401);
    expect(storedFiles().length).toBe(before);
  });

  it('refuses a cross-site upload', async () => {
    const body = multipart({ name: 'a.png', type: 'image/png', bytes: PNG });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/sponsor-adverts',
      headers: { ...body.headers, cookie: admin, origin: 'https://evil.example' },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('listing and deleting sponsor adverts', () => {
  it('lists newest first for admins and the public', async () => {
    const first = (await upload({ name: 'one.png', type: 'image/png', bytes: PNG })).json<SponsorAdvert>();
    const second = (await upload({ name: 'two.gif', type: 'image/gif', bytes: GIF })).json<SponsorAdvert>();
    const adminList = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/sponsor-adverts', headers: { cookie: admin } })
    ).json<SponsorAdvertList>();
    const ids = adminList.adverts.map((a) => a.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    const publicList = await ctx.app.inject({ method: 'GET', url: '/api/sponsor-adverts' });
    expect(publicList.statusCode).toBe(200);
    expect(publicList.json()).toEqual(adminList);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/sponsor-adverts' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/sponsor-adverts', headers: { cookie: attendee } }))
        .statusCode,
    ).toBe(403);
  });

  it('deletes the row and the file, audited; the image then answers 404, and a second delete 404', async () => {
    const advert = (await upload({ name: 'bye.png', type: 'image/png', bytes: PNG })).json<SponsorAdvert>();
    const row = await ctx.db
      .selectFrom('sponsorAdverts')
      .select('fileName')
      .where('id', '=', advert.id)
      .executeTakeFirstOrThrow();
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/admin/sponsor-adverts/${advert.id}`,
          headers: { cookie: attendee },
        })
      ).statusCode,
    ).toBe(403);
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/sponsor-adverts/${advert.id}`,
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(204);
    expect(storedFiles()).not.toContain(row.fileName);
    expect((await ctx.app.inject({ method: 'GET', url: advert.imageUrl })).statusCode).toBe(404);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/sponsor-adverts/${advert.id}`,
      headers: { cookie: admin },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Sponsor image not found');
    const audit = await ctx.db
      .selectFrom('auditLog')
      .select('action')
      .where('entity', '=', 'sponsor_advert')
      .where('entityId', '=', String(advert.id))
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['sponsor_advert.create', 'sponsor_advert.delete']);
  });

  it('answers 400 for a malformed id and 404 for an unknown image', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/sponsor-adverts/abc/image' })).statusCode).toBe(400);
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/sponsor-adverts/999999/image' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Sponsor image not found');
  });
});
