import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseMailSettings } from './mail-settings';
import { createMailer } from './mailer';

describe('mail settings', () => {
  it('with no SMTP variables, writes to the outbox folder under DATA_DIR', () => {
    const settings = parseMailSettings({}, '/data', 'Conf <hello@conf.example>');
    expect(settings).toEqual({ smtp: null, from: 'Conf <hello@conf.example>', outboxDir: '/data/outbox' });
  });

  it('reads SMTP_URL, or host, port, user and password, and MAIL_FROM', () => {
    expect(parseMailSettings({ SMTP_URL: 'smtps://u:p@mail.example' }, '/d', 'x').smtp?.url).toBe(
      'smtps://u:p@mail.example',
    );
    const settings = parseMailSettings(
      { SMTP_HOST: 'mail.example', SMTP_USER: 'u', SMTP_PASS: 'p', MAIL_FROM: 'Conf <no-reply@conf.example>' },
      '/d',
      'x',
    );
    expect(settings.smtp).toEqual({ url: null, host: 'mail.example', port: 587, secure: false, user: 'u', pass: 'p' });
    expect(settings.from).toBe('Conf <no-reply@conf.example>');
    expect(parseMailSettings({ SMTP_HOST: 'm', SMTP_SECURE: 'true' }, '/d', 'x').smtp?.port).toBe(465);
  });

  it('says what is wrong with a bad SMTP_URL or SMTP_PORT, without repeating a password', () => {
    expect(() => parseMailSettings({ SMTP_URL: 'http://u:secret@m' }, '/d', 'x')).toThrow(/^SMTP_URL must start/);
    expect(() => parseMailSettings({ SMTP_URL: 'http://u:secret@m' }, '/d', 'x')).not.toThrow(/secret/);
    expect(() => parseMailSettings({ SMTP_HOST: 'm', SMTP_PORT: 'abc' }, '/d', 'x')).toThrow(/SMTP_PORT/);
  });
});

describe('the outbox', () => {
  it('holds each message as an .eml file only its owner can read', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cc-outbox-'));
    const mailer = createMailer(parseMailSettings({}, dir, 'Conf <hello@conf.example>'));
    expect(mailer.destination).toBe(path.join(dir, 'outbox'));
    await mailer.send({ to: 'someone@example.org', subject: 'Hello there', text: 'A line of text.' });
    const files = readdirSync(path.join(dir, 'outbox'));
    expect(files).toHaveLength(1);
    const file = path.join(dir, 'outbox', files[0] as string);
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('To: someone@example.org');
    expect(text).toContain('Subject: Hello there');
    expect(text).toContain('A line of text.');
    expect(statSync(file).mode & 0o077).toBe(0);
  });
});
