// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageName } from './page-name';

describe('pageName', () => {
  it("names the root 'home'", () => {
    expect(pageName('/')).toBe('home');
    expect(pageName('')).toBe('home');
  });

  it('drops the leading slash and keeps the rest of the path', () => {
    expect(pageName('/programme')).toBe('programme');
    expect(pageName('/session/P12')).toBe('session/P12');
    expect(pageName('/qa/42')).toBe('qa/42');
  });

  it('ignores a trailing slash', () => {
    expect(pageName('/my-agenda/')).toBe('my-agenda');
  });
});
