/**
 * Admin users, analytics and the audit log (admin.md §2 Users tab and Analytics dashboard; BEYOND D3, D6,
 * D14 and "Audit trail"). Every route is under /api/admin/ and refused to anyone but a signed-in admin.
 */
import type { Role } from './auth.js';

// ---------------------------------------------------------------------------------------------------------------
// Admin users

/** One admin account as the Users tab lists it. Never carries the password hash. */
export interface AdminUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  isActive: boolean;
  /** The bootstrap admin named by configuration: it can never be deleted. */
  isProtected: boolean;
  /** The admin who asked for the list: an admin cannot delete their own account. */
  isCurrentUser: boolean;
  /** ISO time. */
  createdAt: string;
}

/** GET /api/admin/users — every admin account, oldest first. */
export interface AdminUserList {
  users: AdminUser[];
}

/**
 * POST /api/admin/users body. Deprecated since contract 1.3.0: the operation answers 410 and creates nothing, since
 * nobody chooses another person's password; admins are invited (`InviteAdminBody`). Removed in 2.0.
 */
export interface CreateAdminUserBody {
  email: string;
  name: string;
  password: string;
}

/** POST /api/admin/users answer (201), never sent since contract 1.3.0. */
export interface CreateAdminUserResult {
  user: AdminUser;
}

/** POST /api/admin/users/bulk-delete body: the ids of the accounts to delete (at most 100). */
export interface BulkDeleteUsersBody {
  ids: string[];
}

/** Why one account was not deleted, e.g. 'Cannot delete protected admin user: {email}'. */
export interface BulkDeleteUserError {
  id: string;
  /** Null when no admin account has this id. */
  email: string | null;
  error: string;
}

/** POST /api/admin/users/bulk-delete answer (200): each id is either successful or failed. */
export interface BulkDeleteUsersResult {
  /** Ids deleted, with their sign-in sessions. */
  successful: string[];
  /** Ids not deleted; `errors` says why, one entry per failed id. */
  failed: string[];
  errors: BulkDeleteUserError[];
}

// ---------------------------------------------------------------------------------------------------------------
// Analytics

export type AnalyticsDays = 7 | 30 | 90;

/**
 * A headline figure. `change` compares `current` (this range) with `previous` (the range of the same length
 * just before it) as a percentage, or is null when `previous` is 0 ('no data in the previous period').
 */
export interface AnalyticsTotal {
  /** The figure shown. */
  value: number;
  /** Counted in this range (new questions, new bookmarks, active users, …). */
  current: number;
  /** Counted in the previous range of the same length. */
  previous: number;
  /** (current − previous) / previous × 100, rounded to one decimal; null when previous is 0. */
  change: number | null;
}

export interface AnalyticsCount {
  label: string;
  count: number;
}

/** One calendar day (conference time zone) of the range. */
export interface AnalyticsDay {
  /** YYYY-MM-DD */
  date: string;
  questions: number;
  bookmarks: number;
  userActions: number;
}

export interface AnalyticsAttendance {
  sessionId: number;
  title: string;
  bookmarks: number;
  /** max(2 × bookmarks, 10) */
  expected: number;
}

/** GET /api/admin/analytics?days=7|30|90 (default 30; any other value: 400). */
export interface AdminAnalytics {
  days: AnalyticsDays;
  /**
   * This range: the last `days` calendar days in the conference time zone, today included. The previous
   * range is the `days` calendar days before it. ISO times; `to` is when the figures were computed.
   */
  range: { from: string; to: string };
  previousRange: { from: string; to: string };
  totals: {
    /** value: every question; current/previous: questions asked in each range. */
    questions: AnalyticsTotal;
    /** value: every bookmark; current/previous: bookmarks made in each range. */
    bookmarks: AnalyticsTotal;
    /**
     * value: distinct visitors or accounts that asked a question or made a bookmark in the last 30 days;
     * current/previous: the same count over each range.
     */
    activeUsers: AnalyticsTotal;
    /** value: every announcement; current/previous: announcements published in each range. */
    announcements: AnalyticsTotal;
    /** value: every session; current/previous: sessions added in each range. */
    sessions: AnalyticsTotal;
  };
  /** Every question by status: pending, approved, answered, rejected (always all four, in that order). */
  questionStatus: AnalyticsCount[];
  /** Every session by format (no format: 'Other'), largest first. */
  sessionsByType: AnalyticsCount[];
  /** One entry per day of this range, oldest first. */
  activity: AnalyticsDay[];
  /** The five most frequent user actions in this range, most frequent first. */
  topActions: AnalyticsCount[];
  /** User actions in this range by device: desktop, mobile, tablet (always all three). */
  deviceUsage: AnalyticsCount[];
  /** The first 10 sessions of the programme with their bookmarks and expected attendance. */
  attendance: AnalyticsAttendance[];
}

// ---------------------------------------------------------------------------------------------------------------
// Audit log

/** One recorded admin change (or sign-in). `before` and `after` are the record's fields as JSON. */
export interface AuditLogEntry {
  id: number;
  /** Dotted verb, e.g. 'user.create', 'announcement.update'. */
  action: string;
  /** The kind of record, e.g. 'user', 'announcement', 'session'. */
  entity: string;
  entityId: string | null;
  /** Who did it; kept when their account is later deleted. Null for system changes. */
  actorEmail: string | null;
  /** Their name as it is now; null when the account is gone (show actorEmail) or for system changes. */
  actorName: string | null;
  /** ISO time. */
  createdAt: string;
  before: unknown;
  after: unknown;
}

/**
 * GET /api/admin/audit-log?limit=1..100 (default 50)&before={id}&entity={entity}: newest first. Pass
 * `nextBefore` as `before` for the next page; it is null on the last page.
 */
export interface AuditLogPage {
  entries: AuditLogEntry[];
  nextBefore: number | null;
  /** Every entity kind in the log, for a filter. */
  entities: string[];
}
