// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { actionLabel, entityLabel, fieldLabel } from './audit-labels';
import { formatAuditTime, readableValue } from './audit-time';
import { diffFields } from './field-diff';

describe('audit log words', () => {
  it('labels fields as people know them, and splits any other name into words', () => {
    expect(fieldLabel('sessionDate')).toBe('Date');
    expect(fieldLabel('ageGroup')).toBe('Audience');
    expect(fieldLabel('cancellationNotes')).toBe('Cancellation reason');
    expect(fieldLabel('isActive')).toBe('Account active');
    expect(fieldLabel('someNewColumn')).toBe('Some new column');
    // Not a label: inherited object keys.
    expect(fieldLabel('constructor')).toBe('Constructor');
  });

  it('says what happened in words', () => {
    expect(actionLabel('announcement.update')).toBe('Announcement changed');
    expect(actionLabel('session.cancel')).toBe('Session cancelled');
    expect(actionLabel('sign_in_lock.clear')).toBe('Sign-in lock cleared');
    expect(actionLabel('presenter_url.delete')).toBe('Presenter link deleted');
    expect(actionLabel('session.import.add')).toBe('Session added by an import');
    expect(actionLabel('widget.frobnicate')).toBe('Widget frobnicate');
    expect(entityLabel('sponsor_advert')).toBe('Sponsor advert');
    expect(actionLabel('sponsor.logo_replace')).toBe('Sponsor logo replaced');
    expect(actionLabel('sponsor.reorder')).toBe('Sponsors reordered');
    expect(actionLabel('sponsor.create')).toBe('Sponsor created');
  });

  it("writes times out in the conference's zone, with the zone's name", () => {
    expect(formatAuditTime('2027-09-13T08:30:05.000Z', 'Europe/London')).toBe(
      'Monday, 13 September 2027 at 09:30:05 British Summer Time',
    );
    expect(formatAuditTime('2026-11-22T10:00:00.000Z', 'Europe/London')).toBe(
      'Sunday, 22 November 2026 at 10:00:00 Greenwich Mean Time',
    );
  });

  it('shows values as words: yes and no, times in the zone, other values as they are', () => {
    const rows = diffFields(
      { sessionDate: '2027-09-13', isActive: false, updatedAt: '2027-09-13T08:30:05.000Z', presenters: ['A'] },
      { sessionDate: '2027-09-14', isActive: true, updatedAt: '2027-09-13T09:00:00.000Z', presenters: ['A'] },
      { label: fieldLabel, show: (value) => readableValue(value, 'Europe/London') },
    );
    expect(rows).toEqual([
      { field: 'Date', before: '2027-09-13', after: '2027-09-14', change: 'changed' },
      { field: 'Account active', before: 'No', after: 'Yes', change: 'changed' },
      {
        field: 'Last changed',
        before: 'Monday, 13 September 2027 at 09:30:05 British Summer Time',
        after: 'Monday, 13 September 2027 at 10:00:00 British Summer Time',
        change: 'changed',
      },
      { field: 'Presenters', before: '["A"]', after: '["A"]', change: 'unchanged' },
    ]);
  });
});
