/**
 * The admin dashboard and presenter URL moderation (admin.md §2 Dashboard and Presenter URLs, §8, §9;
 * BEYOND D3, D7, D8). Types only; browser-safe. Every route answers 401 to anonymous and 403 to non-admin
 * callers, and errors are the one ApiError shape.
 *
 * ADMIN — dashboard
 *   GET    /api/admin/dashboard             → AdminDashboard (everything the Dashboard tab shows, in one call)
 *   GET    /api/admin/system-status         → AdminSystemStatus (real checks, run on each call)
 *
 * ADMIN — presenter URLs (each change is audited and published live on topic 'moderation')
 *   GET    /api/admin/presenter-urls?status=pending|approved|rejected|all   (default all)
 *                                          → AdminPresenterUrlList (newest first; counts cover every URL)
 *   POST   /api/admin/presenter-urls/:id/moderate  ModeratePresenterUrlBody → AdminPresenterUrl
 *            records the moderator, the time and the notes (blank notes → null).
 *            404 'Presenter URL not found'; 409 when the URL is not pending any more
 *            ('This URL has already been approved. Only pending URLs can be moderated.').
 *            Live: { topic: 'moderation', type: 'presenter_url.updated', data: AdminPresenterUrl }.
 *   DELETE /api/admin/presenter-urls/:id   → 204
 *            404 'Presenter URL not found'; 409 when it is still pending
 *            ('Pending URLs cannot be deleted. Approve or reject it first.').
 *            Live: { topic: 'moderation', type: 'presenter_url.deleted', data: { id } }.
 */
import type { QuestionStatus } from './live.js';

/** GET /api/admin/overview — counts for the admin dashboard's stat cards (admin only). */
export interface AdminOverview {
  sessions: number;
  questions: number;
  pendingQuestions: number;
  announcements: number;
  bookmarks: number;
}

export type AdminPresenterUrlStatus = 'pending' | 'approved' | 'rejected';
export type AdminPresenterUrlStatusFilter = 'all' | AdminPresenterUrlStatus;
export const ADMIN_PRESENTER_URL_STATUSES: readonly AdminPresenterUrlStatus[] = ['pending', 'approved', 'rejected'];

/** The session a presenter URL belongs to, as the moderation card shows it. */
export interface AdminPresenterUrlSession {
  id: number;
  title: string;
  sessionNumber: string | null;
  track: string | null;
  /** Weekday name, e.g. "Monday"; null when the date is TBA. */
  day: string | null;
  /** ISO date YYYY-MM-DD, or null. */
  sessionDate: string | null;
  /** 'HH:MM' 24h, or null. */
  startTime: string | null;
  endTime: string | null;
  location: string | null;
}

export interface AdminPresenterUrl {
  id: number;
  sessionId: number;
  session: AdminPresenterUrlSession;
  presenterName: string;
  presenterEmail: string;
  url: string;
  description: string | null;
  status: AdminPresenterUrlStatus;
  /** The moderating admin's user id, name and email; null while pending (or when that account is gone). */
  moderatedBy: string | null;
  moderatedByName: string | null;
  moderatedByEmail: string | null;
  moderatedAt: string | null;
  moderationNotes: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface AdminPresenterUrlCounts {
  total: number;
  pending: number;
  approved: number;
  rejected: number;
}

export interface AdminPresenterUrlList {
  urls: AdminPresenterUrl[];
  counts: AdminPresenterUrlCounts;
}

/** POST /api/admin/presenter-urls/:id/moderate. notes ≤ 2000 characters. */
export interface ModeratePresenterUrlBody {
  status: 'approved' | 'rejected';
  notes?: string | null;
}

/** A question as the dashboard lists it (pending items and recent activity). The browser cuts the preview. */
export interface AdminDashboardQuestion {
  id: number;
  text: string;
  /** The asker's name; null when none was given (shown as Anonymous). */
  name: string | null;
  status: QuestionStatus;
  sessionId: number | null;
  sessionTitle: string | null;
  createdAt: string;
}

/** A pending presenter URL as the dashboard lists it. */
export interface AdminDashboardUrl {
  id: number;
  url: string;
  presenterName: string;
  sessionId: number;
  sessionTitle: string;
  createdAt: string;
}

export type AdminSystemCheckId = 'database' | 'sessionStore' | 'fileStorage';

/** One real check (BEYOND D7): 'online' when it passed, with what was found; 'offline' with the reason. */
export interface AdminSystemCheck {
  id: AdminSystemCheckId;
  /** 'Database', 'Session store', 'File storage'. */
  label: string;
  status: 'online' | 'offline';
  /** What the check found, for a person: e.g. 'Answered in 3 ms', '2 active sessions', 'Writable'. */
  detail: string;
  /** When this check ran (ISO). */
  checkedAt: string;
  durationMs: number;
}

export interface AdminSystemStatus {
  checks: AdminSystemCheck[];
  checkedAt: string;
}

/** GET /api/admin/dashboard. */
export interface AdminDashboard {
  /** The five stat cards: Total Questions, Pending Questions, Announcements, Sessions, Bookmarks. */
  stats: AdminOverview;
  /** The 5 newest pending questions, and how many are pending in all. */
  pendingQuestions: { items: AdminDashboardQuestion[]; total: number };
  /** The 5 newest pending presenter URLs, and how many are pending in all. */
  pendingUrls: { items: AdminDashboardUrl[]; total: number };
  /** The latest 10 questions of any status. */
  recentQuestions: AdminDashboardQuestion[];
  system: AdminSystemStatus;
  /** When this answer was put together (ISO). */
  generatedAt: string;
}
