import { describe, expect, it } from 'vitest';
import { detectImageType } from './image-type';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? Array.from(part, (c) => c.charCodeAt(0)) : part)));

describe('detectImageType', () => {
  it('recognises JPEG, PNG, GIF (87a and 89a) and WebP by their first bytes', () => {
    expect(detectImageType(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))?.contentType).toBe('image/jpeg');
    expect(detectImageType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toEqual({
      contentType: 'image/png',
      extension: 'png',
    });
    expect(detectImageType(bytes('GIF87a', [1, 0]))?.extension).toBe('gif');
    expect(detectImageType(bytes('GIF89a', [1, 0]))?.extension).toBe('gif');
    expect(detectImageType(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))?.contentType).toBe('image/webp');
  });

  it('refuses SVG, text, HTML, other RIFF files and files too short to tell', () => {
    expect(detectImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(detectImageType(bytes('<?xml version="1.0"?><svg/>'))).toBeNull();
    expect(detectImageType(bytes('hello, world'))).toBeNull();
    expect(detectImageType(bytes('<html><script>alert(1)</script>'))).toBeNull();
    expect(detectImageType(bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(detectImageType(bytes([0xff, 0xd8]))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });
});
