/**
 * Sponsor advert image files on disk, under DATA_DIR/uploads/sponsor-adverts/, each under a random name
 * chosen by the server (never the uploader's file name).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

const SAFE_NAME = /^[a-f0-9]{32}\.(jpg|png|gif|webp)$/;

export function advertDirectory(dataDir: string): string {
  return path.join(dataDir, 'uploads', 'sponsor-adverts');
}

function filePath(dataDir: string, fileName: string): string {
  // Names come from our own table, but check anyway: a bad row must never reach outside the folder.
  if (!SAFE_NAME.test(fileName)) throw new Error(`unexpected sponsor advert file name: ${fileName}`);
  return path.join(advertDirectory(dataDir), fileName);
}

export async function saveAdvertFile(dataDir: string, bytes: Buffer, extension: string): Promise<string> {
  await mkdir(advertDirectory(dataDir), { recursive: true });
  const fileName = `${randomBytes(16).toString('hex')}.${extension}`;
  await writeFile(filePath(dataDir, fileName), bytes, { flag: 'wx', mode: 0o640 });
  return fileName;
}

/** The file's bytes, or null when it is gone. */
export async function readAdvertFile(dataDir: string, fileName: string): Promise<Buffer | null> {
  try {
    return await readFile(filePath(dataDir, fileName));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Removes the file; one already gone is fine. */
export async function removeAdvertFile(dataDir: string, fileName: string): Promise<void> {
  try {
    await unlink(filePath(dataDir, fileName));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
