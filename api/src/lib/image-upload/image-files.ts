/**
 * Uploaded image files on disk, one folder per kind under DATA_DIR/uploads/, each under a random name chosen by
 * the server (never the uploader's file name).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageType } from './image-type';

/** The names the server gives: 32 hex digits and the extension of the type found in the bytes. */
export const STORED_IMAGE_NAME = /^[a-f0-9]{32}\.(jpg|png|gif|webp)$/;

export interface ImageFileStore {
  directory(dataDir: string): string;
  /** Writes the bytes under a new random name and returns the name. */
  save(dataDir: string, bytes: Buffer, extension: ImageType['extension']): Promise<string>;
  /** The file's bytes, or null when it is gone. */
  read(dataDir: string, fileName: string): Promise<Buffer | null>;
  /** Removes the file; one already gone is fine. */
  remove(dataDir: string, fileName: string): Promise<void>;
}

export function imageFileStore(folder: string): ImageFileStore {
  const directory = (dataDir: string) => path.join(dataDir, 'uploads', folder);
  const filePath = (dataDir: string, fileName: string) => {
    // Names come from our own tables, but check anyway: a bad row must never reach outside the folder.
    if (!STORED_IMAGE_NAME.test(fileName)) throw new Error(`unexpected ${folder} file name: ${fileName}`);
    return path.join(directory(dataDir), fileName);
  };
  return {
    directory,
    async save(dataDir, bytes, extension) {
      await mkdir(directory(dataDir), { recursive: true });
      const fileName = `${randomBytes(16).toString('hex')}.${extension}`;
      await writeFile(filePath(dataDir, fileName), bytes, { flag: 'wx', mode: 0o640 });
      return fileName;
    },
    async read(dataDir, fileName) {
      try {
        return await readFile(filePath(dataDir, fileName));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(dataDir, fileName) {
      try {
        await unlink(filePath(dataDir, fileName));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    },
  };
}

/** Headers for serving a stored image: its checked type, never sniffed, never run, cached for good (names never repeat). */
export function storedImageHeaders(contentType: string): Record<string, string> {
  return {
    'content-type': contentType,
    'x-content-type-options': 'nosniff',
    'cache-control': 'public, max-age=31536000, immutable',
    'content-security-policy': "default-src 'none'; sandbox",
    'content-disposition': 'inline',
  };
}
