import { describe, expect, it } from 'vitest';
import { announcementBody, defaultSummary, EMPTY_DRAFT, validateAnnouncement } from './announcement-form';

describe('announcement form', () => {
  it("requires a title and content after trimming, with the spec's messages", () => {
    expect(validateAnnouncement({ ...EMPTY_DRAFT, title: '  ', content: '\n' })).toEqual({
      title: 'Title is required',
      content: 'Content is required',
    });
    expect(validateAnnouncement({ ...EMPTY_DRAFT, title: 'T', content: 'C' })).toEqual({});
  });

  it('defaults the summary to the first 150 characters of the content, priority normal, category general', () => {
    const content = `${'a'.repeat(149)}bc and more`;
    const body = announcementBody({ ...EMPTY_DRAFT, title: ' Lunch ', content });
    expect(body).toEqual({
      title: 'Lunch',
      content,
      summary: `${'a'.repeat(149)}b`,
      priority: 'normal',
      category: 'general',
      actionUrl: null,
      actionText: null,
    });
    expect(defaultSummary('short')).toBe('short');
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
