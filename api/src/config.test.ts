import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, repoRoot } from './config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: null,
      dataDir: path.join(repoRoot, 'data'),
      adminEmail: 'admin@conference.test',
      adminPassword: null,
      remotes: { attendee: '/remotes/attendee/mf-manifest.json', admin: '/remotes/admin/mf-manifest.json' },
      cookieSecret: null,
      logLevel: 'info',
      trustProxy: false,
      publicUrl: null,
      allowedOrigins: [],
    });
    expect(loadConfig({ PUBLIC_URL: 'https://TT2027.example/companion/' }).publicUrl).toBe(
      'https://tt2027.example/companion',
    );
    expect(config.conference).toMatchObject({ name: 'Talking Together 2027', year: 2027, timeZone: 'Europe/London' });
    expect(config.paths.hostDist).toBe(path.join(repoRoot, 'host', 'dist'));
  });

  it('reads the environment, treating blank values as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db/cc',
      DATA_DIR: '/var/lib/cc',
      ADMIN_EMAIL: 'Ops@Example.org',
      ADMIN_PASSWORD: '   ',
      ATTENDEE_REMOTE_URL: 'https://cdn.example/a/mf-manifest.json',
      LOG_LEVEL: 'WARN',
      TRUST_PROXY: 'true',
      HOST: '127.0.0.1',
      ALLOWED_ORIGINS: 'https://a.example/, https://b.example',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u@db/cc',
      dataDir: '/var/lib/cc',
      adminEmail: 'ops@example.org',
      adminPassword: null,
      remotes: { attendee: 'https://cdn.example/a/mf-manifest.json', admin: '/remotes/admin/mf-manifest.json' },
      logLevel: 'warn',
      trustProxy: 1,
      allowedOrigins: ['https://a.example', 'https://b.example'],
    });
  });

  it('refuses values it cannot use, saying which', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PUBLIC_URL: 'tt2027.example' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://tt2027.example' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});
