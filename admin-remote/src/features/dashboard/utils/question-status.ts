import type { QuestionStatus } from '@cc/api/contract';
import type { BadgeTone } from '@cc/design-system';

/** A question status as a badge: the word carries the meaning, the tone only supports it. */
export const questionStatusBadge: Record<QuestionStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'warning' },
  approved: { label: 'Approved', tone: 'success' },
  answered: { label: 'Answered', tone: 'info' },
  rejected: { label: 'Rejected', tone: 'danger' },
};

/** admin.md §9: question previews are cut at 80 characters. */
export const PREVIEW_LENGTH = 80;
