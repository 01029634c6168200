// @vitest-environment node
import type { LiveEvent } from '@cc/api/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveClient, type SocketLike } from './live-client';

class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  sent: unknown[] = [];
  private seq = 0;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({});
  }
  frame(body: Record<string, unknown>, seq = ++this.seq) {
    this.seq = seq;
    this.onmessage?.({ data: JSON.stringify({ seq, ...body }) });
  }
}

const announcement = (id: number) => ({
  id,
  title: `News ${id}`,
  summary: 's',
  content: 'c',
  priority: 'normal',
  category: 'general',
  actionUrl: null,
  actionText: null,
  createdAt: '2027-09-13T09:00:00.000Z',
  updatedAt: '2027-09-13T09:00:00.000Z',
});

function subscriber() {
  return { onEvents: vi.fn<(events: LiveEvent[]) => void>(), onResync: vi.fn(), onError: vi.fn() };
}

let client: LiveClient;
beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
  client = new LiveClient({
    url: 'ws://test/api/live',
    createSocket: (url) => new FakeSocket(url),
    random: () => 1,
  });
});
afterEach(() => {
  client.close();
  vi.useRealTimers();
});

describe('LiveClient', () => {
  it('connects on the first subscription, subscribes to every topic once and refetches on open', () => {
    const a = subscriber();
    const b = subscriber();
    client.subscribe(['announcements'], a);
    client.subscribe(['announcements', 'questions'], b);
    expect(FakeSocket.all).toHaveLength(1);
    const socket = FakeSocket.all[0]!;
    socket.open();
    expect(socket.sent).toEqual([{ type: 'subscribe', topics: ['announcements', 'questions'] }]);
    expect(a.onResync).toHaveBeenCalledTimes(1);
    expect(client.status).toBe('open');
  });

  it('hands events to the subscribers of their topic, a batch in one call', () => {
    const news = subscriber();
    const qa = subscriber();
    client.subscribe(['announcements'], news);
    client.subscribe(['questions'], qa);
    const socket = FakeSocket.all[0]!;
    socket.open();
    socket.frame({ kind: 'event', topic: 'announcements', type: 'announcement.created', data: announcement(1) });
    socket.frame({
      kind: 'batch',
      events: [
        { topic: 'announcements', type: 'announcement.created', data: announcement(2) },
        { topic: 'questions', type: 'question.deleted', data: { id: 9 } },
        { topic: 'announcements', type: 'announcement.deleted', data: { id: 1 } },
      ],
    });
    expect(news.onEvents).toHaveBeenCalledTimes(2);
    expect(news.onEvents.mock.calls[1]![0].map((e) => e.type)).toEqual([
      'announcement.created',
      'announcement.deleted',
    ]);
    expect(qa.onEvents).toHaveBeenCalledTimes(1);
  });

  it('holds events and refetches until the page is ready for them, then hands them over in order', () => {
    const held: (() => void)[] = [];
    const gated = new LiveClient({
      url: 'ws://test/api/live',
      createSocket: (url) => new FakeSocket(url),
      whenReady: (deliver) => held.push(deliver),
    });
    const news = subscriber();
    gated.subscribe(['announcements'], news);
    const socket = FakeSocket.all[0]!;
    socket.open();
    socket.frame({ kind: 'event', topic: 'announcements', type: 'announcement.created', data: announcement(1) });
    socket.frame({ kind: 'event', topic: 'announcements', type: 'announcement.deleted', data: { id: 1 } });
    expect(news.onResync).not.toHaveBeenCalled();
    expect(news.onEvents).not.toHaveBeenCalled();
    for (const deliver of held) deliver();
    expect(news.onResync).toHaveBeenCalledTimes(1);
    expect(news.onEvents.mock.calls.map(([events]) => events.map((e) => e.type))).toEqual([
      ['announcement.created'],
      ['announcement.deleted'],
    ]);
    gated.close();
  });

  it('refetches on a gap in the sequence, on a malformed frame and when the server asks', () => {
    const news = subscriber();
    client.subscribe(['announcements'], news);
    const socket = FakeSocket.all[0]!;
    socket.open();
    news.onResync.mockClear();
    socket.frame({ kind: 'pong' }, 1);
    socket.frame({ kind: 'pong' }, 3);
    expect(news.onResync).toHaveBeenCalledTimes(1);
    socket.onmessage?.({ data: '{"seq":4,"kind":"event","topic":"announcements","type":"announcement.created"}' });
    expect(news.onResync).toHaveBeenCalledTimes(2);
    expect(news.onEvents).not.toHaveBeenCalled();
    socket.frame({ kind: 'resync' }, 5);
    expect(news.onResync).toHaveBeenCalledTimes(3);
  });

  it('reconnects with growing backoff, resubscribes and refetches', () => {
    const news = subscriber();
    client.subscribe(['announcements'], news);
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.drop();
    expect(client.status).toBe('closed');
    vi.advanceTimersByTime(499);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1]!.drop(); // fails again: the next wait is longer
    vi.advanceTimersByTime(999);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(3);
    news.onResync.mockClear();
    FakeSocket.all[2]!.open();
    expect(FakeSocket.all[2]!.sent).toEqual([{ type: 'subscribe', topics: ['announcements'] }]);
    expect(news.onResync).toHaveBeenCalledTimes(1);
  });

  it('caps the backoff and adds jitter', () => {
    const jittery = new LiveClient({ url: 'x', random: () => 0, maxDelayMs: 30_000 });
    expect(client.nextDelay(0)).toBe(500);
    expect(client.nextDelay(20)).toBe(30_000);
    expect(jittery.nextDelay(20)).toBe(15_000);
  });

  it('replaces a connection that does not answer a ping', () => {
    client.subscribe(['announcements'], subscriber());
    const socket = FakeSocket.all[0]!;
    socket.open();
    vi.advanceTimersByTime(25_000);
    expect(socket.sent.at(-1)).toEqual({ type: 'ping' });
    vi.advanceTimersByTime(10_000);
    expect(client.status).toBe('closed');
    vi.advanceTimersByTime(500);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('unsubscribes topics nobody holds and closes when idle', () => {
    const stopA = client.subscribe(['announcements'], subscriber());
    const stopB = client.subscribe(['announcements', 'questions'], subscriber());
    const socket = FakeSocket.all[0]!;
    socket.open();
    stopB();
    expect(socket.sent.at(-1)).toEqual({ type: 'unsubscribe', topics: ['questions'] });
    stopA();
    expect(socket.sent.at(-1)).toEqual({ type: 'unsubscribe', topics: ['announcements'] });
    vi.advanceTimersByTime(5000);
    expect(socket.readyState).toBe(3);
    expect(client.status).toBe('idle');
  });

  it('tells subscribers of a refused topic', () => {
    const moderation = subscriber();
    client.subscribe(['moderation'], moderation);
    const socket = FakeSocket.all[0]!;
    socket.open();
    socket.frame({ kind: 'error', message: 'Sign in as an admin to follow moderation.' });
    expect(moderation.onError).toHaveBeenCalledWith('Sign in as an admin to follow moderation.');
  });
});
