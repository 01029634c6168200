/**
 * The smaller points of issue 17, each as a class: a slow or trickled request cannot hold a connection
 * forever; no password is made only of spaces or equal to the account's email, wherever one is set; the Origin
 * check compares the scheme as well as the host; every absolute link the API builds starts with the configured
 * PUBLIC_URL, never with what the client sent as Host; production source maps are not served.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { ensureBootstrapAdmin } from '../../src/modules/auth/bootstrap-admin';
import { createEmailToken } from '../../src/modules/password-reset/email-tokens';
import { acceptInvitation, invitationToken } from '../helpers/invited-admin';
import { ADMIN, ATTENDEE, createUser, setupTestApp, signIn, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let nextAddress = 1;
const newAddress = () => `10.12.0.${nextAddress++}`;

beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

describe('slow requests', () => {
  /** Opens a connection, sends `head`, then one byte every 100 ms; resolves with how long the server kept it. */
  function trickle(port: number, head: string, maxMs: number) {
    return new Promise<{ ms: number; answer: string }>((resolve) => {
      const started = Date.now();
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk) => {
        answer += chunk;
      });
      socket.write(head);
      const timer = setInterval(() => {
        if (Date.now() - started > maxMs) {
          clearInterval(timer);
          socket.destroy();
          resolve({ ms: Date.now() - started, answer });
          return;
        }
        if (!socket.destroyed) socket.write('a');
      }, 100);
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ ms: Date.now() - started, answer });
      });
      socket.on('error', () => undefined);
    });
  }

  it('a trickled body is cut off at the request timeout', async () => {
    const app = await ctx.buildAnotherApp({ config: { ...ctx.config, requestTimeoutMs: 1000 } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    const head =
      'POST /api/questions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n';
    const { ms } = await trickle(port, head, 6000);
    expect(ms).toBeLessThan(4000);
  });

  it('trickled headers are cut off too', async () => {
    const app = await ctx.buildAnotherApp({ config: { ...ctx.config, requestTimeoutMs: 1000 } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    const { ms } = await trickle(port, 'GET /api/health HTTP/1.1\r\nX-Slow: ', 6000);
    expect(ms).toBeLessThan(4000);
  });

  it('the timeout is configurable and on by default', () => {
    expect(loadConfig({}).requestTimeoutMs).toBeGreaterThan(0);
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '5000' }).requestTimeoutMs).toBe(5000);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: 'soon' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });
});

describe('passwords made only of spaces or equal to the email, invisible, repetitive or of the conference’s own words', () => {
  const email = () => `spaces-${nextAddress++}@example.org`;
  const badPasswords = (address: string): [string, string][] => [
    ['only spaces', ' '.repeat(16)],
    ['only whitespace', ' \t \u00a0'.repeat(5)],
    ['the email itself', address],
    ['the email, differently cased', address.toUpperCase()],
    // Issue 30: each of these was accepted everywhere a password is set.
    ['twelve zero-width spaces', '\u200b'.repeat(12)],
    ['a zero-width space inside', 'lantern\u200borchard quay'],
    ['a direction mark inside', 'lantern orchard\u200f quay'],
    ['one letter repeated', 'aaaaaaaaaaaaaaaa'],
    ['a short piece repeated', 'abcabcabcabc'],
    ['a piece repeated, cut short', 'Pass1Pass1Pass1Pa'],
    ['a run of letters', 'abcdefghijklmnop'],
    ['a run of letters, backwards', 'zyxwvutsrqponm'],
    ['the conference’s name', 'Talking Together 2027'],
    ['the conference’s words run together', 'talkingtogether2027!'],
    ['the organiser and venue', 'Northgate Trust Campus'],
    ['the address’s own words', `${address.split('@')[0]} 2027!!`],
  ];

  it('are refused at sign-up with a message', async () => {
    for (const [what, password] of badPasswords('a-long-address-for-this@example.org')) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { email: 'a-long-address-for-this@example.org', password },
        remoteAddress: newAddress(),
      });
      expect(response.statusCode, what).toBe(400);
      expect(response.json().message, what).toMatch(/^Password /);
    }
  });

  it('are refused when an invited admin chooses one', async () => {
    const address = email();
    for (const [what, password] of badPasswords(address)) {
      const token = await invitationToken(ctx, { email: address, name: 'Spacey' });
      const response = await acceptInvitation(ctx, token, password);
      expect(response.statusCode, what).toBe(400);
    }
  });

  it('are refused when an attendee changes their password or chooses one through a reset link', async () => {
    const address = email();
    const current = 'a-current-password-long-enough';
    const id = await createUser(ctx.db, { email: address, password: current, name: 'Changing' }, 'attendee');
    const token = await signIn(ctx.app, { email: address, password: current }, {});
    for (const [what, password] of badPasswords(address)) {
      const change = await ctx.app.inject({
        method: 'POST',
        url: '/api/account/password',
        payload: { currentPassword: current, newPassword: password },
        headers: { cookie: `cc_session=${token}` },
        remoteAddress: newAddress(),
      });
      expect(change.statusCode, `change: ${what}`).toBe(400);
      expect(change.json().message, what).toMatch(/^Password /);
      const link = await createEmailToken(ctx.db, {
        purpose: 'password_reset',
        email: address,
        userId: id,
        ttlMs: 60_000,
      });
      const reset = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/complete',
        payload: { token: link, password },
        remoteAddress: newAddress(),
      });
      expect(reset.statusCode, `reset: ${what}`).toBe(400);
      expect(reset.json().message, what).toMatch(/^Password /);
    }
  });

  it('are refused for the bootstrap admin', async () => {
    const address = email();
    await expect(ensureBootstrapAdmin(ctx.db, { email: address, password: address })).rejects.toThrow(/Password/);
    await expect(ensureBootstrapAdmin(ctx.db, { email: email(), password: ' '.repeat(20) })).rejects.toThrow(
      /Password/,
    );
  });
});

describe('account addresses: one plain address, letters of one alphabet (issue 30)', () => {
  const refused: [string, string][] = [
    ['a Cyrillic "а" in admin', 'аdmin@conference.test'],
    ['a quoted local part', '"robin reader"@example.org'],
    ['two addresses with a comma', 'robin@example.org,sam@example.org'],
    ['a display name and brackets', 'Robin <robin@example.org>'],
    ['a zero-width space', 'rob\u200bin@example.org'],
  ];

  it('refuses at sign-up, with a message, and makes no account', async () => {
    for (const [what, email] of refused) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { email, password: 'lantern orchard quay' },
        remoteAddress: newAddress(),
      });
      expect(response.statusCode, what).toBe(400);
      expect(response.json().code, what).toBe('INVALID_EMAIL');
      const rows = await ctx.db.selectFrom('users').select('id').where('email', '=', email.toLowerCase()).execute();
      expect(rows, what).toEqual([]);
    }
  });

  it('refuses an invitation to such an address', async () => {
    const admin = await signIn(ctx.app, ADMIN);
    for (const [what, email] of refused) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/invitations',
        payload: { email, name: 'Lookalike' },
        headers: { cookie: `cc_session=${admin}` },
      });
      expect(response.statusCode, what).toBe(400);
      expect(response.json().code, what).toBe('INVALID_EMAIL');
    }
  });

  it('accepts an address written wholly in another alphabet', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: `иван${nextAddress++}@пример.рф`, password: 'lantern orchard quay' },
      remoteAddress: newAddress(),
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('the Origin check', () => {
  it('compares the scheme: an http page cannot write to the https site, nor the other way round', async () => {
    const proxied = await ctx.buildAnotherApp({ config: { ...ctx.config, trustProxy: 1 } });
    const send = (origin: string, proto: string) =>
      proxied.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { host: 'conf.example', origin, 'x-forwarded-proto': proto },
        remoteAddress: '192.0.2.1',
      });
    expect((await send('http://conf.example', 'https')).statusCode).toBe(403);
    expect((await send('https://conf.example', 'http')).statusCode).toBe(403);
    expect((await send('https://conf.example', 'https')).statusCode).toBe(204);
    expect((await send('http://conf.example', 'http')).statusCode).toBe(204);
  });

  it('compares the scheme on the live socket handshake too', async () => {
    const proxied = await ctx.buildAnotherApp({ config: { ...ctx.config, trustProxy: 1 } });
    const response = await proxied.inject({
      method: 'GET',
      url: '/api/live',
      headers: { host: 'conf.example', origin: 'http://conf.example', 'x-forwarded-proto': 'https' },
      remoteAddress: '192.0.2.1',
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('PUBLIC_URL', () => {
  it('is read from the environment, without a trailing slash; an address that is not http(s) is refused', () => {
    expect(loadConfig({}).publicUrl).toBeNull();
    expect(loadConfig({ PUBLIC_URL: 'https://conf.example/' }).publicUrl).toBe('https://conf.example');
    expect(() => loadConfig({ PUBLIC_URL: 'conf.example' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
  });

  it('starts every absolute link, whatever Host the client sent', async () => {
    const app = await ctx.buildAnotherApp({ config: { ...ctx.config, publicUrl: 'https://conf.example' } });
    const hostile = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
    const stored = await app.inject({
      method: 'PUT',
      url: `/api/bookmarks/${(await ctx.db.selectFrom('sessions').select('id').executeTakeFirstOrThrow()).id}`,
      headers: hostile,
    });
    const cookie = stored.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const feed = (
      await app.inject({ method: 'GET', url: '/api/agenda/feed-token', headers: { ...hostile, cookie } })
    ).json();
    expect(feed.feedUrl).toMatch(/^https:\/\/conf\.example\/api\/calendar\//);
    expect(feed.webcalUrl).toMatch(/^webcal:\/\/conf\.example\/api\/calendar\//);

    const bodies = await Promise.all(
      [
        '/api/agenda/my-agenda.ics',
        `/api/calendar/${feed.token}.ics`,
        '/api/open-data/programme.json',
        '/api/open-data/programme.ics',
        '/api/open-data/schedule.xml',
      ].map(async (url) => (await app.inject({ method: 'GET', url, headers: { ...hostile, cookie } })).body),
    );
    for (const body of bodies) expect(body).not.toContain('evil.example');
    expect(bodies.join('\n')).toContain('https://conf.example/');
  });
});

describe('PUBLIC_URL in emails', () => {
  it('is required when email leaves through an SMTP server', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example' })).toThrow(/PUBLIC_URL must be set/);
    expect(() => loadConfig({ SMTP_HOST: 'mail.example' })).toThrow(/PUBLIC_URL must be set/);
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example', PUBLIC_URL: 'https://conf.example' }).publicUrl).toBe(
      'https://conf.example',
    );
    // Without SMTP the emails only go to the outbox folder on the server.
    expect(loadConfig({}).mail.smtp).toBeNull();
  });

  it('starts the links in password-reset and invitation emails, whatever Host the requester sent', async () => {
    const outboxDir = mkdtempSync(path.join(os.tmpdir(), 'cc-outbox-'));
    const app = await ctx.buildAnotherApp({
      config: { ...ctx.config, publicUrl: 'https://conf.example', mail: { ...ctx.config.mail, outboxDir } },
    });
    const hostile = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: ATTENDEE.email },
      headers: hostile,
      remoteAddress: newAddress(),
    });
    expect(reset.statusCode).toBe(202);
    const invite = await app.inject({
      method: 'POST',
      url: '/api/admin/invitations',
      payload: { email: 'new-organiser@example.org', name: 'New Organiser' },
      headers: { ...hostile, cookie: `cc_session=${await signIn(ctx.app, ADMIN)}` },
    });
    expect(invite.statusCode, invite.body).toBe(201);
    // The reset email leaves in the background.
    const deadline = Date.now() + 5000;
    const mails = () =>
      existsSync(outboxDir)
        ? readdirSync(outboxDir).map((name) => readFileSync(path.join(outboxDir, name), 'utf8'))
        : [];
    while (mails().length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const text = mails()
      .join('\n')
      .replace(/=\r?\n/g, '');
    expect(mails()).toHaveLength(2);
    expect(text).toContain('https://conf.example/account/reset-password#token=');
    expect(text).toContain('https://conf.example/account/accept-invitation#token=');
    expect(text).not.toContain('evil.example');
  });
});

describe('production source maps', () => {
  it('are not served, for the host or any remote; the scripts are', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'cc-maps-'));
    const folders = {
      host: path.join(dist, 'host'),
      attendee: path.join(dist, 'attendee'),
      admin: path.join(dist, 'admin'),
    };
    for (const folder of Object.values(folders)) {
      mkdirSync(folder, { recursive: true });
      writeFileSync(
        path.join(folder, 'main.1a2b3c4d.js'),
        'console.log(1);\n//# sourceMappingURL=main.1a2b3c4d.js.map',
      );
      writeFileSync(path.join(folder, 'main.1a2b3c4d.js.map'), '{"version":3,"sources":["secret-source.ts"]}');
    }
    writeFileSync(path.join(folders.host, 'index.html'), '<!doctype html><title>t</title>');
    const app = await ctx.buildAnotherApp({
      config: {
        ...ctx.config,
        paths: {
          ...ctx.config.paths,
          hostDist: folders.host,
          attendeeDist: folders.attendee,
          adminDist: folders.admin,
        },
      },
    });
    for (const prefix of ['/', '/remotes/attendee/', '/remotes/admin/']) {
      expect((await app.inject({ method: 'GET', url: `${prefix}main.1a2b3c4d.js` })).statusCode, prefix).toBe(200);
      const map = await app.inject({ method: 'GET', url: `${prefix}main.1a2b3c4d.js.map` });
      expect(map.statusCode, prefix).toBe(404);
      expect(map.body).not.toContain('secret-source');
    }
  });
});
