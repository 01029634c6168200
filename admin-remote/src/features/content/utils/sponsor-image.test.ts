// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { altTextProblem, formatBytes, imageProblem } from './sponsor-image';

describe('sponsor image checks', () => {
  it('accepts JPG, PNG, GIF and WebP up to 2 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp']) {
      expect(imageProblem({ type, size: 2 * 1024 * 1024 })).toBeNull();
    }
  });

  it('refuses SVG, other files, empty files and images over 2 MB', () => {
    expect(imageProblem(null)).toBe('Choose an image file to upload.');
    expect(imageProblem({ type: 'image/svg+xml', size: 10 })).toBe(
      'Choose a JPG, PNG, GIF or WebP image (SVG is not accepted).',
    );
    expect(imageProblem({ type: 'text/plain', size: 10 })).not.toBeNull();
    expect(imageProblem({ type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe(
      'The image is larger than 2 MB. Choose an image of at most 2 MB.',
    );
    expect(imageProblem({ type: 'image/png', size: 0 })).toBe('The file is empty. Choose an image to upload.');
  });

  it('requires a description of at most 300 characters', () => {
    expect(altTextProblem('  ')).toBe('Image description is required: say what the image shows.');
    expect(altTextProblem('x'.repeat(301))).toBe('Image description must be at most 300 characters');
    expect(altTextProblem('Acme: stand 4')).toBeNull();
  });

  it('formats sizes', () => {
    expect(formatBytes(1536 * 1024)).toBe('1.5 MB');
    expect(formatBytes(820 * 1024)).toBe('820 KB');
    expect(formatBytes(10)).toBe('1 KB');
  });
});
