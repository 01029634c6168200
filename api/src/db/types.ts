/**
 * Database types for kysely. Property names are camelCase; CamelCasePlugin maps them to the
 * snake_case columns of the migrations. Keep in step with db/migrations/.
 */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A timestamptz: read as Date, written as Date or ISO string, defaulted by the database. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type JsonPrimitive = string | number | boolean | null;
export type JsonValue = JsonPrimitive | JsonValue[] | { [key: string]: JsonValue };
/** jsonb: read as parsed JSON; always written as a JSON string, because pg would turn a JS array into a PG array. */
type Json = ColumnType<JsonValue, string, string>;
type NullableJson = ColumnType<JsonValue | null, string | null | undefined, string | null>;

export type SessionStatus = 'active' | 'cancelled';
export type Role = 'attendee' | 'admin';
export type AnnouncementPriority = 'normal' | 'important' | 'urgent';
export type AnnouncementCategory = 'general' | 'schedule' | 'venue' | 'technical' | 'catering' | 'transport';
export type QuestionStatus = 'pending' | 'approved' | 'rejected' | 'answered';
export type PresenterUrlStatus = 'pending' | 'approved' | 'rejected';
export type LogoStyle = 'image' | 'background';
export type DeviceType = 'tablet' | 'mobile' | 'desktop';

export interface VenuesTable {
  id: Generated<number>;
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
  sortOrder: Generated<number>;
  /** Bumped on every admin change (migration 0034), like a session's. */
  version: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface SpeakersTable {
  id: Generated<number>;
  slug: string;
  name: string;
  bio: Generated<string>;
  affiliation: string | null;
  version: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

/** A session's speakers in order (position 0 first); sessions.presenters holds their names in that order. */
export interface SessionSpeakersTable {
  sessionId: number;
  speakerId: number;
  position: number;
}

/** The address of a speaker merged into another (issue 27): /speakers/{oldSlug} leads to speakerId's page. */
export interface SpeakerRedirectsTable {
  oldSlug: string;
  speakerId: number;
  createdAt: CreatedAt;
}

export interface SessionsTable {
  id: Generated<number>;
  sessionNumber: string | null;
  track: string | null;
  title: string;
  description: string | null;
  abstractContent: string | null;
  abstractReferences: string | null;
  abstractNumber: string | null;
  hasAbstract: Generated<boolean>;
  presenters: Generated<string[]>;
  sessionFormat: string | null;
  topicCategory: string | null;
  sessionLevel: string | null;
  ageGroup: string | null;
  status: Generated<SessionStatus>;
  cancellationNotes: string | null;
  location: string | null;
  building: string | null;
  room: string | null;
  venueId: number | null;
  /** date, read as 'YYYY-MM-DD' (the date parser is turned off in db/database.ts). */
  sessionDate: string | null;
  /** time, written 'HH:MM', read 'HH:MM:SS'. */
  startTime: string | null;
  endTime: string | null;
  /** Bumped on every admin change; lets editors detect concurrent edits. */
  version: Generated<number>;
  /** Questions opened or closed by hand (migration 0041); unset, they are open from the start time. */
  questionsOpenedAt: NullableTimestamp;
  questionsClosedAt: NullableTimestamp;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface UsersTable {
  id: Generated<string>;
  /** Stored lower-case; unique on lower(email). */
  email: string;
  name: string;
  role: Role;
  passwordHash: string;
  isActive: Generated<boolean>;
  isProtected: Generated<boolean>;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
  /** Confusable skeletons of the address and of its domain (migration 0067, auth/email-address.ts); null until filled. */
  emailSkeleton: ColumnType<string | null, string | null | undefined, string | null>;
  emailDomainSkeleton: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface AuthSessionsTable {
  /** sha256 of the cookie token, hex. The token itself is never stored. */
  tokenHash: string;
  userId: string;
  createdAt: CreatedAt;
  lastUsedAt: CreatedAt;
  /** Absolute expiry; idle expiry is lastUsedAt + 8 h. */
  expiresAt: Timestamp;
  /** "Firefox on Android": the browser and system the session was started on (migration 0062); null if unknown. */
  device: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface VisitorsTable {
  id: Generated<string>;
  createdAt: CreatedAt;
  mergedIntoUserId: string | null;
}

/** Owner columns: exactly one of visitorId / userId is set (a CHECK in the database). */
interface Owned {
  visitorId: string | null;
  userId: string | null;
}

export interface BookmarksTable extends Owned {
  id: Generated<number>;
  sessionId: number;
  createdAt: CreatedAt;
  /**
   * What the attendee saw when bookmarking (migration 0013), to flag later changes in My Agenda.
   * seenAt null: no snapshot, so no change is claimed.
   */
  seenAt: NullableTimestamp;
  seenStatus: ColumnType<SessionStatus | null, SessionStatus | null | undefined, SessionStatus | null>;
  seenSessionDate: ColumnType<string | null, string | null | undefined, string | null>;
  seenStartTime: ColumnType<string | null, string | null | undefined, string | null>;
  seenEndTime: ColumnType<string | null, string | null | undefined, string | null>;
  seenLocation: ColumnType<string | null, string | null | undefined, string | null>;
  seenBuilding: ColumnType<string | null, string | null | undefined, string | null>;
  seenRoom: ColumnType<string | null, string | null | undefined, string | null>;
  seenVenueId: ColumnType<number | null, number | null | undefined, number | null>;
}

/** The private token of an owner's subscribable agenda calendar feed (migration 0013). */
export interface AgendaFeedTokensTable extends Owned {
  id: Generated<number>;
  /** 256 random bits, base64url; it is the feed's only credential. */
  token: string;
  createdAt: CreatedAt;
  lastUsedAt: NullableTimestamp;
}

export interface AnnouncementsTable {
  id: Generated<number>;
  title: string;
  summary: string | null;
  content: string;
  priority: Generated<AnnouncementPriority>;
  category: Generated<AnnouncementCategory>;
  actionUrl: string | null;
  actionText: string | null;
  createdBy: string | null;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
  /** Bumped by every edit; an edit from an older version is refused (migration 0020). */
  version: Generated<number>;
}

export interface AnnouncementReadsTable extends Owned {
  id: Generated<number>;
  announcementId: number;
  readAt: CreatedAt;
}

export interface QuestionsTable {
  id: Generated<number>;
  text: string;
  sessionId: number | null;
  name: string | null;
  email: string | null;
  anonymous: Generated<boolean>;
  status: Generated<QuestionStatus>;
  response: string | null;
  /** Name shown with the answer; null is shown as 'Conference Team'. */
  respondedBy: string | null;
  responderUserId: string | null;
  respondedAt: NullableTimestamp;
  moderationNotes: string | null;
  authorVisitorId: string | null;
  authorUserId: string | null;
  /** The asker's marks for the room (migration 0041). */
  readOutLoud: Generated<boolean>;
  deviceTurn: Generated<boolean>;
  /** Where the asker sits: moderation and the chair only, never public. */
  seat: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export type QuestionDraftSendWhen = 'now' | 'questions_open';
export type QuestionDraftState = 'draft' | 'scheduled' | 'held' | 'sent';
export type QuestionDraftHeldReason = 'session_cancelled' | 'session_removed';

/** A person's unsent (or sent) question, private to its owner (migration 0041). */
export interface QuestionDraftsTable extends Owned {
  id: Generated<number>;
  clientId: string;
  sessionId: number | null;
  text: Generated<string>;
  readOutLoud: Generated<boolean>;
  deviceTurn: Generated<boolean>;
  seat: string | null;
  shownName: string | null;
  sendWhen: Generated<QuestionDraftSendWhen>;
  state: Generated<QuestionDraftState>;
  heldReason: ColumnType<
    QuestionDraftHeldReason | null,
    QuestionDraftHeldReason | null | undefined,
    QuestionDraftHeldReason | null
  >;
  sentQuestionId: ColumnType<number | null, number | null | undefined, number | null>;
  sentAt: NullableTimestamp;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface QuestionVotesTable extends Owned {
  id: Generated<number>;
  questionId: number;
  createdAt: CreatedAt;
}

export interface PresenterUrlsTable {
  id: Generated<number>;
  sessionId: number;
  presenterName: string;
  presenterEmail: string;
  url: string;
  description: string | null;
  status: Generated<PresenterUrlStatus>;
  moderatedBy: string | null;
  moderatedAt: NullableTimestamp;
  moderationNotes: string | null;
  submittedByVisitorId: string | null;
  submittedByUserId: string | null;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface SponsorsTable {
  id: Generated<number>;
  name: string;
  url: string;
  /** A bundled file under api/static/sponsors/, or an upload's stored name (when logoContentType is set). */
  logoFile: string;
  logoStyle: Generated<LogoStyle>;
  sortOrder: Generated<number>;
  /** The logo's text alternative (migration 0036). */
  logoAlt: string;
  /** The type found in an uploaded logo's bytes; null for a bundled logo (migration 0036). */
  logoContentType: string | null;
  version: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface SponsorAdvertsTable {
  id: Generated<number>;
  /** Name of the stored file, generated by the server. */
  fileName: string;
  contentType: string;
  /** Text alternative of the image (migration 0016). */
  altText: Generated<string>;
  createdBy: string | null;
  createdAt: CreatedAt;
}

export interface SettingsTable {
  id: Generated<number>;
  key: string;
  value: Json;
  updatedAt: CreatedAt;
}

export interface UserActionsTable {
  id: Generated<number>;
  userId: string;
  actionType: string;
  actionDetails: Json;
  pageUrl: string;
  userAgent: string | null;
  deviceType: DeviceType;
  /** The browser-session id, or 'anonymous'. */
  sessionId: string;
  createdAt: CreatedAt;
}

export interface AuditLogTable {
  id: Generated<number>;
  actorUserId: string | null;
  /** The actor's email when recorded (migration 0017), so it survives the account's deletion. */
  actorEmail: ColumnType<string | null, string | null | undefined, string | null>;
  /** 'Former admin #N' once the actor deleted their own account (migration 0050); null otherwise. */
  actorLabel: ColumnType<string | null, string | null | undefined, string | null>;
  /** The account whose data the snapshots hold (a question's asker; migration 0066), cleared at its erasure. */
  subjectUserId: ColumnType<string | null, string | null | undefined, string | null>;
  action: string;
  entity: string;
  entityId: string | null;
  before: NullableJson;
  after: NullableJson;
  createdAt: CreatedAt;
}

export interface SignInFailuresTable {
  /** 'device:<id>', 'pair:<email>|<address>', 'account:<email>' or 'ip:<address>' (sign-in-limiter.ts). */
  key: string;
  count: number;
  lastFailedAt: Timestamp;
  lockedUntil: NullableTimestamp;
  /** Where the count of an 'ip:' key started (migration 0037): it counts within a window, not for ever. */
  windowStartedAt: NullableTimestamp;
}

/** A single-use token sent by email (migration 0031); only its sha256 is kept. */
export interface AccountEmailTokensTable {
  /** What admins see an invitation by (migration 0050); the token's hash is never shown. */
  id: Generated<string>;
  tokenHash: string;
  purpose: 'password_reset' | 'admin_invitation' | 'chair_invitation';
  userId: string | null;
  email: string;
  name: string | null;
  invitedBy: string | null;
  expiresAt: Timestamp;
  usedAt: NullableTimestamp;
  createdAt: CreatedAt;
}

export type JobState = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

export interface JobsTable {
  id: Generated<number>;
  kind: string;
  key: string | null;
  payload: Json;
  runAt: Timestamp;
  state: ColumnType<JobState, JobState | undefined, JobState>;
  attempts: ColumnType<number, number | undefined, number>;
  maxAttempts: ColumnType<number, number | undefined, number>;
  lastError: string | null;
  lockedBy: string | null;
  lockedUntil: NullableTimestamp;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
  finishedAt: NullableTimestamp;
}

/** Starter phrases beside every question box (migration 0047), edited by admins, in sort order. */
export interface StarterPhrasesTable {
  id: Generated<number>;
  text: string;
  sortOrder: number;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

/** One push sent to one subscription (migration 0065): the delivery key that keeps a job run twice from sending twice. */
export interface PushDeliveriesTable {
  subscriptionId: number;
  messageKey: string;
  createdAt: CreatedAt;
}

/** A browser's Web Push subscription and its choices (migration 0060; its sign-in ends it, migration 0065). */
export interface PushSubscriptionsTable extends Owned {
  id: Generated<number>;
  endpoint: string;
  p256dh: string;
  auth: string;
  sessionTokenHash: string | null;
  remindMinutes: number | null;
  notifyChanges: ColumnType<boolean, boolean | undefined, boolean>;
  notifyUrgent: ColumnType<boolean, boolean | undefined, boolean>;
  quietFrom: string | null;
  quietUntil: string | null;
  vibrate: ColumnType<boolean, boolean | undefined, boolean>;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

/** A person's own phrases (migration 0047): the account's, or the visitor's before sign-in. */
export interface PersonalPhrasesTable extends Owned {
  id: Generated<number>;
  text: string;
  sortOrder: number;
  createdAt: CreatedAt;
}

/** A person chairing a session (migration 0044). */
/** Issue 37 (migration 0071). */
export interface PollsTable {
  id: Generated<number>;
  sessionId: number;
  kind: 'single' | 'multiple' | 'scale' | 'text';
  question: string;
  scaleLow: string | null;
  scaleHigh: string | null;
  state: Generated<'draft' | 'open' | 'closed'>;
  resultsVisible: Generated<boolean>;
  openedAt: Date | null;
  closedAt: Date | null;
  closesNotBefore: Date | null;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface PollOptionsTable {
  id: Generated<number>;
  pollId: number;
  position: number;
  label: string;
}

export interface PollAnswersTable extends Owned {
  id: Generated<number>;
  pollId: number;
  optionIds: Generated<number[]>;
  text: string | null;
  textStatus: 'pending' | 'approved' | 'rejected' | null;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface SessionChairsTable {
  userId: string;
  sessionId: number;
  assignedBy: string | null;
  createdAt: CreatedAt;
}

/** The sessions a pending chair invitation is for (migration 0044). */
export interface ChairInvitationSessionsTable {
  tokenHash: string;
  sessionId: number;
}

/** A device turn the chair called or marked answered; no row: still waiting (migration 0044). */
export interface ChairTurnsTable {
  questionId: number;
  sessionId: number;
  state: 'called' | 'answered';
  calledAt: Timestamp;
  answeredAt: NullableTimestamp;
}

/** Someone writing a question for a session: a keyed hash of who, and when last (migration 0044). */
export interface WritingSignalsTable {
  sessionId: number;
  writerHash: string;
  lastAt: Timestamp;
}

export interface Database {
  venues: VenuesTable;
  sessions: SessionsTable;
  speakers: SpeakersTable;
  sessionSpeakers: SessionSpeakersTable;
  speakerRedirects: SpeakerRedirectsTable;
  users: UsersTable;
  authSessions: AuthSessionsTable;
  visitors: VisitorsTable;
  bookmarks: BookmarksTable;
  agendaFeedTokens: AgendaFeedTokensTable;
  announcements: AnnouncementsTable;
  announcementReads: AnnouncementReadsTable;
  questions: QuestionsTable;
  questionVotes: QuestionVotesTable;
  questionDrafts: QuestionDraftsTable;
  presenterUrls: PresenterUrlsTable;
  sponsors: SponsorsTable;
  sponsorAdverts: SponsorAdvertsTable;
  settings: SettingsTable;
  userActions: UserActionsTable;
  auditLog: AuditLogTable;
  signInFailures: SignInFailuresTable;
  accountEmailTokens: AccountEmailTokensTable;
  jobs: JobsTable;
  starterPhrases: StarterPhrasesTable;
  personalPhrases: PersonalPhrasesTable;
  pushSubscriptions: PushSubscriptionsTable;
  pushDeliveries: PushDeliveriesTable;
  sessionChairs: SessionChairsTable;
  chairInvitationSessions: ChairInvitationSessionsTable;
  chairTurns: ChairTurnsTable;
  writingSignals: WritingSignalsTable;
  polls: PollsTable;
  pollOptions: PollOptionsTable;
  pollAnswers: PollAnswersTable;
}

export type SessionRow = Selectable<SessionsTable>;
export type NewSession = Insertable<SessionsTable>;
export type SessionUpdate = Updateable<SessionsTable>;
export type VenueRow = Selectable<VenuesTable>;
export type SpeakerRow = Selectable<SpeakersTable>;
export type SponsorRow = Selectable<SponsorsTable>;
export type UserRow = Selectable<UsersTable>;
