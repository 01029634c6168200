/**
 * The API's contract: the JSON shapes that the host and the remotes read and send.
 * The API's TypeBox schemas produce exactly these shapes; browser code imports only types from here.
 */

import type { SessionSpeakerRef } from './speakers.js';

/** The one error shape of every 4xx/5xx answer. `message` is written for a person. */
export interface ApiError {
  statusCode: number;
  code: string;
  message: string;
}

/** GET /api/conference — the one conference configuration every page reads (BEYOND D12). */
export interface ConferenceConfig {
  name: string; // e.g. "Communication Matters 2026"
  shortName: string; // e.g. "CM2026"
  year: number;
  organiser: string;
  timeZone: string; // IANA, e.g. "Europe/London"
  contactEmail: string;
  venueName: string;
  /** Conference days in order, ISO dates with their weekday names. */
  days: { date: string; dayName: string }[];
}

/** From the instant `from` (ISO), the conference's time zone is `minutes` ahead of UTC, until the next entry. */
export interface UtcOffset {
  from: string;
  minutes: number;
}

/** GET /api/conference: the configuration, and the zone's offsets around the conference days, oldest first. */
export interface ConferenceInfo extends ConferenceConfig {
  utcOffsets: UtcOffset[];
}

export type SessionStatus = 'active' | 'cancelled';

/** A programme session as the API returns it (derived fields already resolved). */
export interface Session {
  id: number;
  sessionNumber: string | null;
  track: string | null;
  title: string;
  /** Text to show: for Keynote description then abstract; otherwise abstract then description. */
  description: string | null;
  abstractContent: string | null;
  abstractReferences: string | null;
  abstractNumber: string | null;
  hasAbstract: boolean;
  /** Presenters joined with '; ' as the spec's `speaker` string. */
  speaker: string | null;
  presenters: string[];
  /** topic_category, else session_format, else 'General'. */
  category: string;
  sessionFormat: string | null;
  topicCategory: string | null;
  sessionLevel: string | null;
  ageGroup: string | null;
  status: SessionStatus;
  cancellationNotes: string | null;
  location: string | null;
  building: string | null;
  room: string | null;
  venueId: number | null;
  /** ISO date YYYY-MM-DD, or null when TBA. */
  sessionDate: string | null;
  /** Weekday name, e.g. "Monday". */
  day: string | null;
  /** 'HH:MM' 24h, or null when TBA. */
  startTime: string | null;
  /** 'HH:MM' 24h, or null when the session has no end time (45 minutes is assumed where a length is needed). */
  endTime: string | null;
  updatedAt: string;
  /** The linked speaker records in presenter order (1.4.0); missing from answers that predate it. */
  speakers?: SessionSpeakerRef[];
}

/** GET /api/sessions — every session in programme order (attendee.md §9), duplicates and untitled dropped. */
export interface SessionList {
  sessions: Session[];
  total: number;
}

/** GET /api/me — who the caller is. Every API answer also sets the anonymous visitor cookie when missing. */
export interface Me {
  user: PublicUser | null;
}

export type Role = 'attendee' | 'admin';

export interface PublicUser {
  id: string;
  email: string;
  name: string;
  role: Role;
}

/** POST /api/auth/sign-in body. */
export interface SignInBody {
  email: string;
  password: string;
}

/** POST /api/auth/sign-in answer (200). 401 ApiError 'The email or password is not right.' on a wrong email or password. */
export interface SignInResult {
  user: PublicUser;
  /** ISO time at which the session ends unless used again (idle expiry). */
  expiresAt: string;
}

/** GET /api/bookmarks — the caller's (visitor's or account's) bookmarked session ids. */
export interface BookmarkList {
  sessionIds: number[];
}
/** PUT /api/bookmarks/:sessionId adds, DELETE /api/bookmarks/:sessionId removes; both answer BookmarkList. */

/** POST /api/user-actions body. Recorded only for a signed-in user; 204 either way (attendee.md §6). */
export interface UserActionBody {
  actionType: 'page_view' | 'bookmark_add' | 'bookmark_remove' | 'agenda_add' | 'agenda_remove' | 'web_vital';
  actionDetails: Record<string, string | number | boolean | null>;
  pageUrl: string;
}

/** actionDetails of a `web_vital` action (LCP, INP, CLS from the web-vitals library), checked by the server. */
export interface WebVitalDetails {
  name: 'LCP' | 'INP' | 'CLS';
  /** Milliseconds for LCP and INP; the layout-shift score for CLS. */
  value: number;
  rating: 'good' | 'needs-improvement' | 'poor';
  /** The library's id of this measurement, to tell repeated reports of one page view apart. */
  id: string;
  /** How the page was reached: navigate, reload, back-forward… */
  navigationType: string;
  /** The page, named as in page_view. */
  page: string;
}

/** GET /api/health */
export interface Health {
  status: 'ok' | 'degraded';
  database: 'ok' | 'down';
  checkedAt: string;
}

/** GET /api/ready: whether this instance should get traffic (503 while starting, draining or without its database). */
export interface Readiness {
  status: 'ready' | 'not-ready';
  database: 'ok' | 'down';
  /** Set when not ready: `database` (it does not answer) or `draining` (the instance is shutting down). */
  reason?: 'database' | 'draining';
  checkedAt: string;
}

export interface Venue {
  id: number;
  slug: string;
  name: string;
  building: string;
  description: string;
  capacity: number;
  accessibility: string;
  facilities: string[];
  location: string;
  stepFreeRoute: string;
  lifts: string;
  toilets: string;
  hearingLoop: string;
  quietSpace: string;
}

export interface Sponsor {
  id: number;
  name: string;
  url: string;
  /**
   * URL path of the logo: /static/sponsors/ace-centre.svg for a bundled one, /api/sponsors/logos/{file} for one
   * an admin uploaded (a new upload gets a new address, so it can be cached for good).
   */
  logoUrl: string;
  /** What the logo shows, for people who cannot see it (the img's alt); written by the admin who set the logo. */
  logoAlt: string;
  /** Three logos show as a background image (attendee.md §3). */
  logoStyle: 'image' | 'background';
}

/** GET /api/auth/session — the signed-in user with the session's idle expiry, or `{ user: null }`. */
export type AuthSessionState = SignInResult | { user: null };

/** GET /api/admin/overview — counts for the admin dashboard's stat cards (admin only). */
export interface AdminOverview {
  sessions: number;
  questions: number;
  pendingQuestions: number;
  announcements: number;
  bookmarks: number;
}

/** GET /config.json — where the host loads each remote's manifest from (run-time, not build-time). */
export interface RuntimeConfig {
  remotes: { attendee: string; admin: string };
  /** API_CONTRACT_VERSION of this server, which the host checks each remote against. */
  apiContract: string;
}

/** GET /api/venues — every venue, in display order. */
export interface VenueList {
  venues: Venue[];
}

/** GET /api/sponsors — every sponsor, in slideshow order. */
export interface SponsorList {
  sponsors: Sponsor[];
}
export * from './account-recovery.js';
export * from './accounts.js';
export * from './admin.js';
export * from './admin-content.js';
export * from './admin-insights.js';
export * from './admin-venues.js';
export * from './agenda.js';
export * from './attendee-pages.js';
export * from './chair.js';
export * from './live.js';
export * from './phrases.js';
export * from './programme-clashes.js';
export * from './push.js';
export * from './question-drafts.js';
export * from './realtime.js';
export * from './speakers.js';
export * from './version.js';
export * from './walking-times.js';
