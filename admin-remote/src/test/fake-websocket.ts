import { vi } from 'vitest';

/** A stand-in for the browser's WebSocket: tests open it and push server frames. */
export class FakeWebSocket {
  static instances: FakeWebSocket[] = [];
  readonly url: string;
  readonly sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  closed = false;
  private seq = 0;

  constructor(url: string) {
    this.url = url;
    FakeWebSocket.instances.push(this);
  }

  send(text: string) {
    this.sent.push(JSON.parse(text));
  }

  close() {
    this.closed = true;
  }

  /** The server accepts the connection and confirms the subscription to these topics. */
  open(topics: string[]) {
    this.onopen?.();
    this.push({ kind: 'subscribed', topics });
  }

  push(frame: Record<string, unknown>) {
    this.seq += 1;
    this.onmessage?.({ data: JSON.stringify({ seq: this.seq, ...frame }) });
  }

  drop() {
    this.onclose?.();
  }

  static install() {
    FakeWebSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeWebSocket);
  }

  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('no WebSocket was opened');
    return socket;
  }
}
