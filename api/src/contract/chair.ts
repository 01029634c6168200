/**
 * Chairing a session (issue 26): an admin makes a person chair of given sessions; the chair's view in the room
 * shows the approved questions with the marks their askers chose, a queue of device turns, whether questions are
 * open, and an anonymous count of people writing. A chair sees only their own sessions, and of each asker only
 * what the asker chose to show: the shown name, the marks and the seat.
 */

/**
 * POST /api/auth/invitations/chair-sessions (issue 35): the sessions a chair invitation is for, so that its page
 * names them (day, time, place) before the invitee chooses a password. Answers ChairSessionList; 400
 * INVITATION_INVALID when the link is unknown, used or expired. A POST so that the token stays out of addresses.
 */
export interface ChairInvitationSessionsBody {
  token: string;
}

/** A session the caller chairs. */
export interface ChairSession {
  id: number;
  title: string;
  /** ISO date (conference time zone) and times "HH:MM", as on the programme; null where the programme has none. */
  date: string | null;
  startTime: string | null;
  endTime: string | null;
  location: string | null;
}

/** GET /api/chair/sessions — the sessions the signed-in person chairs, in time order (empty for everyone else). */
export interface ChairSessionList {
  sessions: ChairSession[];
}

/** Where a device turn stands: waiting in the queue, being called on now, or answered. */
export type ChairTurnState = 'waiting' | 'called' | 'answered';

/** An approved question as its session's chair sees it. */
export interface ChairQuestion {
  id: number;
  text: string;
  /** The name the asker chose to show; null when they asked anonymously. */
  shownName: string | null;
  /** "Please read my question out loud". */
  readOutLoud: boolean;
  /** "I will ask with my communication device — please give me time". */
  deviceTurn: boolean;
  /** Where the asker sits, when they said. */
  seat: string | null;
  votes: number;
  /** For a device turn, where it stands; null for other questions. */
  turn: ChairTurnState | null;
  createdAt: string;
}

/**
 * GET /api/chair/sessions/{sessionId} — the chair's view of one session; also the answer of every chair action.
 * 403 NOT_CHAIR when the caller does not chair it (the same for a session that does not exist).
 */
export interface ChairSessionView {
  session: ChairSession;
  /** Whether the session takes questions now (opened by a chair, or its start time reached and not closed). */
  questionsOpen: boolean;
  /** Approved questions, oldest first. */
  questions: ChairQuestion[];
  /** Device turns not yet answered, in order: the one being called first, then those waiting. */
  queue: ChairQuestion[];
  /**
   * People writing a question for this session now: opted in, on the session's page with a visitor cookie or signed
   * in, a key press within the organisers' window (60 s unless set, ChairSettings). Never who.
   */
  writing: number;
}

/** POST /api/admin/session-chairs body: invite a person by email, or assign the account that has that email. */
export interface AssignChairsBody {
  email: string;
  /** The name used in the invitation when the person has no account yet. */
  name: string;
  /** 1–50 session ids. */
  sessionIds: number[];
}

/** POST /api/admin/session-chairs answer. */
export interface AssignChairsResult {
  /** 'assigned': the account existed and chairs the sessions now; 'invited': an invitation email was sent. */
  outcome: 'assigned' | 'invited';
  message: string;
}

/** One chair assignment, as admins see it. */
export interface AdminChairAssignment {
  userId: string;
  name: string;
  email: string;
  sessionId: number;
  sessionTitle: string;
  assignedAt: string;
}

/** An invitation to chair that was sent and not yet accepted. */
export interface AdminChairInvitation {
  /** For withdrawing or resending it (issue 34): DELETE /api/admin/chair-invitations/:id, POST …/:id/resend. */
  id: string;
  email: string;
  name: string;
  sessionIds: number[];
  /** The admin who sent it (name, else email); null once their account is gone. */
  sentBy: string | null;
  sentAt: string;
  expiresAt: string;
}

/** GET /api/admin/session-chairs — every assignment (by session, then name) and the pending invitations. */
export interface AdminChairList {
  assignments: AdminChairAssignment[];
  invitations: AdminChairInvitation[];
}

/**
 * GET/PUT /api/admin/chair-settings (issue 35, "Time to compose"): how long a writer stays in the chair's "still
 * writing" count after their last key press. People who write with a communication device pause 20–30 s between
 * words; the default is 60 s, and organisers may set it between the bounds.
 */
export interface ChairSettings {
  writingWindowSeconds: number;
  /** Issue 37 (3.3): how long a poll stays open at least before its chairs can close it. */
  pollMinOpenSeconds: number;
}

/** PUT /api/admin/chair-settings body: the settings to change; one left out keeps its value (a 3.2 client sends
 * only writingWindowSeconds). */
export type ChairSettingsBody = Partial<ChairSettings>;

export const WRITING_WINDOW_MIN_SECONDS = 20;
export const WRITING_WINDOW_MAX_SECONDS = 600;
export const WRITING_WINDOW_DEFAULT_SECONDS = 60;
export const POLL_MIN_OPEN_MIN_SECONDS = 10;
export const POLL_MIN_OPEN_MAX_SECONDS = 600;
