/** The Create/Edit Announcement form's values and checks (admin.md §5): pure. */
import type {
  AdminAnnouncement,
  AdminAnnouncementCreateBody,
  AnnouncementCategory,
  AnnouncementPriority,
} from '@cc/api/contract';
import { messages } from './messages';

export const SUMMARY_LENGTH = 150;

export const PRIORITY_OPTIONS: { value: AnnouncementPriority; label: string }[] = [
  { value: 'normal', label: 'Normal' },
  { value: 'important', label: 'Important' },
  { value: 'urgent', label: 'Urgent' },
];

/** The admin spec's categories; an announcement stored with another one keeps it as an extra option. */
export const CATEGORY_OPTIONS: { value: AnnouncementCategory; label: string }[] = [
  { value: 'general', label: 'General' },
  { value: 'catering', label: 'Catering' },
  { value: 'venue', label: 'Venue' },
  { value: 'technical', label: 'Technical' },
  { value: 'session_update', label: 'Session update' },
];

export const CATEGORY_LABELS: Record<AnnouncementCategory, string> = {
  general: 'General',
  schedule: 'Schedule',
  venue: 'Venue',
  technical: 'Technical',
  catering: 'Catering',
  transport: 'Transport',
  session_update: 'Session update',
};

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
    summary: announcement.summary,
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

/** The first 150 characters of the content: the summary used when none is written. */
export function defaultSummary(content: string): string {
  return Array.from(content.trim()).slice(0, SUMMARY_LENGTH).join('');
}

/** The body to send: trimmed; a blank summary becomes the first 150 characters of the content. */
export function announcementBody(draft: AnnouncementDraft): AdminAnnouncementCreateBody {
  const content = draft.content.trim();
  return {
    title: draft.title.trim(),
    content,
    summary: draft.summary.trim() || defaultSummary(content),
    priority: draft.priority,
    category: draft.category,
    actionUrl: draft.actionUrl.trim() || null,
    actionText: draft.actionText.trim() || null,
  };
}
