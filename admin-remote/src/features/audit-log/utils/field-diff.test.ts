// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { changedRows, diffFields, fieldName, showValue } from './field-diff';

describe('diffFields', () => {
  it('shows an update field by field, marking what changed', () => {
    const rows = diffFields(
      { title: 'Lunch', priority: 'normal', pinned: false },
      { title: 'Lunch moved', priority: 'normal', pinned: true, summary: 'Atrium' },
    );
    expect(rows).toEqual([
      { field: 'Title', before: 'Lunch', after: 'Lunch moved', change: 'changed' },
      { field: 'Priority', before: 'normal', after: 'normal', change: 'unchanged' },
      { field: 'Pinned', before: 'false', after: 'true', change: 'changed' },
      { field: 'Summary', before: null, after: 'Atrium', change: 'added' },
    ]);
    expect(changedRows(rows).map((row) => row.field)).toEqual(['Title', 'Pinned', 'Summary']);
  });

  it('shows a created record as added fields and a deleted one as removed fields', () => {
    expect(diffFields(null, { email: 'a@b.test', isActive: true })).toEqual([
      { field: 'Email', before: null, after: 'a@b.test', change: 'added' },
      { field: 'Is active', before: null, after: 'true', change: 'added' },
    ]);
    expect(diffFields({ email: 'a@b.test' }, null)).toEqual([
      { field: 'Email', before: 'a@b.test', after: null, change: 'removed' },
    ]);
    expect(diffFields(null, null)).toEqual([]);
  });

  it('treats values that are not objects as one field', () => {
    expect(diffFields('draft', 'published')).toEqual([
      { field: 'Value', before: 'draft', after: 'published', change: 'changed' },
    ]);
    expect(diffFields([1], [1])[0]?.change).toBe('unchanged');
  });

  it('writes nested values as JSON and names fields in words', () => {
    expect(showValue({ a: 1 })).toBe('{"a":1}');
    expect(showValue(3)).toBe('3');
    expect(showValue(undefined)).toBeNull();
    expect(fieldName('sessionId')).toBe('Session id');
    expect(fieldName('cancellation_notes')).toBe('Cancellation notes');
  });
});
