/**
 * Admin content: the session table, session cancellation, sponsor advert images and the programme import
 * (admin.md §2 Content and Sessions tabs; BEYOND D10, D14, "Programme import"). Every route is admin-only
 * except the two public sponsor advert reads.
 */

import type { ClashOverride } from './programme-clashes.js';
import type { Session } from './sessions.js';
import type { Sponsor } from './sponsors.js';

/** A session as admins see it: every stored session (no de-duplication), with its edit version. */
export interface AdminSession extends Session {
  /** Bumped on every admin change; send it back with an edit so a concurrent change is detected (409). */
  version: number;
}

/** GET /api/admin/sessions — every session, by date, start time and id. */
export interface AdminSessionList {
  sessions: AdminSession[];
  total: number;
}

/**
 * The fields an admin sets on a session, for POST /api/admin/sessions (create) and PATCH (edit).
 * A field left out is unchanged (or empty on create); an empty string clears an optional field.
 * Unknown fields are refused with 400 (status changes have their own routes: cancel, reinstate).
 */
export interface AdminSessionFields {
  title?: string;
  sessionNumber?: string;
  track?: string;
  /** Presenters separated by ';'; a name no speaker has yet becomes a new speaker. */
  speaker?: string;
  /** The speakers (GET /api/admin/speakers) in order (1.4.0); not together with `speaker`. 400 for an unknown id. */
  speakerIds?: number[];
  description?: string;
  /** Also sets hasAbstract (true when not empty). */
  abstractContent?: string;
  sessionLevel?: string;
  topicCategory?: string;
  sessionFormat?: string;
  /** The audience (age group). */
  ageGroup?: string;
  /** 'YYYY-MM-DD'; '' clears it (date TBA). */
  sessionDate?: string;
  /** 'HH:MM' (24-hour); '' clears it. The end must be after the start. */
  startTime?: string;
  endTime?: string;
  /**
   * The room, one of GET /api/venues: sets location, building and room together. null: no room (TBA).
   * 400 when no venue has this id.
   */
  venueId?: number | null;
  /** A place that is not one of the venues (free text): clears venueId, building and room. */
  location?: string;
  /**
   * Save over the clashes the change makes (issue 27, 1.5.0); without it a clashing change is refused with 409
   * SESSION_CLASH naming each clash. The reason and the clashes are audited.
   */
  saveAnyway?: ClashOverride;
}

/**
 * PATCH /api/admin/sessions/:id — the fields to change and the version the editor started from.
 * A stale version answers 409 'This session was changed by someone else. Reload to see their changes.'
 */
export interface AdminSessionUpdate extends AdminSessionFields {
  version: number;
}

/** POST /api/admin/sessions — a new, active session; the title is required. Answers 201 with the session. */
export interface AdminSessionCreate extends AdminSessionFields {
  title: string;
}

/** POST /api/admin/sessions/bulk-delete body. */
export interface SessionBulkDeleteBody {
  ids: number[];
}

/** POST /api/admin/sessions/bulk-delete answer: all found sessions deleted in one transaction. */
export interface SessionBulkDeleteResult {
  deletedIds: number[];
  /** Ids that did not exist (already deleted by someone else). */
  notFoundIds: number[];
}

/**
 * POST /api/admin/sessions/:id/cancel body. 409 ALREADY_CANCELLED when the session is already cancelled, 409
 * STALE_VERSION when it changed since `version`; 400 without a version (3.0.0).
 */
export interface SessionCancelBody {
  /** Shown as 'Reason: …' in the announcement and kept as the session's cancellation notes. */
  reason?: string;
  /** The AdminSession.version the admin saw (required since 3.0.0): a stale one answers 409 like an edit. */
  version: number;
}

/** POST /api/admin/sessions/:id/cancel answer: the cancelled session and the announcement made for it. */
export interface SessionCancelResult {
  session: AdminSession;
  announcement: { id: number; title: string; summary: string; content: string };
}

/**
 * POST /api/admin/sessions/:id/reinstate body. 409 NOT_CANCELLED when the session is not cancelled, 409
 * STALE_VERSION when it changed since `version`; 400 without a version (3.0.0).
 */
export interface SessionReinstateBody {
  /** The AdminSession.version the admin saw (required since 3.0.0): a stale one answers 409 like an edit. */
  version: number;
  /** Reinstate even though the session now clashes (1.5.0); see AdminSessionFields.saveAnyway. */
  saveAnyway?: ClashOverride;
}

/** POST /api/admin/sessions/:id/reinstate answer: the session, active again, and the announcement made for it. */
export interface SessionReinstateResult {
  session: AdminSession;
  announcement: { id: number; title: string; summary: string; content: string };
}

/** GET /api/admin/sessions/:id/delete-impact: what deleting the session takes with it, for the confirmation. */
export interface SessionDeleteImpact {
  /** Attendees' bookmarks of the session (deleted with it). */
  bookmarks: number;
  /** Presenter links submitted for it (deleted with it). */
  presenterLinks: number;
  /** Questions asked about it (kept, no longer linked to a session). */
  questions: number;
}

/** Data of the live event 'session.updated' on topic 'sessions': which sessions changed and how. */
export interface SessionUpdatedEventData {
  sessionIds: number[];
  change: 'created' | 'updated' | 'cancelled' | 'reinstated' | 'deleted' | 'imported';
}

/** The image types an upload may be, judged by its bytes (never SVG). */
export type ImageContentType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';
export type SponsorAdvertContentType = ImageContentType;

/** A sponsor advert image. `imageUrl` is the public GET /api/sponsor-adverts/:id/image. */
export interface SponsorAdvert {
  id: number;
  imageUrl: string;
  /** What the image shows, for people who cannot see it (the img's alt). */
  altText: string;
  contentType: SponsorAdvertContentType;
  createdAt: string;
}

/**
 * GET /api/sponsor-adverts (public) and GET /api/admin/sponsor-adverts — newest first.
 * POST /api/admin/sponsor-adverts takes multipart/form-data with a text field `altText` (1–300 characters) and
 * one file field `image` (JPEG, PNG, GIF or WebP judged by its bytes, never SVG; at most 2 MB: 413) and
 * answers 201 SponsorAdvert.
 * DELETE /api/admin/sponsor-adverts/:id answers 204.
 */
export interface SponsorAdvertList {
  adverts: SponsorAdvert[];
}

/** A sponsor as the admin editor sees it: what attendees see, plus its version and last change. */
export interface AdminSponsor extends Sponsor {
  /** Send back with an edit or a new logo (optimistic locking: 409 when another admin saved in between). */
  version: number;
  updatedAt: string;
}

/**
 * GET /api/admin/sponsors — every sponsor in the order attendees see them.
 * POST /api/admin/sponsors takes multipart/form-data with text fields `name`, `url` (http or https), `logoAlt`
 * (1–300 characters), optionally `logoStyle`, and one file field `logo` (JPEG, PNG, GIF or WebP judged by its bytes,
 * never SVG; at most 2 MB: 413); it answers 201 AdminSponsor, placed last.
 * PUT /api/admin/sponsors/:id/logo takes multipart/form-data with `version`, the file field `logo` and optionally a
 * new `logoAlt`; it answers AdminSponsor.
 * PUT /api/admin/sponsors/order takes AdminSponsorOrderBody and answers this list.
 * DELETE /api/admin/sponsors/:id answers 204 and removes an uploaded logo's file.
 */
export interface AdminSponsorList {
  sponsors: AdminSponsor[];
}

/** PATCH /api/admin/sponsors/:id — the fields given change; `version` is the one the edit started from. */
export interface AdminSponsorUpdateBody {
  name?: string;
  url?: string;
  logoAlt?: string;
  logoStyle?: 'image' | 'background';
  version: number;
}

/** PUT /api/admin/sponsors/order — every sponsor's id once, in the new order (409 when the list changed). */
export interface AdminSponsorOrderBody {
  ids: number[];
}

export type ProgrammeFileFormat = 'json' | 'csv';

/**
 * POST /api/admin/programme-import/preview — the programme file as text (or as multipart/form-data with a
 * file field `file`; the format then comes from its name). JSON: a list of sessions (or `{ sessions: [...] }`)
 * with the snake_case fields of attendee.md §3 (camelCase accepted); CSV: a header row with those names.
 */
/**
 * replace (the default): the file is the whole programme, stored sessions it does not match are removed.
 * merge: the file's rows are added or update the sessions they match; sessions not in the file are kept.
 * Either way rows match by `id` column first, then session number, then title (and day and time).
 */
export type ProgrammeImportMode = 'replace' | 'merge';

export interface ProgrammeImportText {
  format: ProgrammeFileFormat;
  content: string;
  fileName?: string;
  mode?: ProgrammeImportMode;
}

/** One field that an import would change, shown as text ('' for empty). */
export interface ProgrammeFieldChange {
  field: string;
  label: string;
  from: string;
  to: string;
}

export interface ProgrammeImportItem {
  /** Row in the file: the position in the JSON list from 1, or the CSV line (the header is line 1). */
  row: number | null;
  /** The stored session (changes and removals). */
  id: number | null;
  sessionNumber: string | null;
  track: string | null;
  title: string;
  /** Presenters joined with '; '. */
  speaker: string | null;
  location: string | null;
  room: string | null;
  sessionDate: string | null;
  startTime: string | null;
  endTime: string | null;
  status: 'active' | 'cancelled';
}

/** Something to check before applying: a row the import accepts but that may not be what was meant. */
export interface ProgrammeImportWarning {
  row: number;
  /** e.g. 'No end time: 45 minutes are assumed' or 'Location "Room 9" is not a known room'. */
  message: string;
}

export interface ProgrammeImportChange extends ProgrammeImportItem {
  changes: ProgrammeFieldChange[];
}

/** What applying the file would do; nothing is written by a preview. */
export interface ProgrammeImportPreview {
  /** Send to /apply to apply exactly this file (kept for a day). */
  previewId: string;
  /**
   * The version of the stored programme this preview was made against. Applying the preview after anyone changed
   * the sessions answers 409 PROGRAMME_CHANGED ('preview again'), so nobody applies changes they did not see.
   */
  programmeVersion: string;
  /** How the preview would be applied: /apply with the previewId applies it the same way. */
  mode: ProgrammeImportMode;
  fileName: string | null;
  format: ProgrammeFileFormat;
  rows: number;
  toAdd: ProgrammeImportItem[];
  toChange: ProgrammeImportChange[];
  toRemove: ProgrammeImportItem[];
  unchanged: number;
  invalid: { row: number; reason: string }[];
  /** Rows that can be imported but deserve a look (missing end times, unknown rooms), by row. */
  warnings: ProgrammeImportWarning[];
  /**
   * Rows that would clash (1.5.0): a room taken at that time, or a speaker in two places or without the walk
   * between them. Applying refuses them with 409 SESSION_CLASH unless `saveAnyway` is sent.
   */
  clashes: ProgrammeImportWarning[];
}

/**
 * POST /api/admin/programme-import/apply — `{ previewId, programmeVersion }`, or the same file again with the
 * preview's programmeVersion (as text, or multipart with a `programmeVersion` field before the file).
 * All or nothing in one transaction; refused (400) while the file has invalid rows or without a programmeVersion
 * (3.0.0), and (409 PROGRAMME_CHANGED) when the programme changed since that preview.
 */
export interface ProgrammeImportApplyBody {
  previewId?: string;
  /** The programmeVersion of the preview the admin confirmed (required since 3.0.0): 409 if the programme changed since. */
  programmeVersion: string;
  format?: ProgrammeFileFormat;
  content?: string;
  fileName?: string;
  /** With a file sent again (a preview keeps its own mode). */
  mode?: ProgrammeImportMode;
  /** Import over the clashes the preview named, with a reason kept in the audit log (1.5.0). */
  saveAnyway?: ClashOverride;
}

export interface ProgrammeImportResult {
  added: number;
  changed: number;
  removed: number;
  unchanged: number;
}
