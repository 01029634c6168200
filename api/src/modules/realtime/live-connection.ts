/**
 * One browser's WebSocket: its topics, its sequence numbers, and a send queue that coalesces bursts.
 * Events that arrive while a frame is being written, or in the same tick, go out together as one `batch`
 * frame; nothing is dropped. A client that falls hopelessly behind (a huge backlog) is told to `resync`
 * instead, which makes it refetch, so it still ends up with every change.
 */
import type { WebSocket } from 'ws';
import {
  type LiveEvent,
  type LiveServerMessage,
  type LiveTopic,
  MAX_TOPICS_PER_CONNECTION,
  parseLiveClientMessage,
} from '../../contract/realtime';

/** Queued events beyond which a slow client is sent `resync` instead of the backlog. */
const MAX_BACKLOG = 5000;

/**
 * Each event is serialized once, not once per connection: with thousands of sockets the per-socket
 * JSON.stringify was most of the fan-out time. Frames differ only in `seq`, which is spliced in front.
 */
const serialized = new WeakMap<LiveEvent, string>();
function eventJson(event: LiveEvent): string {
  let json = serialized.get(event);
  if (json === undefined) {
    json = JSON.stringify(event);
    serialized.set(event, json);
  }
  return json;
}

/** The same text as JSON.stringify({ seq, kind: 'event', ...event }). */
export function eventFrame(seq: number, event: LiveEvent): string {
  return `{"seq":${seq},"kind":"event",${eventJson(event).slice(1)}`;
}

/** The same text as JSON.stringify({ seq, kind: 'batch', events }). */
export function batchFrame(seq: number, events: readonly LiveEvent[]): string {
  return `{"seq":${seq},"kind":"batch","events":[${events.map(eventJson).join(',')}]}`;
}

type Outgoing =
  | { kind: 'event'; event: LiveEvent }
  | { kind: 'subscribed'; topics: LiveTopic[] }
  | { kind: 'unsubscribed'; topics: LiveTopic[] }
  | { kind: 'resync' }
  | { kind: 'pong' }
  | { kind: 'error'; message: string };

export interface ConnectionOptions {
  /** May the caller hold this topic? Resolves to a refusal message, or null when allowed. */
  authorise(topic: LiveTopic): Promise<string | null>;
  /** Topics whose right can end while the socket is open (checked again by `recheck`). */
  isPrivileged(topic: LiveTopic): boolean;
  log: { warn(obj: unknown, msg: string): void };
}

export class LiveConnection {
  private readonly topics = new Set<LiveTopic>();
  private seq = 0;
  private queue: Outgoing[] = [];
  private sending = false;
  private scheduled = false;
  private closed = false;
  /** Messages are handled one at a time, so subscribe/unsubscribe apply in the order sent. */
  private inbox: Promise<void> = Promise.resolve();

  constructor(
    private readonly socket: WebSocket,
    private readonly options: ConnectionOptions,
  ) {
    socket.on('message', (raw, isBinary) => {
      const text = isBinary ? '' : raw.toString();
      this.inbox = this.inbox
        .then(() => this.handle(text))
        .catch((error) => {
          options.log.warn({ err: error }, 'live: could not handle a client message');
        });
    });
    socket.on('close', () => {
      this.closed = true;
      this.queue = [];
    });
  }

  get isOpen(): boolean {
    return !this.closed;
  }

  /** True while the connection holds a topic whose right can end (e.g. 'moderation'). */
  get holdsPrivileged(): boolean {
    for (const topic of this.topics) if (this.options.isPrivileged(topic)) return true;
    return false;
  }

  /**
   * Checks the privileged topics again, in order with the client's own messages, and drops at once those the
   * caller may no longer hold (the session ended, the account lost the right): `unsubscribed`, then `error`.
   */
  recheck(): Promise<void> {
    this.inbox = this.inbox
      .then(async () => {
        const lost: LiveTopic[] = [];
        let reason = '';
        for (const topic of [...this.topics]) {
          if (!this.options.isPrivileged(topic)) continue;
          const refusal = await this.options.authorise(topic);
          if (refusal === null) continue;
          this.topics.delete(topic);
          lost.push(topic);
          reason = refusal;
        }
        if (lost.length > 0) {
          this.push({ kind: 'unsubscribed', topics: lost });
          this.push({ kind: 'error', message: reason });
        }
      })
      .catch((error) => {
        this.options.log.warn({ err: error }, 'live: could not check a connection again');
      });
    return this.inbox;
  }

  /** An event from the hub: queued when this connection holds its topic. */
  deliver(event: LiveEvent): void {
    if (this.closed || !this.topics.has(event.topic)) return;
    if (this.queue.length >= MAX_BACKLOG) {
      this.queue = [{ kind: 'resync' }];
    } else {
      this.push({ kind: 'event', event });
    }
    this.schedule();
  }

  resync(): void {
    if (this.closed) return;
    this.queue = this.queue.filter((item) => item.kind !== 'event');
    this.push({ kind: 'resync' });
  }

  private async handle(text: string): Promise<void> {
    const message = parseLiveClientMessage(text);
    if (typeof message === 'string') {
      this.push({ kind: 'error', message });
      return;
    }
    if (message.type === 'ping') {
      this.push({ kind: 'pong' });
      return;
    }
    // Answers name what the message changed, not every topic held: answering each subscribe with the whole
    // list made output grow with the square of the topics.
    if (message.type === 'unsubscribe') {
      const removed = message.topics.filter((topic) => this.topics.delete(topic));
      this.push({ kind: 'unsubscribed', topics: removed });
      return;
    }
    const held: LiveTopic[] = [];
    let full = false;
    for (const topic of message.topics) {
      if (this.topics.has(topic)) {
        held.push(topic);
        continue;
      }
      if (this.topics.size >= MAX_TOPICS_PER_CONNECTION) {
        full = true;
        continue;
      }
      const refusal = await this.options.authorise(topic);
      if (refusal === null) {
        this.topics.add(topic);
        held.push(topic);
      } else this.push({ kind: 'error', message: refusal });
    }
    if (full) {
      this.push({
        kind: 'error',
        message: `A connection can follow at most ${MAX_TOPICS_PER_CONNECTION} topics: unsubscribe from some first.`,
      });
    }
    this.push({ kind: 'subscribed', topics: held });
  }

  private push(item: Outgoing): void {
    if (this.closed) return;
    this.queue.push(item);
    this.schedule();
  }

  private schedule(): void {
    if (this.scheduled || this.sending || this.closed) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  /** Sends everything queued: control frames one by one, consecutive events as one frame. */
  private flush(): void {
    if (this.closed || this.sending || this.queue.length === 0) return;
    const items = this.queue;
    this.queue = [];
    const frames: string[] = [];
    let events: LiveEvent[] = [];
    const flushEvents = () => {
      if (events.length === 1) frames.push(eventFrame(++this.seq, events[0]!));
      else if (events.length > 1) frames.push(batchFrame(++this.seq, events));
      events = [];
    };
    for (const item of items) {
      if (item.kind === 'event') {
        events.push(item.event);
        continue;
      }
      flushEvents();
      frames.push(JSON.stringify({ seq: ++this.seq, ...item } as LiveServerMessage));
    }
    flushEvents();

    this.sending = true;
    let left = frames.length;
    for (const frame of frames) {
      this.socket.send(frame, (error) => {
        if (error) this.closed = true;
        left -= 1;
        if (left === 0) {
          this.sending = false;
          if (this.queue.length > 0) this.schedule();
        }
      });
    }
  }
}
