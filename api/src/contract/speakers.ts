/**
 * Speakers as records (issues 18 and 21, contract 1.4.0): a public page per speaker and the admin editor.
 * A session's `presenters` are the names of its linked speakers in order; `speakers` (optional, 1.4.0) links them.
 */
import type { Session } from './sessions.js';

/** GET /api/speakers — one entry per speaker with at least one session, by name. */
export interface SpeakerSummary {
  id: number;
  slug: string;
  name: string;
  affiliation: string | null;
  sessionCount: number;
}

export interface SpeakerList {
  speakers: SpeakerSummary[];
}

/** GET /api/speakers/:slug — the speaker's page: bio and sessions in programme order. 404 for an unknown slug. */
export interface SpeakerDetail {
  id: number;
  slug: string;
  name: string;
  bio: string;
  affiliation: string | null;
  sessions: Session[];
}

/** GET /api/admin/speakers — every speaker, also those without sessions, with the edit version. */
export interface AdminSpeaker {
  id: number;
  slug: string;
  name: string;
  bio: string;
  affiliation: string | null;
  sessionCount: number;
  version: number;
  updatedAt: string;
}

export interface AdminSpeakerList {
  speakers: AdminSpeaker[];
}

/** POST /api/admin/speakers body. 409 DUPLICATE_SPEAKER when a speaker has this name (any case). */
export interface AdminSpeakerCreate {
  name: string;
  bio?: string;
  /** '' or left out: none. */
  affiliation?: string;
}

/** PATCH /api/admin/speakers/:id body; a rename changes the presenter names of the speaker's sessions. */
export interface AdminSpeakerUpdate {
  version: number;
  name?: string;
  bio?: string;
  affiliation?: string;
}

/** DELETE /api/admin/speakers/:id answer: how many sessions lost the speaker. */
export interface AdminSpeakerDeleteResult {
  sessionsUpdated: number;
}

/**
 * POST /api/admin/speakers/:id/merge body (issue 27): the speaker `:id` is kept and `speakerId` merged into them.
 * Their sessions move to the kept speaker (in the same place among the presenters), the kept speaker's empty bio
 * or affiliation is filled from the other's, the other is deleted and their address /speakers/{slug} leads to the
 * kept speaker from then on. 409 STALE_VERSION when either was changed since the versions given.
 */
export interface AdminSpeakerMerge {
  speakerId: number;
  /** The kept speaker's version the admin saw. */
  version: number;
  /** The merged speaker's version the admin saw. */
  speakerVersion: number;
}

/** The merge's answer: the kept speaker as now, and how many sessions moved to them. */
export interface AdminSpeakerMergeResult {
  speaker: AdminSpeaker;
  sessionsUpdated: number;
}
