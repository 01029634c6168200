import { describe, expect, it } from 'vitest';
import { isBarePage } from './bare-pages';

describe('isBarePage', () => {
  it('draws the room screen bare, and every other page with the site around it', () => {
    expect(isBarePage('/room/12')).toBe(true);
    expect(isBarePage('/room/12/')).toBe(true);
    expect(isBarePage('/room')).toBe(false);
    expect(isBarePage('/qa/12')).toBe(false);
    expect(isBarePage('/session/12/room')).toBe(false);
  });
});
