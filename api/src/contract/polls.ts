/**
 * Live polls and the room screen (issue 37, contract 3.3). A session's chairs, or an admin, write polls ahead of
 * time and open and close them live; attendees answer on the session page and on Q&A with one press per option;
 * results are counts and percentages in words first, bars second; the room screen (/room/{sessionId}) shows the
 * open poll, the approved questions and the writing note on the projector.
 *
 * Answers are anonymous always: nothing public or shown to chairs says who answered what. One answer per account
 * (signed in) or per visitor cookie, changeable until the poll closes.
 *
 * Routes
 * Public (no sign-in; answering needs the visitor cookie or a sign-in, like votes):
 * - GET  /api/sessions/{sessionId}/polls          SessionPolls: the session's open and closed polls (never drafts)
 * - GET  /api/sessions/{sessionId}/polls/mine     MyPollAnswers: the caller's own answers there (empty without one)
 * - GET  /api/polls/open                           OpenPolls: every open poll, for Q&A
 * - PUT  /api/polls/{pollId}/answer                PollAnswerBody → PollAnswerResult; 409 POLL_NOT_OPEN when the
 *                                                  poll is not open (closed, or a draft: 404 POLL_NOT_FOUND)
 * - GET  /api/room/{sessionId}                     RoomView
 * - GET  /api/room/{sessionId}/qr.svg              the QR code of RoomView.shortUrl (image/svg+xml)
 * - GET  /s/{sessionId}                            the short address: 302 to /session/{sessionId}
 * That session's chairs and admins (401 anonymous, 403 NOT_CHAIR anyone else, also for a session that does not exist;
 * an admin, who may manage any session, is told 404 SESSION_NOT_FOUND for one that does not exist):
 * - GET    /api/chair/sessions/{sessionId}/polls                       ManagedPolls
 * - POST   /api/chair/sessions/{sessionId}/polls                       PollWriteBody → 201 ManagedPoll
 * - PUT    /api/chair/sessions/{sessionId}/polls/{pollId}              PollWriteBody → ManagedPoll; drafts only
 *                                                                       (409 POLL_NOT_DRAFT)
 * - DELETE /api/chair/sessions/{sessionId}/polls/{pollId}              204; not while open (409 POLL_OPEN)
 * - POST   /api/chair/sessions/{sessionId}/polls/{pollId}/open         ManagedPoll; from draft or closed; 409
 *                                                                       ANOTHER_POLL_OPEN while another is open
 * - POST   /api/chair/sessions/{sessionId}/polls/{pollId}/close        ManagedPoll; 409 POLL_MIN_OPEN before
 *                                                                       closesNotBefore (the message says when)
 * - POST   /api/chair/sessions/{sessionId}/polls/{pollId}/results-visibility   PollResultsVisibilityBody → ManagedPoll
 * - POST   /api/chair/sessions/{sessionId}/polls/{pollId}/answers/{answerId}/approve  (and …/reject): text answers
 * - GET    /api/chair/sessions/{sessionId}/polls.csv                   every poll's results, text/csv
 * Admins: GET/PUT /api/admin/chair-settings carries `pollMinOpenSeconds` as well (ChairSettings; the PUT takes
 * ChairSettingsBody, where a setting left out keeps its value).
 * GET /api/account/data carries the caller's own answers as `pollAnswers` (AccountDataExport).
 *
 * Live topics (contract/realtime.ts)
 * - 'polls' (every session) and 'polls:{sessionId}', public: `poll.updated` (Poll: opened, closed, edited, results
 *   shown or hidden), `poll.deleted` ({ id, sessionId }), `poll.results` (PollResultsEvent, coalesced: at most a few
 *   per second per poll, the newest counts always last: each instance counts a poll at most every 200 ms while answers
 *   arrive).
 * - 'room:{sessionId}', public: `room.writing` ({ sessionId, count }), the anonymous writing count. The room screen
 *   also follows 'questions:{sessionId}' and 'polls:{sessionId}'.
 * - 'chair:{sessionId}' (chairs and admins): `chair.polls` ({ sessionId }): refetch ManagedPolls (coalesced).
 */

export type PollKind = 'single' | 'multiple' | 'scale' | 'text';
/** 'draft' is seen only by chairs and admins. */
export type PollState = 'draft' | 'open' | 'closed';
export type PollTextStatus = 'pending' | 'approved' | 'rejected';

export const POLL_QUESTION_MAX = 200;
export const POLL_OPTION_LABEL_MAX = 100;
export const POLL_OPTIONS_MIN = 2;
export const POLL_OPTIONS_MAX = 8;
export const POLL_TEXT_ANSWER_MAX = 280;
export const POLL_SCALE_LABEL_MAX = 40;
export const POLLS_PER_SESSION_MAX = 20;
/** How long a poll stays open at least, unless the organisers set otherwise (ChairSettings.pollMinOpenSeconds). */
export const POLL_MIN_OPEN_SECONDS_DEFAULT = 60;

/** One option. A scale poll has five, labelled "1" to "5", in order. A text poll has none. */
export interface PollOption {
  id: number;
  label: string;
}

export interface PollOptionResult {
  id: number;
  label: string;
  count: number;
  /** Of the people who answered, rounded to a whole number (several choices may add up past 100). */
  percent: number;
}

/** An approved free-text answer (never who wrote it). */
export interface PollTextAnswer {
  id: number;
  text: string;
}

export interface PollResults {
  /** People who answered, each once. */
  answered: number;
  /** Single, several and scale: one per option, in the poll's order. Text: empty. */
  options: PollOptionResult[];
  /** Scale: the mean to one decimal; null otherwise or when nobody answered. */
  mean: number | null;
  /** Text: the approved answers, oldest first. Others: empty. */
  texts: PollTextAnswer[];
}

/** A poll as attendees and the room screen see it. */
export interface Poll {
  id: number;
  sessionId: number;
  kind: PollKind;
  question: string;
  options: PollOption[];
  /** Scale: what 1 and 5 mean ("Not useful", "Very useful"); null for other kinds or when not given. */
  scaleLabels: { low: string; high: string } | null;
  /** Public answers carry only 'open' and 'closed'. */
  state: PollState;
  openedAt: string | null;
  closedAt: string | null;
  /** The earliest time the chairs can close it (opened + the organisers' minimum); null unless open. */
  closesNotBefore: string | null;
  /** Whether attendees see the results while it is open (after it closes they always do). */
  resultsVisible: boolean;
  /** How many have answered (always shown, also while the results are hidden). */
  answered: number;
  /** Null while open with the results hidden. */
  results: PollResults | null;
}

/** GET /api/sessions/{sessionId}/polls: open polls first, then closed ones, newest first. */
export interface SessionPolls {
  polls: Poll[];
}

/** GET /api/polls/open */
export interface OpenPolls {
  polls: (Poll & { sessionTitle: string })[];
}

/** PUT /api/polls/{pollId}/answer: optionIds for single (exactly one), several (one or more) and scale (one of
 * the five); text for a text poll (1–POLL_TEXT_ANSWER_MAX characters, shown once a chair approves it). */
export interface PollAnswerBody {
  optionIds?: number[];
  text?: string;
}

/** The caller's own answer to one poll. */
export interface MyPollAnswer {
  pollId: number;
  optionIds: number[];
  text: string | null;
  /** A text answer's moderation; null for the other kinds. */
  textStatus: PollTextStatus | null;
  updatedAt: string;
}

/** GET /api/sessions/{sessionId}/polls/mine */
export interface MyPollAnswers {
  answers: MyPollAnswer[];
}

/** PUT /api/polls/{pollId}/answer answer: the stored answer and the poll with the counts that include it. */
export interface PollAnswerResult {
  answer: MyPollAnswer;
  poll: Poll;
}

/** A text answer as the chairs see it, to approve or reject. */
export interface ManagedPollTextAnswer {
  id: number;
  text: string;
  status: PollTextStatus;
  createdAt: string;
}

/** A poll as its chairs and admins see it: drafts too, results always, every text answer. */
export interface ManagedPoll extends Poll {
  results: PollResults;
  textAnswers: ManagedPollTextAnswer[];
  createdAt: string;
  updatedAt: string;
}

/** GET /api/chair/sessions/{sessionId}/polls: drafts first (in the order written), then open, then closed. */
export interface ManagedPolls {
  polls: ManagedPoll[];
  /** The organisers' minimum time open, seconds. */
  minOpenSeconds: number;
}

/** POST/PUT poll body. Options: 2–8 labels for single and several; none for scale and text. */
export interface PollWriteBody {
  kind: PollKind;
  question: string;
  options?: string[];
  scaleLabels?: { low: string; high: string } | null;
  resultsVisible: boolean;
}

export interface PollResultsVisibilityBody {
  visible: boolean;
}

/** Data of `poll.results`: the counts now (results null while hidden from attendees). */
export interface PollResultsEvent {
  sessionId: number;
  pollId: number;
  answered: number;
  results: PollResults | null;
}

/** An approved question as the room screen shows it: the asker's name only where they chose to show it. */
export interface RoomQuestion {
  id: number;
  text: string;
  shownName: string | null;
  readOutLoud: boolean;
  deviceTurn: boolean;
  votes: number;
  /** Always false in 3.3: the room view lists only questions not yet answered (kept for a later "answered" list). */
  answered: boolean;
}

/** GET /api/room/{sessionId}: everything the room screen shows (no personal data; no sign-in). 404 for a session
 * that does not exist or is not published. */
export interface RoomView {
  session: {
    id: number;
    title: string;
    date: string | null;
    startTime: string | null;
    endTime: string | null;
    location: string | null;
  };
  /** The absolute short address to ask or answer (the QR code's content), e.g. https://example.org/s/12. */
  shortUrl: string;
  questionsOpen: boolean;
  /** Approved questions not yet answered, in the order the chair takes them (device turns being called first,
   * then by votes, then oldest first). */
  questions: RoomQuestion[];
  /** Open poll first, then closed ones, newest first. */
  polls: Poll[];
  /** People writing a question for the session now (anonymous count, as the chairs see it). */
  writing: number;
}
