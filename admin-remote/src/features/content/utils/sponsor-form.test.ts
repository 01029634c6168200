// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EMPTY_SPONSOR, movedIds, validateSponsor, websiteProblem } from './sponsor-form';

const png = (size = 100) => new File([new Uint8Array(size)], 'logo.png', { type: 'image/png' });
const filled = {
  name: 'Acme Aids',
  url: 'https://acme.example',
  logoAlt: 'Acme Aids logo',
  logoStyle: 'image' as const,
};

describe('sponsor form checks', () => {
  it('needs a name, a website, a logo and its description to add a sponsor', () => {
    expect(validateSponsor(EMPTY_SPONSOR, null, true)).toEqual({
      name: 'Name is required',
      url: 'Website is required: the full address, starting with https://',
      logo: 'Choose a logo image to upload.',
      logoAlt: 'Logo description is required: say what the image shows.',
    });
    expect(validateSponsor(filled, png(), true)).toEqual({});
  });

  it('keeps the current logo when editing without a file, and checks a file that replaces it', () => {
    expect(validateSponsor(filled, null, false)).toEqual({});
    const svg = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    expect(validateSponsor(filled, svg, false).logo).toBe(
      'Choose a JPG, PNG, GIF or WebP image (SVG is not accepted).',
    );
    expect(validateSponsor(filled, png(2 * 1024 * 1024 + 1), false).logo).toBe(
      'The image is larger than 2 MB. Choose an image of at most 2 MB.',
    );
  });

  it('accepts only full http(s) websites', () => {
    expect(websiteProblem('https://acme.example/aac')).toBeNull();
    expect(websiteProblem('http://acme.example')).toBeNull();
    expect(websiteProblem('javascript:alert(1)')).toBe('Website must start with https:// or http://');
    expect(websiteProblem('acme.example')).toBe(
      'Website must be a full address starting with https:// (or http://), e.g. https://example.org',
    );
    expect(websiteProblem('https://user:secret@acme.example')).toBe('Website must not contain a user name or password');
  });

  it('moves a sponsor one place, and not past either end', () => {
    expect(movedIds([1, 2, 3], 2, 'up')).toEqual([2, 1, 3]);
    expect(movedIds([1, 2, 3], 2, 'down')).toEqual([1, 3, 2]);
    expect(movedIds([1, 2, 3], 1, 'up')).toBeNull();
    expect(movedIds([1, 2, 3], 3, 'down')).toBeNull();
  });
});
