// @vitest-environment node
import type { Announcement, LiveEvent } from '@cc/api/contract';
import { describe, expect, it } from 'vitest';
import { applyAnnouncementEvents, isCorrected, newlyCorrected, newlyCreated } from './announcement-cache';
import { filterAnnouncements, hasMoreToRead, newsStats, paragraphs, statusLine } from './news-filter';
import { newsRelativeTime } from './relative-time';

const make = (id: number, extra: Partial<Announcement> = {}): Announcement => ({
  id,
  title: `News ${id}`,
  summary: 'Short',
  content: 'Short',
  priority: 'normal',
  category: 'general',
  actionUrl: null,
  actionText: null,
  createdAt: '2027-09-13T09:00:00.000Z',
  updatedAt: '2027-09-13T09:00:00.000Z',
  ...extra,
});

describe('news filters and counts', () => {
  const list = [
    make(1, { priority: 'urgent', category: 'venue' }),
    make(2, { category: 'schedule' }),
    make(3),
    make(4, { category: 'transport', priority: 'important' }),
  ];
  it('matches priority or category', () => {
    expect(filterAnnouncements(list, 'all').map((a) => a.id)).toEqual([1, 2, 3, 4]);
    expect(filterAnnouncements(list, 'urgent').map((a) => a.id)).toEqual([1]);
    expect(filterAnnouncements(list, 'venue').map((a) => a.id)).toEqual([1]);
    expect(filterAnnouncements(list, 'schedule').map((a) => a.id)).toEqual([2]);
    expect(filterAnnouncements(list, 'general').map((a) => a.id)).toEqual([3]);
  });
  it('counts total, unread and urgent', () => {
    expect(newsStats(list, new Set([1, 3]))).toEqual({ total: 4, unread: 2, urgent: 1 });
  });
  it('writes the status line', () => {
    expect(statusLine(1, 0)).toBe('Showing 1 announcement (0 unread)');
    expect(statusLine(4, 2)).toBe('Showing 4 announcements (2 unread)');
  });
  it('offers Read More only for long content or a summary that differs', () => {
    expect(hasMoreToRead(make(1))).toBe(false);
    expect(hasMoreToRead(make(1, { content: 'x'.repeat(151), summary: 'x'.repeat(151) }))).toBe(true);
    expect(hasMoreToRead(make(1, { summary: 'Other' }))).toBe(true);
  });
  it('splits paragraphs at blank lines', () => {
    expect(paragraphs('One.\n\nTwo\nstill two.\n\n\nThree.')).toEqual(['One.', 'Two\nstill two.', 'Three.']);
  });
});

describe('newsRelativeTime (§9)', () => {
  const now = Date.parse('2027-09-14T12:00:00Z');
  it('counts minutes and hours, then gives a British date with weekday and time', () => {
    expect(newsRelativeTime('2027-09-14T11:59:30Z', now)).toBe('Just now');
    expect(newsRelativeTime('2027-09-14T11:59:00Z', now)).toBe('1 minute ago');
    expect(newsRelativeTime('2027-09-14T11:01:00Z', now)).toBe('59 minutes ago');
    expect(newsRelativeTime('2027-09-14T11:00:00Z', now)).toBe('1 hour ago');
    expect(newsRelativeTime('2027-09-13T12:00:01Z', now)).toBe('23 hours ago');
    expect(newsRelativeTime('2027-09-13T09:05:00Z', now, 'Europe/London')).toBe('Monday 13 September, 10:05');
  });
});

describe('applyAnnouncementEvents', () => {
  const created = (a: Announcement): LiveEvent => ({ topic: 'announcements', type: 'announcement.created', data: a });
  it('prepends, replaces and removes, idempotently', () => {
    const list = { announcements: [make(1), make(2)] };
    const events: LiveEvent[] = [
      created(make(3)),
      { topic: 'announcements', type: 'announcement.updated', data: make(1, { title: 'Changed' }) },
      { topic: 'announcements', type: 'announcement.deleted', data: { id: 2 } },
    ];
    const once = applyAnnouncementEvents(list, events)!;
    expect(once.announcements.map((a) => [a.id, a.title])).toEqual([
      [3, 'News 3'],
      [1, 'Changed'],
    ]);
    expect(applyAnnouncementEvents(once, events)).toEqual(once);
    expect(newlyCreated(list, events).map((a) => a.id)).toEqual([3]);
    expect(newlyCreated(once, events)).toEqual([]);
  });

  it('finds corrections: an update whose updatedAt moved on, once', () => {
    const list = { announcements: [make(1), make(2)] };
    const later = '2027-09-13T10:00:00.000Z';
    const events: LiveEvent[] = [
      { topic: 'announcements', type: 'announcement.updated', data: make(1, { content: 'Fixed', updatedAt: later }) },
      { topic: 'announcements', type: 'announcement.updated', data: make(2) },
    ];
    const corrected = newlyCorrected(list, events);
    expect(corrected.map((a) => a.id)).toEqual([1]);
    expect(isCorrected(corrected[0]!)).toBe(true);
    expect(isCorrected(make(2))).toBe(false);
    expect(newlyCorrected(applyAnnouncementEvents(list, events), events)).toEqual([]);
  });
});
