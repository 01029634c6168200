/**
 * The browser's side of the live hub (GET /api/live, protocol in @cc/api contract/realtime.ts), on the
 * browser's own WebSocket. Framework-free (but for the page's server-data helpers) so any remote can use (or
 * copy) it; `use-live-topics.ts` is the React face.
 *
 * - One connection for all subscribers; opened on the first subscription, closed shortly after the last.
 * - Every frame is validated (parseLiveServerMessage) and its `seq` checked: a gap, a malformed frame, a
 *   server `resync`, or a (re)connect makes every subscriber `resync` (refetch what it shows), so nothing a
 *   subscriber shows stays stale after a lost event.
 * - Reconnects with exponential backoff and jitter (0.5 s doubling to 30 s), at once when the browser comes
 *   back online or the page becomes visible, and resubscribes to every topic.
 * - A ping every 25 s; no answer within 10 s means the connection is dead and is replaced.
 * - A `batch` frame reaches each subscriber as one call with all of its events (bursts coalesced).
 */
import { type LiveClientMessage, type LiveEvent, type LiveTopic, parseLiveServerMessage } from '@cc/api/contract';
import { serverData, whenInteractive } from '@cc/design-system';

export interface LiveSubscriber {
  /** Events on the subscriber's topics, in order; several at once when they arrived in a burst. */
  onEvents(events: LiveEvent[]): void;
  /** Something may have been missed (reconnect, gap, server request): refetch. */
  onResync(): void;
  /** A topic was refused (e.g. 'moderation' without an admin session). */
  onError?(message: string): void;
}

export type LiveStatus = 'idle' | 'connecting' | 'open' | 'closed';

/** The parts of the WebSocket interface this client uses (a test can pass a stand-in). */
export interface SocketLike {
  readyState: number;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface LiveClientOptions {
  url: string | (() => string);
  createSocket?: (url: string) => SocketLike;
  /** Backoff: the first delay and the cap, in ms. */
  minDelayMs?: number;
  maxDelayMs?: number;
  pingEveryMs?: number;
  pongTimeoutMs?: number;
  /** How long the connection stays open after the last subscriber leaves (page changes resubscribe). */
  idleCloseMs?: number;
  random?: () => number;
  /**
   * Holds what subscribers hear (events and refetches) until the page can take a change: a page drawn on the server
   * must hydrate from the answers it was drawn with, or React finds its HTML different (error #418) when news
   * arrives, or a refetch on connecting answers, before the page's part has hydrated. Default: at once.
   */
  whenReady?: (deliver: () => void) => void;
  /** Browser hooks for reconnecting at once; omitted in tests. */
  environment?: {
    addEventListener(type: 'online', listener: () => void): void;
    removeEventListener(type: 'online', listener: () => void): void;
    onVisible(listener: () => void): () => void;
  } | null;
}

const OPEN = 1;

interface Registration {
  topics: LiveTopic[];
  subscriber: LiveSubscriber;
}

export class LiveClient {
  private socket: SocketLike | null = null;
  private readonly registrations = new Set<Registration>();
  private lastSeq = 0;
  private attempt = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private pongTimer: ReturnType<typeof setTimeout> | null = null;
  private detachEnvironment: (() => void) | null = null;
  private statusValue: LiveStatus = 'idle';
  private readonly statusListeners = new Set<(status: LiveStatus) => void>();
  private readonly options: Required<Omit<LiveClientOptions, 'environment'>> & {
    environment: LiveClientOptions['environment'];
  };

  constructor(options: LiveClientOptions) {
    this.options = {
      createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
      minDelayMs: 500,
      maxDelayMs: 30_000,
      pingEveryMs: 25_000,
      pongTimeoutMs: 10_000,
      idleCloseMs: 5_000,
      random: Math.random,
      whenReady: (deliver) => deliver(),
      ...options,
      environment: options.environment ?? null,
    };
  }

  get status(): LiveStatus {
    return this.statusValue;
  }

  onStatus(listener: (status: LiveStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /** Starts receiving events on `topics`; returns the function that stops it. */
  subscribe(topics: LiveTopic[], subscriber: LiveSubscriber): () => void {
    const registration: Registration = { topics: [...new Set(topics)], subscriber };
    const newTopics = registration.topics.filter((topic) => !this.topics().has(topic));
    this.registrations.add(registration);
    if (this.idleTimer) {
      clearTimeout(this.idleTimer);
      this.idleTimer = null;
    }
    if (this.socket?.readyState === OPEN) {
      if (newTopics.length > 0) this.send({ type: 'subscribe', topics: newTopics });
    } else {
      this.connect();
    }
    return () => this.unsubscribe(registration);
  }

  /** Closes the connection and forgets every subscriber. */
  close(): void {
    this.registrations.clear();
    this.teardown();
    this.setStatus('idle');
  }

  private unsubscribe(registration: Registration): void {
    if (!this.registrations.delete(registration)) return;
    const still = this.topics();
    const gone = registration.topics.filter((topic) => !still.has(topic));
    if (gone.length > 0 && this.socket?.readyState === OPEN) this.send({ type: 'unsubscribe', topics: gone });
    if (this.registrations.size === 0 && !this.idleTimer) {
      this.idleTimer = setTimeout(() => {
        this.idleTimer = null;
        if (this.registrations.size === 0) {
          this.teardown();
          this.setStatus('idle');
        }
      }, this.options.idleCloseMs);
    }
  }

  private topics(): Set<LiveTopic> {
    const all = new Set<LiveTopic>();
    for (const registration of this.registrations) for (const topic of registration.topics) all.add(topic);
    return all;
  }

  private setStatus(status: LiveStatus): void {
    if (this.statusValue === status) return;
    this.statusValue = status;
    for (const listener of this.statusListeners) listener(status);
  }

  private connect(): void {
    if (this.socket || this.reconnectTimer || this.registrations.size === 0) return;
    this.attachEnvironment();
    this.setStatus('connecting');
    const url = typeof this.options.url === 'function' ? this.options.url() : this.options.url;
    let socket: SocketLike;
    try {
      socket = this.options.createSocket(url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    this.lastSeq = 0;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.attempt = 0;
      this.setStatus('open');
      const topics = [...this.topics()];
      if (topics.length > 0) this.send({ type: 'subscribe', topics });
      this.startPing();
      // Whatever happened while we were away, or between the page's first fetch and this subscription, is
      // refetched.
      this.resyncAll();
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      this.handle(typeof event.data === 'string' ? event.data : '');
    };
    socket.onerror = () => {
      // The close event follows; reconnecting happens there.
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.dropSocket();
      this.setStatus('closed');
      this.scheduleReconnect();
    };
  }

  private handle(text: string): void {
    this.clearPongTimer();
    const message = parseLiveServerMessage(text);
    if (!message || message.seq !== this.lastSeq + 1) {
      // A lost or garbled frame: take the server's numbering from here and refetch.
      if (message) this.lastSeq = message.seq;
      this.resyncAll();
      return;
    }
    this.lastSeq = message.seq;
    switch (message.kind) {
      case 'event': {
        const { seq: _seq, kind: _kind, ...event } = message;
        this.dispatch([event as LiveEvent]);
        return;
      }
      case 'batch':
        this.dispatch(message.events);
        return;
      case 'resync':
        this.resyncAll();
        return;
      case 'error':
        for (const registration of [...this.registrations]) registration.subscriber.onError?.(message.message);
        return;
      default:
        return;
    }
  }

  private dispatch(events: LiveEvent[]): void {
    this.options.whenReady(() => {
      for (const registration of [...this.registrations]) {
        const mine = events.filter((event) => registration.topics.includes(event.topic));
        if (mine.length > 0) registration.subscriber.onEvents(mine);
      }
    });
  }

  private resyncAll(): void {
    this.options.whenReady(() => {
      for (const registration of [...this.registrations]) registration.subscriber.onResync();
    });
  }

  private send(message: LiveClientMessage): void {
    try {
      this.socket?.send(JSON.stringify(message));
    } catch {
      // A socket that cannot send is closing; its close event reconnects.
    }
  }

  private startPing(): void {
    this.stopPing();
    this.pingTimer = setInterval(() => {
      this.send({ type: 'ping' });
      if (!this.pongTimer) {
        this.pongTimer = setTimeout(() => {
          this.pongTimer = null;
          // No frame since the ping: the connection is dead even if the browser has not noticed.
          const socket = this.socket;
          this.dropSocket();
          socket?.close(4000, 'no answer to ping');
          this.setStatus('closed');
          this.scheduleReconnect();
        }, this.options.pongTimeoutMs);
      }
    }, this.options.pingEveryMs);
  }

  private clearPongTimer(): void {
    if (this.pongTimer) {
      clearTimeout(this.pongTimer);
      this.pongTimer = null;
    }
  }

  private stopPing(): void {
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
    this.clearPongTimer();
  }

  private dropSocket(): void {
    const socket = this.socket;
    this.socket = null;
    this.stopPing();
    if (socket) {
      socket.onopen = null;
      socket.onmessage = null;
      socket.onclose = null;
      socket.onerror = null;
    }
  }

  /** The delay before reconnect attempt n: exponential, capped, with jitter so clients do not stampede. */
  nextDelay(attempt: number): number {
    const ceiling = Math.min(this.options.maxDelayMs, this.options.minDelayMs * 2 ** attempt);
    return Math.round(ceiling / 2 + (ceiling / 2) * this.options.random());
  }

  private scheduleReconnect(): void {
    if (this.reconnectTimer || this.registrations.size === 0) return;
    const delay = this.nextDelay(this.attempt);
    this.attempt += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.connect();
    }, delay);
  }

  /** Online again or visible again: do not wait for the backoff. */
  private reconnectNow = (): void => {
    if (this.socket || this.registrations.size === 0) return;
    if (this.reconnectTimer) {
      clearTimeout(this.reconnectTimer);
      this.reconnectTimer = null;
    }
    this.connect();
  };

  private attachEnvironment(): void {
    const environment = this.options.environment;
    if (!environment || this.detachEnvironment) return;
    environment.addEventListener('online', this.reconnectNow);
    const stopVisible = environment.onVisible(this.reconnectNow);
    this.detachEnvironment = () => {
      environment.removeEventListener('online', this.reconnectNow);
      stopVisible();
    };
  }

  private teardown(): void {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.reconnectTimer = null;
    this.idleTimer = null;
    const socket = this.socket;
    this.dropSocket();
    socket?.close(1000, 'done');
    this.detachEnvironment?.();
    this.detachEnvironment = null;
    this.attempt = 0;
  }
}

/** The same-origin endpoint: ws: for http pages, wss: for https. */
export function liveUrl(location: { protocol: string; host: string } = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/live`;
}

function browserEnvironment(): LiveClientOptions['environment'] {
  if (typeof window === 'undefined' || typeof document === 'undefined') return null;
  return {
    addEventListener: (type, listener) => window.addEventListener(type, listener),
    removeEventListener: (type, listener) => window.removeEventListener(type, listener),
    onVisible(listener) {
      const handler = () => {
        if (document.visibilityState === 'visible') listener();
      };
      document.addEventListener('visibilitychange', handler);
      return () => document.removeEventListener('visibilitychange', handler);
    },
  };
}

let shared: LiveClient | null = null;

/** This remote's one connection; on a page drawn on the server, heard from once the page is live. */
export function sharedLiveClient(): LiveClient {
  shared ??= new LiveClient({
    url: () => liveUrl(),
    environment: browserEnvironment(),
    ...(serverData('attendee') === undefined ? {} : { whenReady: whenInteractive }),
  });
  return shared;
}
