/**
 * What the app emailed, as received by the real SMTP server that scripts/e2e-server.mjs runs beside it: one JSON
 * file per message in a folder named after the app's port.
 */
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

const mailDir = path.join(os.tmpdir(), `cc-e2e-mail-${process.env.E2E_PORT ?? 3100}`);

export function mailTo(address: string): Mail[] {
  let files: string[] = [];
  try {
    files = readdirSync(mailDir).sort();
  } catch {
    return [];
  }
  return files
    .map((file) => JSON.parse(readFileSync(path.join(mailDir, file), 'utf8')) as Mail)
    .filter((mail) => mail.to === address);
}

/** Waits for the `count`-th message to the address and returns the path of its link to /account/<page>. */
export async function linkInMail(address: string, page: string, count = 1): Promise<string> {
  await expect.poll(() => mailTo(address).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
  const mail = mailTo(address)[count - 1] as Mail;
  const match = new RegExp(`https?://[^/\\s]+(/account/${page}#token=[A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${page} link in: ${mail.text}`);
  return match[1];
}
