/**
 * Communication access (issue 26): questions written ahead, kept for their writer, and sent at the moment — now,
 * or by the server when the session's questions open. Types only; browser-safe.
 *
 * A draft belongs to the signed-in account, else to the anonymous visitor (like bookmarks; merged into the account
 * at sign-in). Only its owner ever reaches it: another caller's draft answers 404, and no admin route, export or
 * log shows an unsent draft. Nothing in the flow has a time limit.
 *
 * OWNER — drafts (`:id` is the draft's id, a UUID the browser makes, so a draft written offline is stored once)
 *   GET    /api/question-drafts?sessionId=      → QuestionDraftList (the caller's drafts, newest change first;
 *                                                  sessionId: one session's; sessionId=0: those with no session)
 *   PUT    /api/question-drafts/:id  QuestionDraftSaveBody → QuestionDraft (made or changed; 200 either way;
 *                                                  409 DRAFT_SENT once sent; 404 unknown session)
 *   DELETE /api/question-drafts/:id              → 204 (404 when not the caller's)
 *   POST   /api/question-drafts/:id/send  QuestionDraftSendBody → QuestionDraft
 *            when 'now': sent at once as a question (pending moderation), state 'sent'.
 *            when 'questions_open': sent at once when the session's questions are open; otherwise 'scheduled',
 *            and the server sends it when they open (its start time, or earlier when its chair or an admin opens
 *            them), with no page open. 400 when the text is blank or the draft has no session; 409 DRAFT_SENT.
 *            A cancelled session holds it ('held', heldReason) until reinstated.
 *   POST   /api/question-drafts/:id/unschedule   → QuestionDraft (back to 'draft'; 409 when already sent)
 *   GET    /api/sessions/:id/questions-status   → SessionQuestionsStatus (public; 404 unknown session)
 *
 * ADMIN — a session's questions (audited; opening sends the session's scheduled drafts at once)
 *   POST   /api/admin/sessions/:id/questions/open   → SessionQuestionsStatus
 *   POST   /api/admin/sessions/:id/questions/close  → SessionQuestionsStatus
 *
 * Server-side helpers for other modules (not HTTP): api/src/modules/question-drafts/session-questions.ts
 *   sessionQuestionsOpen(session, now, timeZone) → boolean
 *   openSessionQuestions(app, sessionId, actor) / closeSessionQuestions(app, sessionId, actor) → SessionQuestionsStatus
 */

export type QuestionDraftState = 'draft' | 'scheduled' | 'held' | 'sent';
export type QuestionDraftSendWhen = 'now' | 'questions_open';
export type QuestionDraftHeldReason = 'session_cancelled' | 'session_removed';

/** The longest "where you are sitting". */
export const SEAT_MAX = 80;

/** One of the caller's own drafts. */
export interface QuestionDraft {
  id: string;
  sessionId: number | null;
  sessionTitle: string | null;
  text: string;
  /** "Please read my question out loud" */
  readOutLoud: boolean;
  /** "I will ask with my communication device — please give me time" */
  deviceTurn: boolean;
  /** Where the asker sits (≤ 80 characters): seen by moderation and the session's chair only. */
  seat: string | null;
  /** The name to show with the question once sent; null: anonymous. */
  shownName: string | null;
  sendWhen: QuestionDraftSendWhen;
  state: QuestionDraftState;
  /** When 'scheduled': the instant the server will send it; null when its questions were closed by hand. */
  sendsAt: string | null;
  /** When 'held': why. */
  heldReason: QuestionDraftHeldReason | null;
  /** When 'sent': the question it became, and how that stands (in My questions' words). */
  sentQuestionId: number | null;
  sentQuestionStatus: 'waiting for review' | 'published' | 'answered' | 'not published' | null;
  sentAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface QuestionDraftList {
  drafts: QuestionDraft[];
}

/** PUT /api/question-drafts/:id. text ≤ 500 characters (may be empty while writing), shownName ≤ 100. */
export interface QuestionDraftSaveBody {
  sessionId: number | null;
  text: string;
  readOutLoud: boolean;
  deviceTurn: boolean;
  seat: string | null;
  shownName: string | null;
}

/** POST /api/question-drafts/:id/send */
export interface QuestionDraftSendBody {
  when: QuestionDraftSendWhen;
}

/** Whether a session takes questions now, and when they open. */
export interface SessionQuestionsStatus {
  sessionId: number;
  open: boolean;
  /** When they open (or opened): by hand, else the session's start; null when closed by hand or unplaced. */
  opensAt: string | null;
  openedAt: string | null;
  closedAt: string | null;
}
