/**
 * A real SMTP server in the test process (the `smtp-server` package): the app sends to it over TCP as it would to
 * any mail server, and the tests read what arrived, parsed by `mailparser`.
 */
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { MailSettings } from '../../src/modules/mail/mail-settings';

export interface ReceivedMail {
  to: string;
  from: string;
  subject: string;
  text: string;
}

export interface SmtpInbox {
  messages: ReceivedMail[];
  /** Mail settings for testConfig({ mail }) that send here. */
  settings: MailSettings;
  /** The messages to one address, waiting up to `timeoutMs` for at least `count` of them. */
  waitFor(to: string, count?: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

function address(parsed: ParsedMail['to'] | ParsedMail['from']): string {
  const first = Array.isArray(parsed) ? parsed[0] : parsed;
  return first?.value[0]?.address ?? '';
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push({
            to: address(parsed.to),
            from: address(parsed.from),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    messages,
    settings: {
      smtp: { url: `smtp://127.0.0.1:${port}`, host: null, port, secure: false, user: null, pass: null },
      from: 'Talking Together 2027 <hello@talkingtogether.example>',
      outboxDir: '/nonexistent-outbox',
    },
    async waitFor(to, count = 1, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.filter((message) => message.to === to);
        if (found.length >= count || Date.now() > deadline) return found;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token of the first link to `/account/<page>#token=` in a message. */
export function tokenIn(mail: ReceivedMail, page: string): string {
  const match = new RegExp(`/account/${page}#token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${page} link in: ${mail.text}`);
  return match[1];
}
