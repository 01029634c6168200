/**
 * Sends the app's email (password resets, admin invitations) through nodemailer: over SMTP when one is configured,
 * else into the outbox folder as .eml files, so a test install or a laptop still shows what would have been sent.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailSettings } from './mail-settings';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Where messages go, for the start-up log: `smtp host:port` or the outbox folder. */
  readonly destination: string;
  send(mail: OutgoingMail): Promise<void>;
}

function smtpTransport(settings: NonNullable<MailSettings['smtp']>) {
  if (settings.url) return nodemailer.createTransport(settings.url);
  return nodemailer.createTransport({
    host: settings.host ?? 'localhost',
    port: settings.port,
    secure: settings.secure,
    ...(settings.user ? { auth: { user: settings.user, pass: settings.pass ?? '' } } : {}),
  });
}

function smtpDestination(settings: NonNullable<MailSettings['smtp']>): string {
  if (settings.url) {
    const url = new URL(settings.url);
    return `smtp ${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`;
  }
  return `smtp ${settings.host}:${settings.port}`;
}

export function createMailer(settings: MailSettings): Mailer {
  if (settings.smtp) {
    const transport = smtpTransport(settings.smtp);
    return {
      destination: smtpDestination(settings.smtp),
      async send(mail) {
        await transport.sendMail({ from: settings.from, ...mail });
      },
    };
  }
  // The message as it would travel (RFC 822), written to a file a person or a test can open.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    destination: settings.outboxDir,
    async send(mail) {
      const info = await transport.sendMail({ from: settings.from, ...mail });
      await mkdir(settings.outboxDir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(path.join(settings.outboxDir, name), info.message as Buffer, { mode: 0o600 });
    },
  };
}
