/**
 * The realtime hub's server-side face: features call `app.realtime.publish(...)` after a change commits.
 * This first version only fans out inside the process; the live issue replaces the inside with PostgreSQL
 * NOTIFY/LISTEN and the WebSocket endpoint, keeping this signature.
 */
import type { FastifyInstance } from 'fastify';
import type { LiveEventType, LiveTopic } from '../../contract/realtime';
import { definePlugin } from '../../lib/define-plugin';

export interface LiveEvent {
  topic: LiveTopic;
  type: LiveEventType;
  data: unknown;
}

export interface RealtimeHub {
  publish(event: LiveEvent): Promise<void>;
  /** Local listeners (the WebSocket layer); returns an unsubscribe function. */
  onEvent(listener: (event: LiveEvent) => void): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHub;
  }
}

export const realtimePlugin = definePlugin(
  async (app: FastifyInstance) => {
    const listeners = new Set<(event: LiveEvent) => void>();
    const hub: RealtimeHub = {
      async publish(event) {
        for (const listener of listeners) listener(event);
      },
      onEvent(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    app.decorate('realtime', hub);
  },
  { name: 'realtime' },
);
