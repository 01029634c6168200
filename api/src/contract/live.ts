/**
 * News (announcements) and Q&A (questions): the public endpoints, the admin endpoints, and the shapes of
 * their live events (see realtime.ts for the WebSocket envelope). Types only; browser-safe.
 *
 * Errors are the one ApiError shape. Every admin route answers 401 to anonymous and 403 to non-admin callers.
 *
 * PUBLIC — announcements (read state belongs to the signed-in account, else the anonymous visitor cookie)
 *   GET    /api/announcements                 → AnnouncementList (newest first)
 *   GET    /api/announcements/read            → AnnouncementReadIds (ids the caller has read)
 *   POST   /api/announcements/:id/read        → AnnouncementReadIds (idempotent; 404 unknown id)
 *   POST   /api/announcements/read  MarkReadBody {ids} → AnnouncementReadIds (unknown ids ignored; 1–500 ids)
 *
 * PUBLIC — questions
 *   GET    /api/questions?sessionId=          → QuestionList (approved and answered only, newest first,
 *                                               `voted` for the caller; sessionId filters to one session)
 *   POST   /api/questions  SubmitQuestionBody → 201 SubmitQuestionResult (stored pending; text trimmed,
 *                                               1–500 characters; 400 'Please enter a question';
 *                                               404 unknown session; 429 when submitted too often)
 *   POST   /api/questions/:id/vote            → VoteResult (one vote per visitor or account per question;
 *                                               a repeat vote answers 200 {success:false, message:'You already voted'};
 *                                               404 unknown or not public question; 429 when voting too often)
 *
 * ADMIN — announcements (each change is audited and published live on topic 'announcements')
 *   GET    /api/admin/announcements           → AdminAnnouncementList (newest first)
 *   POST   /api/admin/announcements  AdminAnnouncementCreateBody → 201 AdminAnnouncement
 *            400 'Title is required' / 'Content is required' (blank after trimming).
 *            summary: blank or absent → the first 150 characters of the content; priority default 'normal';
 *            category default 'general'; actionText blank → null (attendees see 'Learn More' when a URL is set).
 *   PATCH  /api/admin/announcements/:id  AdminAnnouncementUpdateBody → AdminAnnouncement (404 unknown id)
 *            summary: blank → made from the content again (and kept in step with later content changes).
 *            A change of anything attendees see is a correction: updatedAt moves on, published as
 *            'announcement.updated', and the announcement is unread again for everyone; a save that changes
 *            nothing answers the announcement unchanged (same version, nothing audited or published).
 *   DELETE /api/admin/announcements/:id     → 204 (404 unknown id)
 *
 * ADMIN — questions (each change is audited and published live on 'moderation'; on 'questions' and
 * 'questions:{sessionId}' when the question is, or was, public)
 *   GET    /api/admin/questions?status=all|pending|approved|rejected|answered&q=
 *                                            → AdminQuestionList (newest first; q searches text, name and email,
 *                                              case-insensitive; counts cover every question, not the filter)
 *   PATCH  /api/admin/questions/:id  AdminQuestionUpdateBody → AdminQuestion (404 unknown id)
 *   DELETE /api/admin/questions/:id         → 204 (404 unknown id)
 *   POST   /api/admin/questions/bulk-moderate  AdminQuestionBulkModerateBody {ids, status}
 *                                            → AdminQuestionBulkModerateResult: each question found is moderated as
 *                                              PATCH would (one audit entry and live event each) in one transaction;
 *                                              questions already in that state are left alone (unchangedIds), ids no
 *                                              longer there are reported (notFoundIds), not refused; 1–200 ids.
 *
 * Question status rules for PATCH (admin.md §4):
 *   - any question can go to 'approved' (with or without a response) or 'rejected'; a non-pending one can go back
 *     to 'pending'.
 *   - a non-empty `response` records the responder (the admin's name) and the time; `response: null` or '' clears
 *     the answer and its responder.
 *   - a question that is approved or answered AND has a response is stored as 'answered'; approved without a
 *     response is 'approved'. So {status:'approved', response:'…'} ("Approve & Respond") gives 'answered', and
 *     {response:'…'} alone on an approved or pending question gives 'answered' too ("a non-empty response sets
 *     status answered"). {status:'answered'} with no response, existing or given, is refused with 400.
 *   - 'rejected' and 'pending' keep any response text (not public), `answered` is false for them.
 *
 * Server-side helpers for other modules (not HTTP):
 *   api/src/modules/announcements/announcements-service.ts
 *     createAnnouncement(trx, input, actorUserId) → AdminAnnouncement  (inserts + recordAudit in the caller's trx)
 *     publishAnnouncementCreated(app, row)                              (call after the transaction commits)
 */

export type AnnouncementPriority = 'normal' | 'important' | 'urgent';
/**
 * The one list of announcement categories (issue 27): the admin form offers these, News filters by them, open data
 * and the API accept only these. The attendee spec's list; the admin spec's 'session_update' is filed as 'schedule'
 * (migration 2026-11-27-0055), so News › Schedule finds the automatic cancellation notices.
 */
export type AnnouncementCategory = 'general' | 'schedule' | 'venue' | 'technical' | 'catering' | 'transport';

export const ANNOUNCEMENT_PRIORITIES: readonly AnnouncementPriority[] = ['normal', 'important', 'urgent'];
export const ANNOUNCEMENT_CATEGORIES = [
  'general',
  'schedule',
  'venue',
  'technical',
  'catering',
  'transport',
] as const satisfies readonly AnnouncementCategory[];

/** How each category is named to people, in the admin form, on News and its tags. */
export const ANNOUNCEMENT_CATEGORY_LABELS: Readonly<Record<AnnouncementCategory, string>> = {
  general: 'General',
  schedule: 'Schedule',
  venue: 'Venue',
  technical: 'Technical',
  catering: 'Catering',
  transport: 'Transport',
};

/** An announcement as attendees see it. `summary` is never empty (the first 150 characters when none was given). */
export interface Announcement {
  id: number;
  title: string;
  summary: string;
  content: string;
  priority: AnnouncementPriority;
  category: AnnouncementCategory;
  /** Absolute http(s) URL or a path inside the app (starting with '/'). */
  actionUrl: string | null;
  /** null → shown as 'Learn More'. */
  actionText: string | null;
  createdAt: string;
  /**
   * Equal to createdAt until an admin corrects the announcement (changes anything attendees see); later, the time
   * of the last correction: News marks it "Updated" and it is unread again for those who had read it.
   */
  updatedAt: string;
}

export interface AnnouncementList {
  announcements: Announcement[];
}

export interface AnnouncementReadIds {
  ids: number[];
}

/** POST /api/announcements/read */
export interface MarkReadBody {
  ids: number[];
}

/** An announcement as admins see it: who created it (user id and name, null when unknown or deleted). */
export interface AdminAnnouncement extends Announcement {
  /** The summary an admin wrote; null when `summary` is made from the content (and follows its corrections). */
  writtenSummary: string | null;
  createdBy: string | null;
  createdByName: string | null;
  /** Send back with an edit: 409 when someone else saved since (optimistic locking). */
  version: number;
}

export interface AdminAnnouncementList {
  announcements: AdminAnnouncement[];
}

/** POST /api/admin/announcements. Title ≤ 200, content ≤ 10 000, summary ≤ 500, actionText ≤ 100 characters. */
export interface AdminAnnouncementCreateBody {
  title: string;
  content: string;
  summary?: string | null;
  priority?: AnnouncementPriority;
  category?: AnnouncementCategory;
  /** http(s) URL or an app path starting with '/'; null or '' for none. */
  actionUrl?: string | null;
  actionText?: string | null;
}

/**
 * PATCH /api/admin/announcements/:id — only the fields given change (same rules as create). `version` is the
 * version the edit started from; 409 STALE_VERSION when the announcement changed since.
 */
export interface AdminAnnouncementUpdateBody extends Partial<AdminAnnouncementCreateBody> {
  version: number;
}

export type QuestionStatus = 'pending' | 'approved' | 'rejected' | 'answered';
export const QUESTION_STATUSES: readonly QuestionStatus[] = ['pending', 'approved', 'rejected', 'answered'];

/** A public question (status approved or answered). */
export interface Question {
  id: number;
  text: string;
  sessionId: number | null;
  /** The linked session's title, null when none. */
  sessionTitle: string | null;
  anonymous: boolean;
  /** The asker's name when given and not anonymous; otherwise null. Never the email. */
  authorName: string | null;
  status: 'approved' | 'answered';
  answered: boolean;
  votes: number;
  /** Whether the caller (visitor or account) has voted. Always false in live events: keep your own value. */
  voted: boolean;
  response: string | null;
  /** null → shown as 'Conference Team'. */
  respondedBy: string | null;
  respondedAt: string | null;
  /** The asker asked for it to be read out loud (issue 26). Hosts before contract 1.5 leave it out. */
  readOutLoud: boolean;
  /** The asker will ask with their communication device and needs time. Hosts before 1.5 leave it out. */
  deviceTurn: boolean;
  createdAt: string;
}

export interface QuestionList {
  questions: Question[];
}

/** POST /api/questions */
export interface SubmitQuestionBody {
  text: string;
  sessionId: number | null;
  /**
   * The name to show with the question, when the asker chooses to show one (issue 19). Absent or blank: the
   * question is anonymous, and no name or email is stored with it.
   */
  showName?: string;
}

/** How the asker's own question stands, in the words My questions uses. */
export type MyQuestionStatus = 'waiting for review' | 'published' | 'answered' | 'not published';

/** One of the caller's own questions (GET /api/questions/mine): on this browser, or the account's on any device. */
export interface MyQuestion {
  id: number;
  text: string;
  sessionId: number | null;
  sessionTitle: string | null;
  status: MyQuestionStatus;
  /** The name shown with it, or null when it is anonymous. */
  shownName: string | null;
  response: string | null;
  createdAt: string;
  /**
   * Issue 26: for a device turn, where it stands with the session's chair ('called': the chair is calling on the
   * asker now); null for other questions. Absent from APIs before contract 1.5.
   */
  chairTurn: 'waiting' | 'called' | 'answered' | null;
}

export interface MyQuestionList {
  questions: MyQuestion[];
}

/** The caller's own question as stored (pending until an admin approves it). */
export interface SubmittedQuestion {
  id: number;
  text: string;
  sessionId: number | null;
  status: 'pending';
  createdAt: string;
}

export interface SubmitQuestionResult {
  question: SubmittedQuestion;
  /** 'Thank you! Your question has been sent. It will appear here once an admin has reviewed it.' */
  message: string;
}

/** POST /api/questions/:id/vote */
export interface VoteResult {
  success: boolean;
  newVoteCount: number;
  /** 'Vote recorded' or 'You already voted'. */
  message: string;
}

/** A question as admins see it: every status, with the asker's name and email. */
export interface AdminQuestion {
  id: number;
  text: string;
  sessionId: number | null;
  sessionTitle: string | null;
  name: string | null;
  email: string | null;
  anonymous: boolean;
  status: QuestionStatus;
  answered: boolean;
  votes: number;
  response: string | null;
  respondedBy: string | null;
  respondedAt: string | null;
  moderationNotes: string | null;
  /** The asker's marks (issue 26), kept when the question is approved. */
  readOutLoud: boolean;
  deviceTurn: boolean;
  /** Where the asker sits, when they said: moderation and the chair only, never public. */
  seat: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface AdminQuestionCounts {
  total: number;
  pending: number;
  approved: number;
  rejected: number;
  answered: number;
}

export interface AdminQuestionList {
  questions: AdminQuestion[];
  counts: AdminQuestionCounts;
}

export type AdminQuestionStatusFilter = 'all' | QuestionStatus;

/** POST /api/admin/questions/bulk-moderate: approve or reject several questions at once. */
export interface AdminQuestionBulkModerateBody {
  /** 1–200 question ids; repeats count once. */
  ids: number[];
  status: 'approved' | 'rejected';
}

export interface AdminQuestionBulkModerateResult {
  /** The questions changed, as they are now (an approved question with a response is 'answered'). */
  updated: AdminQuestion[];
  /** Already in the asked state: not changed, not audited. */
  unchangedIds: number[];
  /** No longer there (deleted meanwhile). */
  notFoundIds: number[];
}

/** PATCH /api/admin/questions/:id — see the status rules at the top of this file. response ≤ 5000 characters. */
export interface AdminQuestionUpdateBody {
  status?: QuestionStatus;
  response?: string | null;
  moderationNotes?: string | null;
}
