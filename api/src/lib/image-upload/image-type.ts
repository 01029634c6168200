/**
 * What an uploaded image really is, judged by its first bytes (magic numbers), never by its name or the
 * type the browser claims (BEYOND D14). Only JPEG, PNG, GIF and WebP are accepted; SVG (which can carry
 * script) never is. Shared by every image upload (sponsor adverts, sponsor logos).
 */
import type { ImageContentType } from '../../contract/index';

export interface ImageType {
  contentType: ImageContentType;
  extension: 'jpg' | 'png' | 'gif' | 'webp';
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(text: string): number[] {
  return Array.from(text, (char) => char.charCodeAt(0));
}

export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, PNG_SIGNATURE)) return { contentType: 'image/png', extension: 'png' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) {
    return { contentType: 'image/gif', extension: 'gif' };
  }
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) {
    return { contentType: 'image/webp', extension: 'webp' };
  }
  return null;
}

export const ACCEPTED_CONTENT_TYPES: readonly ImageContentType[] = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
];
