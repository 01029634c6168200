import { existsSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSponsor, AdminSponsorList, SponsorList } from '../src/contract/index';
import { sponsorLogoFiles } from '../src/modules/sponsors/sponsor-logos';
import { ADMIN, ATTENDEE, setupTestApp, signIn, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let admin: string;
let attendee: string;

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

beforeAll(async () => {
  ctx = await setupTestApp();
  admin = `cc_session=${await signIn(ctx.app, ADMIN)}`;
  attendee = `cc_session=${await signIn(ctx.app, ATTENDEE)}`;
});
afterAll(async () => {
  await ctx?.close();
});

interface LogoFile {
  name: string;
  type: string;
  bytes: Buffer;
}

/** multipart/form-data as a browser's FormData sends it: the text fields, then the file. */
function multipart(fields: Record<string, string>, file: LogoFile | null) {
  const boundary = `----ccBoundary${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const pngFile: LogoFile = { name: 'acme.png', type: 'image/png', bytes: PNG };
const newSponsor = { name: 'Acme Aids', url: 'https://acme.example/', logoAlt: 'Acme Aids: a green speech bubble' };

function create(fields: Record<string, string> = newSponsor, file: LogoFile | null = pngFile, cookie = admin) {
  const body = multipart(fields, file);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/sponsors',
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
}

function replaceLogo(id: number, fields: Record<string, string>, file: LogoFile | null = pngFile, cookie = admin) {
  const body = multipart(fields, file);
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/sponsors/${id}/logo`,
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
}

const patch = (id: number, payload: object, cookie = admin) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/admin/sponsors/${id}`, headers: { cookie }, payload });

const adminList = async () =>
  (
    await ctx.app.inject({ method: 'GET', url: '/api/admin/sponsors', headers: { cookie: admin } })
  ).json<AdminSponsorList>().sponsors;
const publicList = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/sponsors' })).json<SponsorList>().sponsors;

const storedLogos = () => {
  const dir = sponsorLogoFiles.directory(ctx.config.dataDir);
  return existsSync(dir) ? readdirSync(dir) : [];
};

const auditActions = async (id: number) =>
  (
    await ctx.db
      .selectFrom('auditLog')
      .select('action')
      .where('entity', '=', 'sponsor')
      .where('entityId', '=', String(id))
      .orderBy('id')
      .execute()
  ).map((row) => row.action);

describe('adding a sponsor', () => {
  it('stores the logo under a new name, places the sponsor last and shows it to attendees with its alt text', async () => {
    const response = await create();
    expect(response.statusCode).toBe(201);
    const sponsor = response.json<AdminSponsor>();
    expect(sponsor).toEqual({
      id: expect.any(Number),
      name: 'Acme Aids',
      url: 'https://acme.example/',
      logoUrl: expect.stringMatching(/^\/api\/sponsors\/logos\/[a-f0-9]{32}\.png$/),
      logoAlt: 'Acme Aids: a green speech bubble',
      logoStyle: 'image',
      version: 1,
      updatedAt: expect.any(String),
    });
    const shown = await publicList();
    expect(shown.at(-1)).toEqual({
      id: sponsor.id,
      name: 'Acme Aids',
      url: 'https://acme.example/',
      logoUrl: sponsor.logoUrl,
      logoAlt: 'Acme Aids: a green speech bubble',
      logoStyle: 'image',
    });
    // Seeded sponsors keep their bundled logos, now with a text alternative.
    expect(shown[0]).toMatchObject({ logoUrl: '/static/sponsors/1voice.svg', logoAlt: '1Voice logo' });

    const logo = await ctx.app.inject({ method: 'GET', url: sponsor.logoUrl });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(logo.rawPayload.equals(PNG)).toBe(true);
    expect(await auditActions(sponsor.id)).toEqual(['sponsor.create']);
  });

  it('judges the logo by its bytes: a .png holding text is refused with a clear 400 and nothing is stored', async () => {
    const before = { files: storedLogos().length, sponsors: (await adminList()).length };
    for (const file of [
      { name: 'logo.png', type: 'image/png', bytes: Buffer.from('this is only text, not a picture') },
      { name: 'logo.svg', type: 'image/svg+xml', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
    ]) {
      const response = await create(newSponsor, file);
      expect(response.statusCode, file.name).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        code: 'UNSUPPORTED_IMAGE_TYPE',
        message:
          'The file is not a JPEG, PNG, GIF or WebP image. Choose an image in one of those formats (SVG is not accepted).',
      });
    }
    const gifNamedPng = await create(newSponsor, { name: 'logo.png', type: 'image/png', bytes: GIF });
    expect(gifNamedPng.json<AdminSponsor>().logoUrl).toMatch(/\.gif$/);
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/sponsors/${gifNamedPng.json<AdminSponsor>().id}`,
      headers: { cookie: admin },
    });
    expect({ files: storedLogos().length, sponsors: (await adminList()).length }).toEqual(before);
  });

  it('refuses a logo over 2 MB with 413, storing nothing', async () => {
    const before = storedLogos().length;
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const response = await create(newSponsor, { name: 'big.png', type: 'image/png', bytes: big });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The image is larger than 2 MB. Choose an image of at most 2 MB.');
    expect(storedLogos().length).toBe(before);
  });

  it('requires a name, an http(s) website, a logo description and a logo, each with a message saying what to fix', async () => {
    const before = storedLogos().length;
    const cases: [Record<string, string>, LogoFile | null, string][] = [
      [{ ...newSponsor, name: '  ' }, pngFile, 'Name is required'],
      [{ ...newSponsor, url: 'javascript:alert(1)' }, pngFile, 'Website must start with https:// or http://'],
      [{ ...newSponsor, url: 'ftp://acme.example/' }, pngFile, 'Website must start with https:// or http://'],
      [
        { ...newSponsor, url: 'acme.example' },
        pngFile,
        'Website must be a full address starting with https:// (or http://), e.g. https://example.org',
      ],
      [{ ...newSponsor, logoAlt: ' ' }, pngFile, 'Logo description is required: say what the image shows.'],
      [{ ...newSponsor, logoAlt: 'x'.repeat(301) }, pngFile, 'Logo description must be at most 300 characters'],
      [{ ...newSponsor, logoStyle: 'tiled' }, pngFile, 'Logo style must be "image" or "background"'],
      [newSponsor, null, 'Choose an image file to upload.'],
    ];
    for (const [fields, file, message] of cases) {
      const response = await create(fields, file);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/sponsors',
      headers: { cookie: admin },
      payload: newSponsor,
    });
    expect(json.statusCode).toBe(415);
    expect(storedLogos().length).toBe(before);
  });

  it('refuses attendees (403), anonymous callers (401) and cross-site forms (403), storing nothing', async () => {
    const before = storedLogos().length;
    expect((await create(newSponsor, pngFile, attendee)).statusCode).toBe(403);
    expect((await create(newSponsor, pngFile, '')).statusCode).toBe(401);
    const body = multipart(newSponsor, pngFile);
    const crossSite = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/sponsors',
      headers: { ...body.headers, cookie: admin, origin: 'https://evil.example' },
      payload: body.payload,
    });
    expect(crossSite.statusCode).toBe(403);
    expect(storedLogos().length).toBe(before);
    expect((await patch(1, { name: 'Hijacked', version: 1 }, attendee)).statusCode).toBe(403);
  });
});

describe('editing a sponsor', () => {
  it('changes the fields given, audited with before and after; an old version gets 409', async () => {
    const sponsor = (await create()).json<AdminSponsor>();
    const saved = await patch(sponsor.id, {
      name: ' Acme Aids Ltd ',
      url: 'http://acme.example/aac',
      logoStyle: 'background',
      version: 1,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'Acme Aids Ltd',
      url: 'http://acme.example/aac',
      logoStyle: 'background',
      logoAlt: newSponsor.logoAlt,
      version: 2,
    });
    const audit = await ctx.db
      .selectFrom('auditLog')
      .select(['before', 'after'])
      .where('action', '=', 'sponsor.update')
      .where('entityId', '=', String(sponsor.id))
      .executeTakeFirstOrThrow();
    expect(audit.before).toMatchObject({ name: 'Acme Aids', version: 1 });
    expect(audit.after).toMatchObject({ name: 'Acme Aids Ltd', version: 2 });

    const stale = await patch(sponsor.id, { name: 'Someone else', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      statusCode: 409,
      code: 'STALE_VERSION',
      message: 'This sponsor was changed by someone else. Reload to see their changes.',
    });
    expect((await patch(sponsor.id, { url: 'data:text/html,hi', version: 2 })).json().message).toBe(
      'Website must start with https:// or http://',
    );
    expect((await patch(sponsor.id, { logoAlt: '', version: 2 })).json().code).toBe('ALT_TEXT_REQUIRED');
    expect((await patch(sponsor.id, { name: 'No version' })).statusCode).toBe(400);
    expect((await patch(999_999, { name: 'Nobody', version: 1 })).statusCode).toBe(404);
  });

  it('replaces the logo: a new address, the old file removed, 409 for an old version', async () => {
    const sponsor = (await create()).json<AdminSponsor>();
    const oldFile = sponsor.logoUrl.split('/').at(-1) as string;
    const replaced = await replaceLogo(
      sponsor.id,
      { version: '1', logoAlt: 'Acme Aids: a blue speech bubble' },
      { name: 'new.gif', type: 'image/gif', bytes: GIF },
    );
    expect(replaced.statusCode).toBe(200);
    const after = replaced.json<AdminSponsor>();
    expect(after.logoUrl).not.toBe(sponsor.logoUrl);
    expect(after).toMatchObject({ logoAlt: 'Acme Aids: a blue speech bubble', version: 2 });
    expect(storedLogos()).not.toContain(oldFile);
    expect((await ctx.app.inject({ method: 'GET', url: sponsor.logoUrl })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: after.logoUrl })).headers['content-type']).toBe('image/gif');

    const before = storedLogos().length;
    const stale = await replaceLogo(sponsor.id, { version: '1' });
    expect(stale.statusCode).toBe(409);
    const notImage = await replaceLogo(
      sponsor.id,
      { version: '2' },
      { name: 'x.png', type: 'image/png', bytes: Buffer.from('hello') },
    );
    expect(notImage.json().code).toBe('UNSUPPORTED_IMAGE_TYPE');
    const noVersion = await replaceLogo(sponsor.id, {});
    expect(noVersion.json().message).toBe('Send the version the change started from in a field named "version".');
    expect(storedLogos().length).toBe(before);
    expect(await auditActions(sponsor.id)).toEqual(['sponsor.create', 'sponsor.logo_replace']);
  });
});

describe('ordering and deleting sponsors', () => {
  it('puts the sponsors in the order given, as attendees see it; a list that changed meanwhile gets 409', async () => {
    const ids = (await adminList()).map((sponsor) => sponsor.id);
    const moved = [ids[1], ids[0], ...ids.slice(2)] as number[];
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/sponsors/order',
      headers: { cookie: admin },
      payload: { ids: moved },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminSponsorList>().sponsors.map((s) => s.id)).toEqual(moved);
    expect((await publicList()).map((s) => s.id)).toEqual(moved);
    const audit = await ctx.db
      .selectFrom('auditLog')
      .select('after')
      .where('action', '=', 'sponsor.reorder')
      .executeTakeFirstOrThrow();
    expect(audit.after).toEqual({ ids: moved });

    const missingOne = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/sponsors/order',
      headers: { cookie: admin },
      payload: { ids: moved.slice(1) },
    });
    expect(missingOne.statusCode).toBe(409);
    expect(missingOne.json().code).toBe('STALE_SPONSOR_LIST');
    const repeated = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/sponsors/order',
      headers: { cookie: admin },
      payload: { ids: [moved[0], moved[0]] },
    });
    expect(repeated.statusCode).toBe(400);
  });

  it('deletes the sponsor and its uploaded logo file, audited; a second delete is 404', async () => {
    const sponsor = (await create()).json<AdminSponsor>();
    const file = sponsor.logoUrl.split('/').at(-1) as string;
    expect(storedLogos()).toContain(file);
    const del = (cookie = admin) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/admin/sponsors/${sponsor.id}`, headers: { cookie } });
    expect((await del(attendee)).statusCode).toBe(403);
    expect((await del()).statusCode).toBe(204);
    expect(storedLogos()).not.toContain(file);
    expect((await publicList()).map((s) => s.id)).not.toContain(sponsor.id);
    expect((await ctx.app.inject({ method: 'GET', url: sponsor.logoUrl })).statusCode).toBe(404);
    const again = await del();
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Sponsor not found');
    expect(await auditActions(sponsor.id)).toEqual(['sponsor.create', 'sponsor.delete']);
  });

  it('deletes a seeded sponsor without touching the bundled logo', async () => {
    const [first] = await adminList();
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/sponsors/${first?.id}`,
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(204);
    const logo = await ctx.app.inject({ method: 'GET', url: first?.logoUrl ?? '' });
    expect(logo.statusCode).toBe(200);
  });
});
