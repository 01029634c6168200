/**
 * The server's VAPID key pair (RFC 8292), which signs every push so that push services accept it only from this
 * app. Taken from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, else generated at first start and kept in
 * `DATA_DIR/vapid-keys.json` (readable by its owner only). Browsers subscribe with the public key: a new pair
 * would make every existing subscription useless, so it is kept, and several instances must share one (set the
 * variables, as for COOKIE_SECRET).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webPush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A contact for the push services: `mailto:` or an https URL (VAPID_SUBJECT, else the conference's email). */
  subject: string;
}

const FILE_NAME = 'vapid-keys.json';
const blank = (value: string | undefined) => (value?.trim() ? value.trim() : null);

function parseStored(text: string): Omit<VapidKeys, 'subject'> | null {
  try {
    const value = JSON.parse(text) as Partial<VapidKeys>;
    if (typeof value.publicKey === 'string' && typeof value.privateKey === 'string') {
      return { publicKey: value.publicKey, privateKey: value.privateKey };
    }
  } catch {
    // A damaged file is reported below rather than silently replaced: that would end every subscription.
  }
  return null;
}

export async function resolveVapidKeys(
  env: NodeJS.ProcessEnv,
  dataDir: string,
  contactEmail: string,
): Promise<VapidKeys> {
  const subject = blank(env.VAPID_SUBJECT) ?? `mailto:${contactEmail}`;
  const publicKey = blank(env.VAPID_PUBLIC_KEY);
  const privateKey = blank(env.VAPID_PRIVATE_KEY);
  if (publicKey || privateKey) {
    if (!publicKey || !privateKey) throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
    checkVapid({ publicKey, privateKey, subject });
    return { publicKey, privateKey, subject };
  }
  const file = path.join(dataDir, FILE_NAME);
  const read = async () => {
    const stored = parseStored(await readFile(file, 'utf8'));
    if (!stored)
      throw new Error(`${file} is not a VAPID key pair; restore it from a backup, or delete it to start over`);
    return { ...stored, subject };
  };
  try {
    return await read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const generated = webPush.generateVAPIDKeys();
  await mkdir(dataDir, { recursive: true });
  try {
    // 'wx' fails when another process wrote it first; then theirs is the pair to use.
    await writeFile(file, `${JSON.stringify(generated)}\n`, { encoding: 'utf8', mode: 0o600, flag: 'wx' });
    return { ...generated, subject };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return read();
  }
}

/** Throws with web-push's own message when a key or the subject is malformed (checked at start, not at a send). */
export function checkVapid(keys: VapidKeys): void {
  webPush.getVapidHeaders('https://push.example', keys.subject, keys.publicKey, keys.privateKey, 'aes128gcm');
}
