/** Issue 19: password reset by email, password change, sessions, data rights, admin invitations. */
import type { MyQuestion } from './live.js';
import type { PushPreferences } from './push.js';
import type { QuestionDraft } from './question-drafts.js';

/** POST /api/auth/password-reset body. Always answered 202 with the same PlainMessage, account or not. */
export interface PasswordResetRequestBody {
  email: string;
}

/**
 * POST /api/auth/password-reset/complete body. 200 PlainMessage; 400 RESET_LINK_INVALID when the token is unknown,
 * used or expired, INVALID_PASSWORD when the password breaks a rule. Every session of the account ends.
 */
export interface PasswordResetCompleteBody {
  token: string;
  password: string;
}

/** An answer that only tells the person something. */
export interface PlainMessage {
  message: string;
}

/** GET /api/account/data: what is stored for the caller (account, or this browser's visitor), as a download. */
export interface AccountDataExport {
  exportedAt: string;
  account: { email: string; name: string; role: 'attendee' | 'admin'; createdAt: string } | null;
  agenda: { sessionId: number; title: string; addedAt: string }[];
  questions: MyQuestion[];
  votes: { questionId: number; text: string; votedAt: string }[];
  readNews: { announcementId: number; title: string; readAt: string }[];
  /** Whether a private calendar feed address exists (the address itself is a credential and is not repeated). */
  calendarFeed: { createdAt: string } | null;
  /** The person's question drafts, unsent and sent (issue 26): private to them, so only here and in their box. */
  questionDrafts: QuestionDraft[];
  /**
   * The page views, clicks and web vitals stored for the account (1.5.0): only ever with consent to analytics;
   * deleted with the account. Empty for an anonymous visitor, for whom none are stored.
   */
  activity: {
    action: string;
    pageUrl: string;
    details: Record<string, string | number | boolean | null>;
    device: string;
    recordedAt: string;
  }[];
  /** The person's own saved phrases, in their order (issue 34). */
  phrases: { text: string; createdAt: string }[];
  /**
   * Each browser subscribed to notifications (issue 34): the push service's origin only (the full endpoint and its
   * keys are credentials, so never repeated), what it is sent, when it was set up and last changed.
   */
  pushSubscriptions: { pushService: string; preferences: PushPreferences; createdAt: string; updatedAt: string }[];
  /**
   * The person's own poll answers (issue 37, 3.3): the poll's question, the options chosen by their labels, or the
   * words written and whether the chairs approved them. Anonymous everywhere else.
   */
  pollAnswers: {
    sessionId: number;
    pollId: number;
    question: string;
    choices: string[];
    text: string | null;
    textStatus: 'pending' | 'approved' | 'rejected' | null;
    answeredAt: string;
  }[];
}

/** DELETE /api/account body: the current password, asked again as the confirmation. 204; 400 WRONG_PASSWORD. */
export interface DeleteAccountBody {
  password: string;
}

/** POST /api/account/password body. 200 PlainMessage; the other sessions end, this one gets a new token. */
export interface ChangePasswordBody {
  currentPassword: string;
  newPassword: string;
}

/**
 * POST /api/account/sessions/end-others body: the current password, asked again. 200 PlainMessage; 400
 * WRONG_PASSWORD; 429 after repeated wrong passwords in this session. The other sessions and the account's calendar
 * feed address end.
 */
export interface EndOtherSessionsBody {
  password: string;
}

/** One signed-in session of the caller's account (GET /api/account/sessions). */
export interface AccountSession {
  /** A short, non-secret label of the session (the first characters of its token's hash). */
  id: string;
  current: boolean;
  /** The browser and system it was started on, e.g. "Firefox on Android"; null when not known. */
  device: string | null;
  createdAt: string;
  lastUsedAt: string;
}

export interface AccountSessionList {
  sessions: AccountSession[];
}

/** POST /api/admin/attendees/erase body: the attendee's email, typed by the admin. 200 PlainMessage; 404. */
export interface EraseAttendeeBody {
  email: string;
}

/**
 * POST /api/admin/invitations body: the invitee's email and name. 201 PlainMessage; 409 EMAIL_TAKEN. The invitee
 * chooses their own password from the emailed link; nobody chooses it for them.
 */
export interface InviteAdminBody {
  email: string;
  name: string;
}

/**
 * GET /api/admin/invitations (1.5.0): the invitations not yet accepted, withdrawn or expired, newest first, with
 * who sent each and when. POST /api/admin/invitations/{id}/resend sends a new link (the old one stops working)
 * from the admin resending it; DELETE /api/admin/invitations/{id} withdraws it. An invitation whose sender is no
 * longer an admin is refused at acceptance (400 INVITATION_SENDER_GONE).
 */
export interface PendingInvitation {
  id: string;
  email: string;
  name: string;
  /** The sender's name (or email); null when their account was deleted (the invitation no longer works). */
  sentBy: string | null;
  /** False when the sender is no longer an active admin: accepting it is refused. */
  senderIsAdmin: boolean;
  sentAt: string;
  expiresAt: string;
}

export interface PendingInvitationList {
  invitations: PendingInvitation[];
}

/** POST /api/auth/invitations/accept body. 201 PlainMessage; 400 INVITATION_INVALID, INVALID_PASSWORD; 409. */
export interface AcceptInvitationBody {
  token: string;
  password: string;
}
