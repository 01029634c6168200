import { ANNOUNCEMENT_CATEGORY_LABELS, type Announcement, type AnnouncementCategory } from '@cc/api/contract';

/** The categories that have a filter button (attendee.md §2), named as the one list of categories names them. */
const FILTERED_CATEGORIES = ['schedule', 'venue', 'general'] as const satisfies readonly AnnouncementCategory[];

/** attendee.md §2 News: filter buttons, matching an announcement's priority or category. */
export const NEWS_FILTERS = [
  { id: 'all', label: 'All' },
  { id: 'urgent', label: 'Urgent' },
  ...FILTERED_CATEGORIES.map((id) => ({ id, label: ANNOUNCEMENT_CATEGORY_LABELS[id] })),
] as const;

export type NewsFilter = (typeof NEWS_FILTERS)[number]['id'];

export function matchesFilter(announcement: Announcement, filter: NewsFilter): boolean {
  return filter === 'all' || announcement.priority === filter || announcement.category === filter;
}

export function filterAnnouncements(announcements: readonly Announcement[], filter: NewsFilter): Announcement[] {
  return announcements.filter((announcement) => matchesFilter(announcement, filter));
}

export interface NewsStats {
  total: number;
  unread: number;
  urgent: number;
}

export function newsStats(announcements: readonly Announcement[], readIds: ReadonlySet<number>): NewsStats {
  return {
    total: announcements.length,
    unread: announcements.filter((a) => !readIds.has(a.id)).length,
    urgent: announcements.filter((a) => a.priority === 'urgent').length,
  };
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** 'Showing N announcement(s) (M unread)'. */
export function statusLine(shown: number, unread: number): string {
  return `Showing ${shown} ${plural(shown, 'announcement', 'announcements')} (${unread} unread)`;
}

/** §5: a Read More control exists only if the content is over 150 characters or the summary differs from it. */
export function hasMoreToRead(announcement: Announcement): boolean {
  return announcement.content.length > 150 || announcement.summary.trim() !== announcement.content.trim();
}

/** Paragraphs of the full text, split at blank lines (single line breaks stay inside a paragraph). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

export const PRIORITY_LABELS: Record<Announcement['priority'], string> = {
  urgent: 'Urgent',
  important: 'Important',
  normal: 'Normal',
};

export const CATEGORY_LABELS = ANNOUNCEMENT_CATEGORY_LABELS;

/** Decorative icons; the priority and category tags carry the meaning in text. */
export const PRIORITY_ICONS: Record<Announcement['priority'], string> = {
  urgent: '🚨',
  important: '⚠️',
  normal: 'ℹ️',
};

export const CATEGORY_ICONS: Record<Announcement['category'], string> = {
  general: '📢',
  schedule: '📅',
  venue: '📍',
  technical: '💻',
  catering: '🍽️',
  transport: '🚌',
};
