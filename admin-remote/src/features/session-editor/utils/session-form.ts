/**
 * The session editor's form state, its checks and the request body it makes. Pure: the same rules for a new
 * session and an edit, so there is one editor with one set of powers.
 */
import type { AdminSession, AdminSessionFields } from '@cc/api/contract';

/** The room select: a venue id, '' for none (TBA), or KEEP_PLACE for a free-text place that is not a venue. */
export const KEEP_PLACE = 'keep';

export interface SessionDraft {
  title: string;
  sessionNumber: string;
  track: string;
  /** Chosen from the speakers list, in presenter order. */
  speakerIds: number[];
  sessionDate: string;
  startTime: string;
  endTime: string;
  room: string;
  sessionFormat: string;
  topicCategory: string;
  sessionLevel: string;
  ageGroup: string;
  description: string;
  abstractContent: string;
}

export type DraftErrors = Partial<Record<keyof SessionDraft, string>>;

/** The fields edited as text (all but the speakers). */
export type TextDraftField = Exclude<keyof SessionDraft, 'speakerIds'>;

/** The text fields sent as they are (trimmed on the server); room, date and times are handled apart. */
const TEXT_FIELDS = [
  'title',
  'sessionNumber',
  'track',
  'sessionFormat',
  'topicCategory',
  'sessionLevel',
  'ageGroup',
  'description',
  'abstractContent',
  'sessionDate',
  'startTime',
  'endTime',
] as const;

export function roomOf(session: AdminSession | null): string {
  if (!session) return '';
  if (session.venueId !== null) return String(session.venueId);
  return session.location || session.building || session.room ? KEEP_PLACE : '';
}

export function draftOf(session: AdminSession | null): SessionDraft {
  return {
    title: session?.title ?? '',
    sessionNumber: session?.sessionNumber ?? '',
    track: session?.track ?? '',
    speakerIds: session?.speakers?.map((speaker) => speaker.id) ?? [],
    sessionDate: session?.sessionDate ?? '',
    startTime: session?.startTime ?? '',
    endTime: session?.endTime ?? '',
    room: roomOf(session),
    sessionFormat: session?.sessionFormat ?? '',
    topicCategory: session?.topicCategory ?? '',
    sessionLevel: session?.sessionLevel ?? '',
    ageGroup: session?.ageGroup ?? '',
    description: session?.description ?? '',
    abstractContent: session?.abstractContent ?? '',
  };
}

/** The mistakes a person can fix before sending, in the order of the fields (the server checks them again). */
export function draftErrors(draft: SessionDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (!draft.title.trim()) errors.title = 'Enter a title';
  if (draft.endTime && !draft.startTime) errors.startTime = 'Enter a start time as well as the end time';
  if (draft.startTime && draft.endTime && draft.endTime <= draft.startTime) {
    errors.endTime = `End time must be after the start time (${draft.startTime})`;
  }
  return errors;
}

/**
 * The request body: for a new session every filled field; for an edit only what changed from `base`, so an
 * edit never rewrites a field another admin changed meanwhile (the version still guards the whole session).
 */
export function sessionBody(draft: SessionDraft, base: AdminSession | null): AdminSessionFields {
  const original = draftOf(base);
  const body: AdminSessionFields = {};
  for (const field of TEXT_FIELDS) {
    const value = draft[field];
    if (base ? value.trim() !== original[field].trim() : value.trim() !== '') body[field] = value;
  }
  const speakersChanged = draft.speakerIds.join(',') !== original.speakerIds.join(',');
  if (base ? speakersChanged : draft.speakerIds.length > 0) body.speakerIds = [...draft.speakerIds];
  if (draft.room !== original.room && draft.room !== KEEP_PLACE) {
    body.venueId = draft.room === '' ? null : Number(draft.room);
  }
  return body;
}
