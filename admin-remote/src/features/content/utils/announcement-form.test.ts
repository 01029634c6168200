// @vitest-environment node
import type { AdminAnnouncement } from '@cc/api/contract';
import { describe, expect, it } from 'vitest';
import { announcementBody, draftOf, EMPTY_DRAFT, summaryMayBeStale, validateAnnouncement } from './announcement-form';

describe('announcement form', () => {
  it("requires a title and content after trimming, with the spec's messages", () => {
    expect(validateAnnouncement({ ...EMPTY_DRAFT, title: '  ', content: '\n' })).toEqual({
      title: 'Title is required',
      content: 'Content is required',
    });
    expect(validateAnnouncement({ ...EMPTY_DRAFT, title: 'T', content: 'C' })).toEqual({});
  });

  it('leaves a blank summary to the server (made from the content), priority normal, category general', () => {
    const content = `${'a'.repeat(149)}bc and more`;
    const body = announcementBody({ ...EMPTY_DRAFT, title: ' Lunch ', content, summary: '  ' });
    expect(body).toEqual({
      title: 'Lunch',
      content,
      summary: null,
      priority: 'normal',
      category: 'general',
      actionUrl: null,
      actionText: null,
    });
  });

  it('edits only a written summary, and warns when the content changes under one', () => {
    const announcement: AdminAnnouncement = {
      id: 1,
      title: 'Dinner',
      summary: 'Dinner at 19:00',
      content: 'Dinner at 19:00',
      writtenSummary: null,
      priority: 'normal',
      category: 'general',
      actionUrl: null,
      actionText: null,
      createdAt: '2027-09-13T10:00:00.000Z',
      updatedAt: '2027-09-13T10:00:00.000Z',
      createdBy: null,
      createdByName: null,
      version: 1,
    };
    const generated = draftOf(announcement);
    expect(generated.summary).toBe('');
    expect(summaryMayBeStale(announcement, { ...generated, content: 'Dinner at 19:30' })).toBe(false);
    const written = draftOf({ ...announcement, writtenSummary: 'Dinner tonight' });
    expect(written.summary).toBe('Dinner tonight');
    expect(summaryMayBeStale(announcement, written)).toBe(false);
    expect(summaryMayBeStale(announcement, { ...written, content: 'Dinner at 19:30' })).toBe(true);
  });

  it('keeps a written summary and the action link', () => {
    const body = announcementBody({
      ...EMPTY_DRAFT,
      title: 'T',
      content: 'C',
      summary: ' Mine ',
      priority: 'urgent',
      category: 'venue',
      actionUrl: ' https://example.org/map ',
      actionText: 'See the map',
    });
    expect(body).toMatchObject({
      summary: 'Mine',
      priority: 'urgent',
      category: 'venue',
      actionUrl: 'https://example.org/map',
      actionText: 'See the map',
    });
  });
});
