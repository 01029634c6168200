/** The Create/Edit Announcement form's values and checks (admin.md §5): pure. */
import {
  type AdminAnnouncement,
  type AdminAnnouncementCreateBody,
  ANNOUNCEMENT_CATEGORIES,
  ANNOUNCEMENT_CATEGORY_LABELS,
  type AnnouncementCategory,
  type AnnouncementPriority,
} from '@cc/api/contract';
import { messages } from './messages';

export const SUMMARY_LENGTH = 150;

export const PRIORITY_OPTIONS: { value: AnnouncementPriority; label: string }[] = [
  { value: 'normal', label: 'Normal' },
  { value: 'important', label: 'Important' },
  { value: 'urgent', label: 'Urgent' },
];

/** Every category of the one list (contract/live.ts, issue 27): the ones News filters by, Schedule and Transport too. */
export const CATEGORY_OPTIONS: { value: AnnouncementCategory; label: string }[] = ANNOUNCEMENT_CATEGORIES.map(
  (value) => ({ value, label: ANNOUNCEMENT_CATEGORY_LABELS[value] }),
);

export const CATEGORY_LABELS = ANNOUNCEMENT_CATEGORY_LABELS;

export interface AnnouncementDraft {
  title: string;
  content: string;
  summary: string;
  priority: AnnouncementPriority;
  category: AnnouncementCategory;
  actionUrl: string;
  actionText: string;
}

export type AnnouncementErrors = Partial<Record<'title' | 'content', string>>;

export const EMPTY_DRAFT: AnnouncementDraft = {
  title: '',
  content: '',
  summary: '',
  priority: 'normal',
  category: 'general',
  actionUrl: '',
  actionText: '',
};

export function draftOf(announcement: AdminAnnouncement): AnnouncementDraft {
  return {
    title: announcement.title,
    content: announcement.content,
    // Only a summary someone wrote: a generated one is left empty, so it follows a corrected content.
    summary: announcement.writtenSummary ?? '',
    priority: announcement.priority,
    category: announcement.category,
    actionUrl: announcement.actionUrl ?? '',
    actionText: announcement.actionText ?? '',
  };
}

/** 'Title is required' and 'Content is required' after trimming, in the order of the form. */
export function validateAnnouncement(draft: AnnouncementDraft): AnnouncementErrors {
  const errors: AnnouncementErrors = {};
  if (!draft.title.trim()) errors.title = messages.titleRequired;
  if (!draft.content.trim()) errors.content = messages.contentRequired;
  return errors;
}

/**
 * Whether the admin changed the content of an announcement whose summary was written by hand: that summary is
 * kept as it is, so the form asks them to check it still fits.
 */
export function summaryMayBeStale(editing: AdminAnnouncement | null, draft: AnnouncementDraft): boolean {
  return editing !== null && draft.summary.trim() !== '' && draft.content.trim() !== editing.content.trim();
}

/** The body to send: trimmed; a blank summary is sent as null, and the server makes it from the content. */
export function announcementBody(draft: AnnouncementDraft): AdminAnnouncementCreateBody {
  return {
    title: draft.title.trim(),
    content: draft.content.trim(),
    summary: draft.summary.trim() || null,
    priority: draft.priority,
    category: draft.category,
    actionUrl: draft.actionUrl.trim() || null,
    actionText: draft.actionText.trim() || null,
  };
}
