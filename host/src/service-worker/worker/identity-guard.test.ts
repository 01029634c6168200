import { describe, expect, it } from 'vitest';
import { expiredForIdentity, parseIdentity } from './identity-guard';

const answer = (header?: string) => ({ headers: new Headers(header ? { 'cc-identity': header } : {}) });

describe('the identity tag of a kept answer (issue 30)', () => {
  it('reads a session tag with its expiry, and "none" without one; a public answer has none', () => {
    expect(parseIdentity('Ab3_x-Yz09abcdEF; expires=1795000000000')).toEqual({
      tag: 'Ab3_x-Yz09abcdEF',
      expiresAt: 1795000000000,
    });
    expect(parseIdentity('none')).toEqual({ tag: 'none', expiresAt: null });
    expect(parseIdentity(null)).toBeNull();
    expect(parseIdentity(' ; expires=1')).toBeNull();
  });

  it('never serves an answer made for a session that has ended, even offline', () => {
    const now = 1_795_000_000_000;
    expect(expiredForIdentity(answer(`tag; expires=${now - 1}`), now)).toBe(true);
    expect(expiredForIdentity(answer(`tag; expires=${now}`), now)).toBe(true);
    expect(expiredForIdentity(answer(`tag; expires=${now + 60_000}`), now)).toBe(false);
    // A visitor's own answers and public ones do not end with a session.
    expect(expiredForIdentity(answer('none'), now)).toBe(false);
    expect(expiredForIdentity(answer(), now)).toBe(false);
  });
});
