/**
 * The secret that signs the visitor cookie. Taken from COOKIE_SECRET, else generated once and kept in
 * the data folder, so visitors keep their identity across restarts.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const FILE_NAME = 'cookie-secret';

export async function resolveCookieSecret(config: { cookieSecret: string | null; dataDir: string }): Promise<string> {
  if (config.cookieSecret) return config.cookieSecret;
  const file = path.join(config.dataDir, FILE_NAME);
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32).toString('base64url');
  await mkdir(config.dataDir, { recursive: true });
  // 'wx' fails if another process wrote it first; then theirs is the one to use.
  try {
    await writeFile(file, `${secret}\n`, { encoding: 'utf8', mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readFile(file, 'utf8')).trim();
  }
}
