import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveCookieSecret } from './cookie-secret';

describe('resolveCookieSecret', () => {
  it('uses COOKIE_SECRET when set', async () => {
    expect(await resolveCookieSecret({ cookieSecret: 'from-env', dataDir: '/nonexistent' })).toBe('from-env');
  });

  it('generates a secret once and keeps it in the data folder', async () => {
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'cc-secret-')), 'nested');
    const first = await resolveCookieSecret({ cookieSecret: null, dataDir });
    expect(first.length).toBeGreaterThanOrEqual(40);
    const file = path.join(dataDir, 'cookie-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(await resolveCookieSecret({ cookieSecret: null, dataDir })).toBe(first);
  });
});
