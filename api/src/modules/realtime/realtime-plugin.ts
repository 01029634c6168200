/**
 * The realtime hub (DESIGN.md "Realtime"). Features call `app.realtime.publish({topic, type, data})` after a
 * change commits; the event goes through PostgreSQL NOTIFY (notification-bus.ts), every API instance LISTENs
 * and fans it out to its own WebSocket clients on GET /api/live (contract/realtime.ts describes the protocol).
 */
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { WebSocket } from 'ws';
import {
  type LiveEvent as ContractLiveEvent,
  chairTopicSession,
  isChairTopic,
  isLiveEvent,
  LIVE_PATH,
  type LiveTopic,
} from '../../contract/realtime';
import type { Db } from '../../db/database';
import { SESSION_COOKIE } from '../../lib/cookies';
import { forbidden, HttpError } from '../../lib/http-error';
import { isAllowedOrigin } from '../../plugins/origin-check';
import { resolveSession } from '../auth/session-store';
import { chairsSession } from '../chair/chair-assignments';
import { LiveConnection } from './live-connection';
import { createNotificationBus, type NotificationBus } from './notification-bus';

export type LiveEvent = ContractLiveEvent;

export interface RealtimeHub {
  /**
   * Sends an event to every API instance's subscribers. Call after the change has committed. A failure to
   * publish is logged, not thrown: the change is saved, and clients refetch when they reconnect.
   */
  publish(event: LiveEvent): Promise<void>;
  /** Local listeners of every event this instance receives (its own and other instances'). */
  onEvent(listener: (event: LiveEvent) => void): () => void;
  /**
   * Tells every instance's `onSignal` listeners of this name (its own too), without storing anything or reaching
   * any socket: for work each instance does for its own sockets (issue 37: coalesced poll results). Through `db`
   * when given (a transaction: sent only once it commits). Failures are logged, not thrown.
   */
  signal(name: string, payload: string, db?: Db): Promise<void>;
  onSignal(name: string, listener: (payload: string) => void): () => void;
  /**
   * Sends an event to this instance's own sockets only, without the bus: what each instance computed itself after
   * a signal. Checked against the contract like `publish`.
   */
  deliverLocally(event: LiveEvent): void;
  /**
   * Listeners told that a table's rows changed: through any instance or straight in the database (the
   * cc_changes trigger), and at once when this instance publishes that table's event, so that its own next
   * request sees its own change. `null` means anything may have changed (the feed had a gap).
   */
  onTableChange(listener: (table: string | null) => void): () => void;
  /** True while this instance hears every table change; in-memory copies must not be trusted otherwise. */
  readonly changeFeedLive: boolean;
  /** How events travel: through PostgreSQL, within one PGlite instance, or only inside this process. */
  readonly mode: NotificationBus['mode'];
  /** Open WebSocket connections on this instance. */
  readonly connectionCount: number;
  /** Events this instance has published since it started (for its metrics). */
  readonly publishedCount: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHub;
  }
}

/** Events of these topics are published after a change to these tables committed. */
const TABLE_OF_TOPIC: Partial<Record<string, string>> = { sessions: 'sessions', announcements: 'announcements' };

/** Server-side heartbeat: a socket that does not answer a ping within this time is closed. */
const HEARTBEAT_MS = 30_000;

export interface LiveLimits {
  /**
   * Open sockets per client address. A venue's Wi-Fi puts every attendee behind one address, each with a
   * socket or two, so this only stops one machine opening thousands.
   */
  socketsPerAddress: number;
}

export const DEFAULT_LIVE_LIMITS: LiveLimits = { socketsPerAddress: 2000 };

/** Tables whose changes can end a session or a right: open sockets holding privileged topics are re-checked. */
const IDENTITY_TABLES = new Set(['auth_sessions', 'users', 'session_chairs']);
/** Topics only some sessions may hold, so that their sockets are checked again when sessions change. */
const isPrivileged = (topic: LiveTopic) => topic === 'moderation' || isChairTopic(topic);

export const realtimePlugin = fastifyPlugin(
  async (app: FastifyInstance, options: { liveLimits?: Partial<LiveLimits> }) => {
    const limits = { ...DEFAULT_LIVE_LIMITS, ...options.liveLimits };
    const socketsByAddress = new Map<string, number>();
    const listeners = new Set<(event: LiveEvent) => void>();
    const tableListeners = new Set<(table: string | null) => void>();
    const connections = new Set<LiveConnection>();
    const signalListeners = new Map<string, Set<(payload: string) => void>>();

    const tableChanged = (table: string | null) => {
      // A session ended or an account changed, on any instance or in the database: what its sockets hold is
      // checked again now, not at their next subscribe.
      if (table === null || IDENTITY_TABLES.has(table)) {
        for (const connection of connections) if (connection.holdsPrivileged) void connection.recheck();
      }
      for (const listener of tableListeners) {
        try {
          listener(table);
        } catch (error) {
          app.log.error({ err: error }, 'table change listener failed');
        }
      }
    };

    const bus = await createNotificationBus(app.db, app.log, {
      onEvents(events) {
        for (const event of events) {
          for (const listener of listeners) {
            try {
              listener(event);
            } catch (error) {
              app.log.error({ err: error }, 'live event listener failed');
            }
          }
          for (const connection of connections) connection.deliver(event);
        }
      },
      onTableChanged: tableChanged,
      onSignal(signal) {
        const colon = signal.indexOf(':');
        const name = colon < 0 ? signal : signal.slice(0, colon);
        const payload = colon < 0 ? '' : signal.slice(colon + 1);
        for (const listener of signalListeners.get(name) ?? []) {
          try {
            listener(payload);
          } catch (error) {
            app.log.error({ err: error, signal: name }, 'signal listener failed');
          }
        }
      },
      onResync() {
        tableChanged(null);
        for (const connection of connections) connection.resync();
      },
    });

    let published = 0;
    const hub: RealtimeHub = {
      async publish(event) {
        if (!isLiveEvent(event)) {
          // A programming error in the publishing module: its data does not match the contract.
          const { topic, type } = event as { topic: string; type: string };
          throw new Error(`Live event ${topic}/${type} does not match the contract`);
        }
        const table = TABLE_OF_TOPIC[event.topic];
        if (table) tableChanged(table);
        try {
          await bus.publish(event);
          published += 1;
        } catch (error) {
          app.log.error({ err: error, topic: event.topic, type: event.type }, 'could not publish a live event');
        }
      },
      onEvent(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      async signal(name, payload, db) {
        try {
          await bus.signal(`${name}:${payload}`, db);
        } catch (error) {
          app.log.error({ err: error, signal: name }, 'could not send a signal');
        }
      },
      onSignal(name, listener) {
        let named = signalListeners.get(name);
        if (!named) {
          named = new Set();
          signalListeners.set(name, named);
        }
        named.add(listener);
        return () => named.delete(listener);
      },
      deliverLocally(event) {
        if (!isLiveEvent(event)) {
          const { topic, type } = event as { topic: string; type: string };
          throw new Error(`Live event ${topic}/${type} does not match the contract`);
        }
        for (const connection of connections) connection.deliver(event);
      },
      onTableChange(listener) {
        tableListeners.add(listener);
        return () => tableListeners.delete(listener);
      },
      mode: bus.mode,
      get changeFeedLive() {
        return bus.live;
      },
      get connectionCount() {
        return connections.size;
      },
      get publishedCount() {
        return published;
      },
    };
    app.decorate('realtime', hub);

    await app.register(fastifyWebsocket, { options: { maxPayload: 16 * 1024 } });

    const heartbeat = setInterval(() => {
      for (const client of app.websocketServer.clients) {
        const socket = client as WebSocket & { alive?: boolean };
        if (socket.alive === false) {
          socket.terminate();
          continue;
        }
        socket.alive = false;
        socket.ping();
      }
    }, HEARTBEAT_MS);
    heartbeat.unref();

    app.addHook('onClose', async () => {
      clearInterval(heartbeat);
      await bus.close();
    });

    app.get(
      LIVE_PATH,
      {
        websocket: true,
        schema: { tags: ['live'], summary: 'WebSocket: live events (see contract/realtime.ts)', hide: true },
        // The handshake is a GET that browsers send cross-site too: only our own pages may open it.
        onRequest: async (request) => {
          const origin = request.headers.origin;
          if (origin !== undefined && !isAllowedOrigin(request, origin, app.config.allowedOrigins)) {
            throw forbidden('CROSS_SITE_REQUEST', 'Cross-site WebSocket refused');
          }
          if ((socketsByAddress.get(request.ip) ?? 0) >= limits.socketsPerAddress) {
            throw new HttpError(
              429,
              'TOO_MANY_CONNECTIONS',
              'Too many live connections from your network. Close some tabs, or try again later.',
            );
          }
        },
      },
      (socket, request) => {
        const address = request.ip;
        socketsByAddress.set(address, (socketsByAddress.get(address) ?? 0) + 1);
        let counted = true;
        let expiryTimer: NodeJS.Timeout | undefined;
        const release = () => {
          clearTimeout(expiryTimer);
          if (!counted) return;
          counted = false;
          const left = (socketsByAddress.get(address) ?? 1) - 1;
          if (left > 0) socketsByAddress.set(address, left);
          else socketsByAddress.delete(address);
        };
        const tagged = socket as WebSocket & { alive?: boolean };
        tagged.alive = true;
        socket.on('pong', () => {
          tagged.alive = true;
        });
        const sessionToken = request.cookies[SESSION_COOKIE];
        const connection: LiveConnection = new LiveConnection(socket, {
          log: request.log,
          isPrivileged,
          async authorise(topic: LiveTopic) {
            if (!isPrivileged(topic)) return null;
            // Checked against the server-side session now, not only at the handshake. Not touched: an open
            // socket is not the person using the app, and must not keep their session from expiring.
            const session = sessionToken
              ? await resolveSession(app.db, sessionToken, new Date(), { touch: false })
              : null;
            const chaired = chairTopicSession(topic);
            if (chaired !== null) {
              // Issue 26: the chairs of that session; whether it exists is not told. Issue 37: admins too, who
              // manage every session's polls and hear `chair.polls` here (the topic names no person).
              if (!session) return 'Sign in as a chair of this session to follow it.';
              if (session.user.role !== 'admin' && !(await chairsSession(app.db, session.user.id, chaired))) {
                return 'You are not a chair of this session.';
              }
            } else {
              if (!session) return 'Sign in as an admin to follow moderation.';
              if (session.user.role !== 'admin') return 'Access denied: Admin privileges required';
            }
            // Expiry changes no row: check again when the session would end (it may have slid by then).
            clearTimeout(expiryTimer);
            const wait = Math.max(0, session.expiresAt.getTime() - Date.now()) + 50;
            expiryTimer = setTimeout(() => void connection.recheck(), Math.min(wait, 2 ** 31 - 1));
            expiryTimer.unref();
            return null;
          },
        });
        connections.add(connection);
        socket.on('close', () => {
          connections.delete(connection);
          release();
        });
        socket.on('error', () => {
          connections.delete(connection);
          release();
        });
      },
    );
  },
  { name: 'realtime', dependencies: ['@fastify/cookie'] },
);
