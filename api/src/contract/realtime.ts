/**
 * Live updates over the one WebSocket endpoint, GET /api/live (DESIGN.md "Realtime").
 * The client subscribes to topics; every server message carries a sequence number per connection so the
 * client can tell it missed something (then it refetches).
 */

/** 'questions' is every public question; 'questions:{sessionId}' one session's; 'moderation' is admins only. */
export type LiveTopic = 'announcements' | 'questions' | `questions:${number}` | 'moderation' | 'sessions';

export type LiveEventType =
  | 'announcement.created'
  | 'announcement.updated'
  | 'announcement.deleted'
  | 'question.created'
  | 'question.updated'
  | 'question.deleted'
  | 'presenter_url.created'
  | 'session.updated';

/** What a browser sends. */
export type LiveClientMessage =
  | { type: 'subscribe'; topics: LiveTopic[] }
  | { type: 'unsubscribe'; topics: LiveTopic[] };

/** What the server sends: an event on a topic, or a reply to a subscription. */
export type LiveServerMessage =
  | { seq: number; kind: 'event'; topic: LiveTopic; type: LiveEventType; data: unknown }
  | { seq: number; kind: 'subscribed'; topics: LiveTopic[] }
  | { seq: number; kind: 'error'; message: string };
