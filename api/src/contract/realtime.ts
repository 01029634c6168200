/**
 * Live updates over the one WebSocket endpoint, GET /api/live (DESIGN.md "Realtime").
 *
 * Protocol
 * - The browser connects (same origin; the handshake's Origin is checked) and sends LiveClientMessage frames
 *   (JSON text): `subscribe` / `unsubscribe` with topics. The server answers a subscribe with `subscribed`
 *   naming the topics of that message now held (a topic the caller may not have, e.g. 'moderation' for a
 *   non-admin, is left out and an `error` frame says why), and an unsubscribe with `unsubscribed` naming the
 *   topics it let go: what changed, never the whole list. A connection holds at most
 *   MAX_TOPICS_PER_CONNECTION topics.
 * - When the session behind a connection ends or loses a right (sign-out, expiry, account deleted or changed),
 *   the server drops the topics it may no longer hold at once: `unsubscribed` with those topics, then `error`.
 * - Every server frame carries `seq`: 1, 2, 3… per connection. A client that sees a gap, or reconnects, has
 *   missed something and refetches what it shows.
 * - `event` carries one LiveEvent; `batch` carries several, in order, when they arrive in a burst (bursts are
 *   coalesced into fewer frames, never dropped).
 * - `resync` tells the client that this API instance may have missed events (its database listener
 *   reconnected): refetch everything shown.
 * - The client may send `{type:'ping'}`; the server answers `pong`.
 *
 * Both ends validate: the server refuses malformed client frames with an `error`; the browser checks each
 * frame with `parseLiveServerMessage` and treats a bad frame like a gap (refetch).
 */
import type { AdminQuestion, Announcement, Question } from './live.js';
import type { Poll, PollResults, PollResultsEvent } from './polls.js';

/**
 * 'questions' is every public question; 'questions:{sessionId}' one session's; 'moderation' is admins only;
 * 'chair:{sessionId}' the chairs of that session (issue 26) and, since 3.3, admins (they manage every session's
 * polls). Issue 37: 'polls' (every session's polls) and 'polls:{sessionId}' (one session's), and 'room:{sessionId}'
 * (the room screen's anonymous writing count) are public.
 */
export type LiveTopic =
  | 'announcements'
  | 'questions'
  | `questions:${number}`
  | 'moderation'
  | 'sessions'
  | `chair:${number}`
  | 'polls'
  | `polls:${number}`
  | `room:${number}`;

export type LiveEventType =
  | 'announcement.created'
  | 'announcement.updated'
  | 'announcement.deleted'
  | 'question.created'
  | 'question.updated'
  | 'question.deleted'
  | 'presenter_url.created'
  | 'presenter_url.updated'
  | 'presenter_url.deleted'
  | 'session.updated'
  | 'chair.updated'
  | 'chair.writing'
  | 'questions.status'
  | 'chair.polls'
  | 'poll.updated'
  | 'poll.deleted'
  | 'poll.results'
  | 'room.writing';

export type QuestionTopic = 'questions' | `questions:${number}`;
export type PollTopic = 'polls' | `polls:${number}`;

/**
 * Every event, by topic and type, with its data. Public question topics carry the public Question (with
 * `voted: false`: keep your own); 'moderation' carries AdminQuestion.
 * 'presenter_url.*' and 'session.updated' are published by their own modules; their data is that module's shape
 * (contract/admin.ts, contract/admin-content.ts).
 */
export type LiveEvent =
  | { topic: 'announcements'; type: 'announcement.created' | 'announcement.updated'; data: Announcement }
  | { topic: 'announcements'; type: 'announcement.deleted'; data: { id: number } }
  | { topic: QuestionTopic; type: 'question.created' | 'question.updated'; data: Question }
  | { topic: QuestionTopic; type: 'question.deleted'; data: { id: number } }
  | { topic: 'moderation'; type: 'question.created' | 'question.updated'; data: AdminQuestion }
  | { topic: 'moderation'; type: 'question.deleted'; data: { id: number } }
  | { topic: 'moderation'; type: 'presenter_url.created'; data: unknown }
  // Published by the admin presenter URL moderation (contract admin.ts): AdminPresenterUrl, then { id }.
  | { topic: 'moderation'; type: 'presenter_url.updated'; data: unknown }
  | { topic: 'moderation'; type: 'presenter_url.deleted'; data: { id: number } }
  | { topic: 'sessions'; type: 'session.updated'; data: unknown }
  // The chair's view changed (a turn called or answered, questions opened or closed): refetch it. Question
  // changes come on the public 'questions:{sessionId}' topic, which a chair's view also follows.
  | { topic: `chair:${number}`; type: 'chair.updated'; data: { sessionId: number } }
  // How many people are writing a question for the session now; never who.
  | { topic: `chair:${number}`; type: 'chair.writing'; data: { sessionId: number; count: number } }
  // Issue 35: a chair or an admin opened or closed the session's questions by hand (public, as the questions-status
  // answer is). Askers' pages read their own drafts again: scheduled ones are sent at once, or wait.
  | { topic: QuestionTopic; type: 'questions.status'; data: { sessionId: number; open: boolean } }
  // Issue 37 (contract/polls.ts). A poll was opened, closed, edited, or its results shown or hidden: the poll as
  // attendees see it (never a draft).
  | { topic: PollTopic; type: 'poll.updated'; data: Poll }
  | { topic: PollTopic; type: 'poll.deleted'; data: { id: number; sessionId: number } }
  // The counts now, coalesced per poll on each instance (a few per second at most; the newest always last).
  | { topic: PollTopic; type: 'poll.results'; data: PollResultsEvent }
  // The session's polls changed for its chairs (a new answer, a text answer to moderate): refetch ManagedPolls.
  | { topic: `chair:${number}`; type: 'chair.polls'; data: { sessionId: number } }
  // The room screen's "someone is still writing" note: the same anonymous count as 'chair.writing'.
  | { topic: `room:${number}`; type: 'room.writing'; data: { sessionId: number; count: number } };

/** What a browser sends. At most 20 topics per frame. */
export type LiveClientMessage =
  | { type: 'subscribe'; topics: LiveTopic[] }
  | { type: 'unsubscribe'; topics: LiveTopic[] }
  | { type: 'ping' };

/** What the server sends. */
export type LiveServerMessage =
  | ({ seq: number; kind: 'event' } & LiveEvent)
  | { seq: number; kind: 'batch'; events: LiveEvent[] }
  | { seq: number; kind: 'subscribed'; topics: LiveTopic[] }
  | { seq: number; kind: 'unsubscribed'; topics: LiveTopic[] }
  | { seq: number; kind: 'resync' }
  | { seq: number; kind: 'pong' }
  | { seq: number; kind: 'error'; message: string };

export const LIVE_PATH = '/api/live';
export const MAX_TOPICS_PER_MESSAGE = 20;
/** Topics one connection may hold: a page follows a handful; more is a client looping or an attack. */
export const MAX_TOPICS_PER_CONNECTION = 50;

const EVENT_TYPES = new Set<string>([
  'announcement.created',
  'announcement.updated',
  'announcement.deleted',
  'question.created',
  'question.updated',
  'question.deleted',
  'presenter_url.created',
  'presenter_url.updated',
  'presenter_url.deleted',
  'session.updated',
  'chair.updated',
  'chair.writing',
  'questions.status',
  'chair.polls',
  'poll.updated',
  'poll.deleted',
  'poll.results',
  'room.writing',
]);

const TOPIC_OF_TYPE: Record<LiveEventType, (topic: LiveTopic) => boolean> = {
  'announcement.created': (t) => t === 'announcements',
  'announcement.updated': (t) => t === 'announcements',
  'announcement.deleted': (t) => t === 'announcements',
  'question.created': (t) => t === 'moderation' || isQuestionTopic(t),
  'question.updated': (t) => t === 'moderation' || isQuestionTopic(t),
  'question.deleted': (t) => t === 'moderation' || isQuestionTopic(t),
  'presenter_url.created': (t) => t === 'moderation',
  'presenter_url.updated': (t) => t === 'moderation',
  'presenter_url.deleted': (t) => t === 'moderation',
  'session.updated': (t) => t === 'sessions',
  'chair.updated': isChairTopic,
  'chair.writing': isChairTopic,
  'questions.status': isQuestionTopic,
  'chair.polls': isChairTopic,
  'poll.updated': isPollTopic,
  'poll.deleted': isPollTopic,
  'poll.results': isPollTopic,
  'room.writing': isRoomTopic,
};

const SESSION_TOPIC = /^questions:([1-9][0-9]{0,9})$/;

export function isQuestionTopic(topic: string): topic is QuestionTopic {
  return topic === 'questions' || SESSION_TOPIC.test(topic);
}

const CHAIR_TOPIC = /^chair:([1-9][0-9]{0,9})$/;

export function isChairTopic(topic: string): topic is `chair:${number}` {
  return CHAIR_TOPIC.test(topic);
}

/** The session a 'chair:{sessionId}' topic is about; null for any other topic. */
export function chairTopicSession(topic: string): number | null {
  const match = CHAIR_TOPIC.exec(topic);
  return match ? Number(match[1]) : null;
}

/** The topic of one session's chairs. */
export function chairTopic(sessionId: number): `chair:${number}` {
  return `chair:${sessionId}`;
}

const POLLS_TOPIC = /^polls:([1-9][0-9]{0,9})$/;

export function isPollTopic(topic: string): topic is PollTopic {
  return topic === 'polls' || POLLS_TOPIC.test(topic);
}

/** The session a 'polls:{sessionId}' topic is about; null for 'polls' and any other topic. */
export function pollTopicSession(topic: string): number | null {
  const match = POLLS_TOPIC.exec(topic);
  return match ? Number(match[1]) : null;
}

const ROOM_TOPIC = /^room:([1-9][0-9]{0,9})$/;

export function isRoomTopic(topic: string): topic is `room:${number}` {
  return ROOM_TOPIC.test(topic);
}

/** The session a 'room:{sessionId}' topic is about; null for any other topic. */
export function roomTopicSession(topic: string): number | null {
  const match = ROOM_TOPIC.exec(topic);
  return match ? Number(match[1]) : null;
}

export function isLiveTopic(value: unknown): value is LiveTopic {
  if (typeof value !== 'string') return false;
  if (value === 'announcements' || value === 'moderation' || value === 'sessions') return true;
  return isQuestionTopic(value) || isChairTopic(value) || isPollTopic(value) || isRoomTopic(value);
}

/** The topic of one session's questions. */
export function sessionQuestionsTopic(sessionId: number): `questions:${number}` {
  return `questions:${sessionId}`;
}

/** The topic of one session's polls. */
export function sessionPollsTopic(sessionId: number): `polls:${number}` {
  return `polls:${sessionId}`;
}

/** The topic of one session's room screen. */
export function roomTopic(sessionId: number): `room:${number}` {
  return `room:${sessionId}`;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isNullableString = (value: unknown) => value === null || isString(value);
const isNullableInt = (value: unknown) => value === null || isInt(value);

function isAnnouncement(value: unknown): value is Announcement {
  return (
    isObject(value) &&
    isInt(value.id) &&
    isString(value.title) &&
    isString(value.summary) &&
    isString(value.content) &&
    isString(value.priority) &&
    isString(value.category) &&
    isNullableString(value.actionUrl) &&
    isNullableString(value.actionText) &&
    isString(value.createdAt)
  );
}

function isQuestion(value: unknown): value is Question {
  return (
    isObject(value) &&
    isInt(value.id) &&
    isString(value.text) &&
    isNullableInt(value.sessionId) &&
    isNullableString(value.sessionTitle) &&
    isInt(value.votes) &&
    typeof value.answered === 'boolean' &&
    isNullableString(value.response) &&
    isNullableString(value.respondedBy) &&
    isString(value.createdAt)
  );
}

const POLL_KINDS = new Set(['single', 'multiple', 'scale', 'text']);
const isCount = (value: unknown): value is number => isInt(value) && value >= 0;

function isPollResults(value: unknown): value is PollResults {
  return (
    isObject(value) &&
    isCount(value.answered) &&
    Array.isArray(value.options) &&
    value.options.every(
      (option) =>
        isObject(option) &&
        isInt(option.id) &&
        isString(option.label) &&
        isCount(option.count) &&
        isCount(option.percent),
    ) &&
    (value.mean === null || typeof value.mean === 'number') &&
    Array.isArray(value.texts) &&
    value.texts.every((text) => isObject(text) && isInt(text.id) && isString(text.text))
  );
}

/** A public poll: never a draft. */
function isPoll(value: unknown): value is Poll {
  return (
    isObject(value) &&
    isInt(value.id) &&
    isInt(value.sessionId) &&
    isString(value.kind) &&
    POLL_KINDS.has(value.kind) &&
    isString(value.question) &&
    Array.isArray(value.options) &&
    value.options.every((option) => isObject(option) && isInt(option.id) && isString(option.label)) &&
    (value.state === 'open' || value.state === 'closed') &&
    isNullableString(value.openedAt) &&
    isNullableString(value.closedAt) &&
    isNullableString(value.closesNotBefore) &&
    typeof value.resultsVisible === 'boolean' &&
    isCount(value.answered) &&
    (value.results === null || isPollResults(value.results))
  );
}

function isPollResultsEvent(value: unknown): value is PollResultsEvent {
  return (
    isObject(value) &&
    isInt(value.sessionId) &&
    isInt(value.pollId) &&
    isCount(value.answered) &&
    (value.results === null || isPollResults(value.results))
  );
}

/** A polls event on 'polls:{sessionId}' must be about that session ('polls' carries every session's). */
function inPollTopic(topic: string, sessionId: unknown): boolean {
  const session = pollTopicSession(topic);
  return session === null || session === sessionId;
}

function isAdminQuestion(value: unknown): value is AdminQuestion {
  return isQuestion({ ...(value as Json), voted: false }) && isString((value as Json).status);
}

/** Checks one event's topic, type and data shape. */
export function isLiveEvent(value: unknown): value is LiveEvent {
  if (!isObject(value) || !isLiveTopic(value.topic) || !isString(value.type) || !EVENT_TYPES.has(value.type)) {
    return false;
  }
  const type = value.type as LiveEventType;
  if (!TOPIC_OF_TYPE[type](value.topic)) return false;
  const data = value.data;
  switch (type) {
    case 'announcement.created':
    case 'announcement.updated':
      return isAnnouncement(data);
    case 'announcement.deleted':
    case 'question.deleted':
    case 'presenter_url.deleted':
      return isObject(data) && isInt(data.id);
    case 'question.created':
    case 'question.updated':
      return value.topic === 'moderation' ? isAdminQuestion(data) : isQuestion(data);
    case 'chair.updated':
      return isObject(data) && isInt(data.sessionId) && chairTopicSession(value.topic) === data.sessionId;
    case 'chair.writing':
      return (
        isObject(data) &&
        isInt(data.sessionId) &&
        isInt(data.count) &&
        data.count >= 0 &&
        chairTopicSession(value.topic) === data.sessionId
      );
    case 'questions.status':
      return isObject(data) && isInt(data.sessionId) && typeof data.open === 'boolean';
    case 'chair.polls':
      return isObject(data) && isInt(data.sessionId) && chairTopicSession(value.topic) === data.sessionId;
    case 'poll.updated':
      return isPoll(data) && inPollTopic(value.topic, data.sessionId);
    case 'poll.deleted':
      return isObject(data) && isInt(data.id) && isInt(data.sessionId) && inPollTopic(value.topic, data.sessionId);
    case 'poll.results':
      return isPollResultsEvent(data) && inPollTopic(value.topic, data.sessionId);
    case 'room.writing':
      return (
        isObject(data) &&
        isInt(data.sessionId) &&
        isCount(data.count) &&
        roomTopicSession(value.topic) === data.sessionId
      );
    default:
      return true;
  }
}

/** Parses and validates one server frame; null when it is not a valid LiveServerMessage. */
export function parseLiveServerMessage(text: string): LiveServerMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(value) || !isInt(value.seq) || value.seq < 1) return null;
  switch (value.kind) {
    case 'event':
      return isLiveEvent(value) ? (value as LiveServerMessage) : null;
    case 'batch':
      return Array.isArray(value.events) && value.events.length > 0 && value.events.every(isLiveEvent)
        ? (value as LiveServerMessage)
        : null;
    case 'subscribed':
    case 'unsubscribed':
      return Array.isArray(value.topics) && value.topics.every(isLiveTopic) ? (value as LiveServerMessage) : null;
    case 'resync':
    case 'pong':
      return value as LiveServerMessage;
    case 'error':
      return isString(value.message) ? (value as LiveServerMessage) : null;
    default:
      return null;
  }
}

/** Parses and validates one client frame; a string is the reason it was refused. */
export function parseLiveClientMessage(text: string): LiveClientMessage | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'Messages must be JSON.';
  }
  if (!isObject(value)) return 'Messages must be JSON objects.';
  if (value.type === 'ping') return { type: 'ping' };
  if (value.type !== 'subscribe' && value.type !== 'unsubscribe') {
    return "Unknown message type: use 'subscribe', 'unsubscribe' or 'ping'.";
  }
  const topics = value.topics;
  if (!Array.isArray(topics) || topics.length === 0 || topics.length > MAX_TOPICS_PER_MESSAGE) {
    return `topics must be a list of 1 to ${MAX_TOPICS_PER_MESSAGE} topics.`;
  }
  const unknown = topics.find((topic) => !isLiveTopic(topic));
  if (unknown !== undefined) return `Unknown topic: ${String(unknown).slice(0, 60)}`;
  return { type: value.type, topics: [...new Set(topics as LiveTopic[])] };
}
