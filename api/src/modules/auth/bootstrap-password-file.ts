/**
 * A generated bootstrap admin password goes to a file only its owner can read, never to the console or the log:
 * logs are shipped, kept and read by people who should not hold the admin's password (issue 19).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const BOOTSTRAP_PASSWORD_FILE = 'bootstrap-admin-password.txt';

export async function writeBootstrapPassword(dataDir: string, email: string, password: string): Promise<string> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, BOOTSTRAP_PASSWORD_FILE);
  const text = [
    `Bootstrap admin account: ${email}`,
    `Password: ${password}`,
    '',
    'Sign in at /admin, then delete this file. Change the password under Account once signed in,',
    'or use "Forgot your password?" on the sign-in page if email is set up.',
    '',
  ].join('\n');
  await writeFile(file, text, { mode: 0o600 });
  return file;
}
