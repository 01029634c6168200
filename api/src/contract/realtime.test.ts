import { describe, expect, it } from 'vitest';
import {
  isLiveEvent,
  isLiveTopic,
  parseLiveClientMessage,
  parseLiveServerMessage,
  roomTopic,
  sessionPollsTopic,
} from './realtime';

const announcement = {
  id: 1,
  title: 'T',
  summary: 'S',
  content: 'C',
  priority: 'normal',
  category: 'general',
  actionUrl: null,
  actionText: null,
  createdAt: '2027-09-13T09:00:00.000Z',
  updatedAt: '2027-09-13T09:00:00.000Z',
};

describe('live topics and events', () => {
  it('knows the topics', () => {
    for (const topic of ['announcements', 'questions', 'questions:12', 'moderation', 'sessions']) {
      expect(isLiveTopic(topic)).toBe(true);
    }
    for (const topic of ['questions:', 'questions:0', 'questions:abc', 'questions:12x', 'everything', 3]) {
      expect(isLiveTopic(topic)).toBe(false);
    }
  });

  it('checks that type, topic and data belong together', () => {
    expect(isLiveEvent({ topic: 'announcements', type: 'announcement.created', data: announcement })).toBe(true);
    expect(isLiveEvent({ topic: 'questions', type: 'announcement.created', data: announcement })).toBe(false);
    expect(isLiveEvent({ topic: 'announcements', type: 'announcement.created', data: { id: 1 } })).toBe(false);
    expect(isLiveEvent({ topic: 'questions:4', type: 'question.deleted', data: { id: 2 } })).toBe(true);
    expect(isLiveEvent({ topic: 'sessions', type: 'session.updated', data: { sessionIds: [1] } })).toBe(true);
    expect(isLiveEvent({ topic: 'sessions', type: 'explode', data: null })).toBe(false);
  });

  it("knows a session's questions opened or closed by hand, on the public question topics only (issue 35)", () => {
    const data = { sessionId: 4, open: true };
    expect(isLiveEvent({ topic: 'questions:4', type: 'questions.status', data })).toBe(true);
    expect(isLiveEvent({ topic: 'questions', type: 'questions.status', data })).toBe(true);
    expect(isLiveEvent({ topic: 'sessions', type: 'questions.status', data })).toBe(false);
    expect(isLiveEvent({ topic: 'questions:4', type: 'questions.status', data: { sessionId: 4 } })).toBe(false);
  });
});

describe('poll and room topics (issue 37)', () => {
  const poll = {
    id: 3,
    sessionId: 4,
    kind: 'single',
    question: 'Which board do you use?',
    options: [
      { id: 1, label: 'Paper' },
      { id: 2, label: 'Tablet' },
    ],
    scaleLabels: null,
    state: 'open',
    openedAt: '2027-09-13T09:00:00.000Z',
    closedAt: null,
    closesNotBefore: '2027-09-13T09:01:00.000Z',
    resultsVisible: false,
    answered: 2,
    results: null,
  };
  const results = {
    answered: 2,
    options: [
      { id: 1, label: 'Paper', count: 1, percent: 50 },
      { id: 2, label: 'Tablet', count: 1, percent: 50 },
    ],
    mean: null,
    texts: [],
  };

  it('knows the topics and builds them', () => {
    for (const topic of ['polls', 'polls:4', 'room:4', sessionPollsTopic(9), roomTopic(9)]) {
      expect(isLiveTopic(topic)).toBe(true);
    }
    for (const topic of ['polls:', 'polls:0', 'room', 'room:x', 'rooms:4']) expect(isLiveTopic(topic)).toBe(false);
  });

  it('checks poll events against their topic and session', () => {
    expect(isLiveEvent({ topic: 'polls:4', type: 'poll.updated', data: poll })).toBe(true);
    expect(isLiveEvent({ topic: 'polls', type: 'poll.updated', data: poll })).toBe(true);
    expect(isLiveEvent({ topic: 'polls:5', type: 'poll.updated', data: poll })).toBe(false);
    expect(isLiveEvent({ topic: 'polls:4', type: 'poll.updated', data: { ...poll, state: 'draft' } })).toBe(false);
    expect(isLiveEvent({ topic: 'questions:4', type: 'poll.updated', data: poll })).toBe(false);
    expect(isLiveEvent({ topic: 'polls:4', type: 'poll.deleted', data: { id: 3, sessionId: 4 } })).toBe(true);
    expect(isLiveEvent({ topic: 'polls:4', type: 'poll.deleted', data: { id: 3 } })).toBe(false);
    const event = { sessionId: 4, pollId: 3, answered: 2, results };
    expect(isLiveEvent({ topic: 'polls:4', type: 'poll.results', data: event })).toBe(true);
    expect(isLiveEvent({ topic: 'polls', type: 'poll.results', data: { ...event, results: null } })).toBe(true);
    expect(isLiveEvent({ topic: 'polls:4', type: 'poll.results', data: { ...event, answered: -1 } })).toBe(false);
    expect(isLiveEvent({ topic: 'chair:4', type: 'chair.polls', data: { sessionId: 4 } })).toBe(true);
    expect(isLiveEvent({ topic: 'chair:4', type: 'chair.polls', data: { sessionId: 5 } })).toBe(false);
    expect(isLiveEvent({ topic: 'room:4', type: 'room.writing', data: { sessionId: 4, count: 2 } })).toBe(true);
    expect(isLiveEvent({ topic: 'room:4', type: 'room.writing', data: { sessionId: 5, count: 2 } })).toBe(false);
    expect(isLiveEvent({ topic: 'chair:4', type: 'room.writing', data: { sessionId: 4, count: 2 } })).toBe(false);
  });
});

describe('frames', () => {
  it('parses valid server frames and refuses malformed ones', () => {
    expect(parseLiveServerMessage('{"seq":1,"kind":"pong"}')).toEqual({ seq: 1, kind: 'pong' });
    expect(
      parseLiveServerMessage(
        JSON.stringify({
          seq: 2,
          kind: 'batch',
          events: [{ topic: 'questions', type: 'question.deleted', data: { id: 1 } }],
        }),
      ),
    ).not.toBeNull();
    for (const bad of [
      'nope',
      '{"kind":"pong"}',
      '{"seq":0,"kind":"pong"}',
      '{"seq":1,"kind":"batch","events":[]}',
      '{"seq":1,"kind":"subscribed","topics":["nope"]}',
      '{"seq":1,"kind":"mystery"}',
    ]) {
      expect(parseLiveServerMessage(bad), bad).toBeNull();
    }
  });

  it('parses client frames and explains refusals', () => {
    expect(parseLiveClientMessage('{"type":"subscribe","topics":["questions","questions"]}')).toEqual({
      type: 'subscribe',
      topics: ['questions'],
    });
    expect(parseLiveClientMessage('{"type":"ping"}')).toEqual({ type: 'ping' });
    expect(parseLiveClientMessage('{')).toBe('Messages must be JSON.');
    expect(parseLiveClientMessage('[]')).toBe('Messages must be JSON objects.');
    expect(parseLiveClientMessage('{"type":"subscribe","topics":[]}')).toMatch(/1 to 20 topics/);
    expect(parseLiveClientMessage(JSON.stringify({ type: 'subscribe', topics: Array(21).fill('questions') }))).toMatch(
      /1 to 20/,
    );
  });
});
