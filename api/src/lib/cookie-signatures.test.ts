import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { cookieSignatureChecker } from './cookie-signatures';

async function appWith(secret: string | string[]) {
  const app = Fastify();
  await app.register(fastifyCookie, { secret });
  await app.ready();
  return app;
}

describe('cookieSignatureChecker', () => {
  it('answers as the cookie plugin does, for valid, forged and rotated signatures', async () => {
    const app = await appWith(['new-secret-0123456789', 'old-secret-0123456789']);
    const check = cookieSignatureChecker();
    const request = { unsignCookie: app.unsignCookie.bind(app) } as never;
    const current = app.signCookie('visitor-a');
    const forged = `${current.slice(0, -2)}xx`;
    const old = (await appWith('old-secret-0123456789')).signCookie('visitor-b');
    for (const raw of [current, forged, old, current, forged, old]) {
      expect(check(request, raw)).toEqual(app.unsignCookie(raw));
    }
    expect(check(request, old)).toMatchObject({ valid: true, renew: true, value: 'visitor-b' });
    expect(check(request, forged)).toMatchObject({ valid: false });
  });

  it('keeps at most maxEntries values, dropping the oldest', async () => {
    const app = await appWith('a-secret-0123456789');
    const calls: string[] = [];
    const request = {
      unsignCookie: (raw: string) => {
        calls.push(raw);
        return app.unsignCookie(raw);
      },
    } as never;
    const check = cookieSignatureChecker(2);
    for (const raw of ['a', 'b', 'a', 'c', 'a', 'b']) check(request, app.signCookie(raw));
    // a, b checked; a kept; c drops a; a checked again and drops b; b checked again.
    expect(calls.map((raw) => app.unsignCookie(raw).value)).toEqual(['a', 'b', 'c', 'a', 'b']);
  });
});
