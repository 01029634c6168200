// @vitest-environment node
import type { Session } from '@cc/api/contract';
import { describe, expect, it } from 'vitest';
import { presenterNames } from './presenter-names';

describe('presenterNames', () => {
  const session = (partial: Partial<Session>) =>
    ({ presenters: [], speaker: null, ...partial }) as Pick<Session, 'presenters' | 'speaker' | 'speakers'>;
  it('links the names that belong to a linked speaker, in presenter order', () => {
    expect(
      presenterNames(
        session({
          presenters: ['Ann One', 'Not Linked'],
          speakers: [{ id: 1, slug: 'ann-one', name: 'Ann One' }],
        }),
      ),
    ).toEqual([
      { name: 'Ann One', slug: 'ann-one' },
      { name: 'Not Linked', slug: null },
    ]);
  });
  it('reads an API without speaker links (before 1.4.0) as plain names', () => {
    expect(presenterNames(session({ presenters: [], speaker: 'A; B' }))).toEqual([
      { name: 'A', slug: null },
      { name: 'B', slug: null },
    ]);
  });
});
