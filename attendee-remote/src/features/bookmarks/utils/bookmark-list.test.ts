// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withBookmark } from './bookmark-list';

describe('withBookmark', () => {
  it('adds and removes one id without touching the others', () => {
    expect(withBookmark({ sessionIds: [1, 2] }, 3, true)).toEqual({ sessionIds: [1, 2, 3] });
    expect(withBookmark({ sessionIds: [1, 2, 3] }, 2, false)).toEqual({ sessionIds: [1, 3] });
  });

  it('never duplicates an id', () => {
    expect(withBookmark({ sessionIds: [1] }, 1, true)).toEqual({ sessionIds: [1] });
  });

  it('leaves an unknown list unknown', () => {
    expect(withBookmark(undefined, 1, true)).toBeUndefined();
  });
});
