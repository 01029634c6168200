/**
 * Where outgoing mail goes, read from the environment by config.ts: an SMTP server (SMTP_URL, or SMTP_HOST with
 * SMTP_PORT, SMTP_USER, SMTP_PASS and SMTP_SECURE), or, with none set, files in an outbox folder under DATA_DIR.
 */
export interface SmtpSettings {
  /** An smtp:// or smtps:// URL, credentials included when the server needs them. */
  url: string | null;
  host: string | null;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS is used when the server offers it. */
  secure: boolean;
  user: string | null;
  pass: string | null;
}

export interface MailSettings {
  /** Null: no SMTP server configured; every message is written to `outboxDir`. */
  smtp: SmtpSettings | null;
  /** The From address, e.g. `Talking Together 2027 <hello@conf.example>`. */
  from: string;
  outboxDir: string;
}

type Env = Record<string, string | undefined>;

const blank = (value: string | undefined) => (value?.trim() ? value.trim() : null);

export function parseMailSettings(env: Env, dataDir: string, fallbackFrom: string): MailSettings {
  const url = blank(env.SMTP_URL);
  const host = blank(env.SMTP_HOST);
  if (url && !/^smtps?:\/\//i.test(url)) {
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, got "${url.replace(/\/\/[^@/]*@/, '//…@')}"`);
  }
  const secure = ['true', 'yes', '1', 'on'].includes((blank(env.SMTP_SECURE) ?? '').toLowerCase());
  const portText = blank(env.SMTP_PORT);
  const port = portText === null ? (secure ? 465 : 587) : Number(portText);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`SMTP_PORT must be a whole number from 1 to 65535, got "${portText}"`);
  }
  const smtp = url || host ? { url, host, port, secure, user: blank(env.SMTP_USER), pass: blank(env.SMTP_PASS) } : null;
  return { smtp, from: blank(env.MAIL_FROM) ?? fallbackFrom, outboxDir: `${dataDir}/outbox` };
}
