/** A real WebSocket client (the `ws` package) for the live hub's tests: connects, records and validates frames. */
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import {
  type LiveClientMessage,
  type LiveEvent,
  type LiveServerMessage,
  parseLiveServerMessage,
} from '../../src/contract/realtime';

export interface Listening {
  server: { address(): AddressInfo | string | null };
}

export function liveUrl(app: Listening): string {
  const address = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${address.port}/api/live`;
}

export class TestLiveClient {
  readonly frames: LiveServerMessage[] = [];
  readonly invalid: string[] = [];
  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const text = data.toString();
      const message = parseLiveServerMessage(text);
      if (message) this.frames.push(message);
      else this.invalid.push(text);
    });
  }

  static open(app: Listening, headers: Record<string, string> = {}): Promise<TestLiveClient> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(liveUrl(app), { headers });
      socket.once('open', () => resolve(new TestLiveClient(socket)));
      socket.once('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
      socket.once('error', reject);
    });
  }

  send(message: LiveClientMessage | Record<string, unknown> | string): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Subscribes and waits for the server's `subscribed` answer. */
  async subscribe(...topics: string[]): Promise<string[]> {
    const before = this.frames.length;
    this.send({ type: 'subscribe', topics });
    const answer = await this.waitFor(
      () =>
        this.frames.slice(before).find((frame) => frame.kind === 'subscribed') as
          | Extract<LiveServerMessage, { kind: 'subscribed' }>
          | undefined,
    );
    return answer.topics;
  }

  /** Every event received, batches unpacked, in order. */
  events(): LiveEvent[] {
    return this.frames.flatMap((frame) => {
      if (frame.kind === 'event') {
        const { seq: _seq, kind: _kind, ...event } = frame;
        return [event as LiveEvent];
      }
      if (frame.kind === 'batch') return frame.events;
      return [];
    });
  }

  async waitFor<T>(find: () => T | undefined | false, ms = 3000): Promise<T> {
    const until = Date.now() + ms;
    for (;;) {
      const found = find();
      if (found !== undefined && found !== false) return found;
      if (Date.now() > until) throw new Error(`timed out; frames: ${JSON.stringify(this.frames).slice(0, 500)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      if (this.socket.readyState === WebSocket.CLOSED) return resolve();
      this.socket.once('close', () => resolve());
      this.socket.close();
    });
  }
}
