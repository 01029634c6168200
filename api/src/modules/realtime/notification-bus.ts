/**
 * Carries live events between API instances through PostgreSQL (DESIGN.md "Realtime"): publish stores the
 * event in live_events and NOTIFYs its id in the same statement; every instance LISTENs, reads the events
 * whose ids arrive (a burst is read in one query) and hands them on in arrival order, which is commit order.
 *
 * - PostgreSQL: a dedicated pg Client LISTENs (the pool's connections come and go), reconnecting with
 *   backoff; after a reconnect it reports `resync`, because events may have been missed in between.
 * - PGlite: the instance delivers NOTIFY to its own `listen` callbacks, so several apps on one PGlite
 *   instance behave like several instances on one server.
 * - A database with neither (a test's hand-made Db) fans out inside the process.
 *
 * Signals (issue 37) are NOTIFYs on `cc_signals` that are not stored and reach listeners on every instance, not
 * sockets: "poll 12 has a new answer", which each instance turns into coalesced results for its own sockets, so
 * that a burst of answers costs one event per poll every few hundred milliseconds, not one per answer per socket.
 *
 * The same connection LISTENs on `cc_changes` too: a trigger (migration 0021) NOTIFYs a table's name whenever
 * its rows change, so that instances can keep public lists in memory (lib/document-cache.ts). `live` says
 * whether such notices can be trusted right now: not while the LISTEN connection is down.
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { isLiveEvent, type LiveEvent } from '../../contract/realtime';
import { type Db, notificationSourceOf } from '../../db/database';

export const CHANNEL = 'cc_live';
/** Table names, NOTIFYed by the cc_notify_change trigger. */
export const CHANGES_CHANNEL = 'cc_changes';
/** Signals between instances ("name:payload"), not stored. */
export const SIGNALS_CHANNEL = 'cc_signals';
/** How long events are kept; only instances that are catching up within a burst read them. */
const KEEP_MINUTES = 10;
const CLEANUP_EVERY_MS = 60_000;
const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 10_000;

export interface BusHandlers {
  onEvents(events: LiveEvent[]): void;
  /** Rows of this table changed (through any instance, or straight in the database). */
  onTableChanged(table: string): void;
  /** This instance may have missed events (its LISTEN connection was down): clients should refetch. */
  onResync(): void;
  /** A signal from any instance (its own included): `name:payload` as sent. */
  onSignal(signal: string): void;
}

export interface NotificationBus {
  readonly mode: 'postgres' | 'pglite' | 'local';
  /** True while every table change is heard (the LISTEN connection is up); false for the local bus. */
  readonly live: boolean;
  publish(event: LiveEvent): Promise<void>;
  /**
   * Tells every instance's signal listeners. Sent through `db` when given: inside a transaction, PostgreSQL
   * delivers it only if and when the transaction commits.
   */
  signal(signal: string, db?: Db): Promise<void>;
  close(): Promise<void>;
}

export async function createNotificationBus(
  db: Db,
  log: FastifyBaseLogger,
  handlers: BusHandlers,
): Promise<NotificationBus> {
  const source = notificationSourceOf(db);
  if (source === null) return localBus(handlers);

  let closed = false;
  const reader = createReader(db, log, handlers);

  const cleanup = async () => {
    try {
      await sql`delete from live_events where created_at < now() - make_interval(mins => ${KEEP_MINUTES})`.execute(db);
    } catch (error) {
      if (!closed) log.warn({ err: error }, 'could not delete old live events');
    }
  };
  const cleanupTimer = setInterval(cleanup, CLEANUP_EVERY_MS);
  cleanupTimer.unref();

  let stopListening: () => Promise<void>;
  let live: () => boolean;
  if (source.kind === 'pglite') {
    const unlisten = [
      await source.pglite.listen(CHANNEL, reader.enqueue),
      await source.pglite.listen(CHANGES_CHANNEL, handlers.onTableChanged),
      await source.pglite.listen(SIGNALS_CHANNEL, handlers.onSignal),
    ];
    live = () => !closed;
    stopListening = async () => {
      for (const stop of unlisten) {
        try {
          await stop();
        } catch {
          // The PGlite instance is already closed.
        }
      }
    };
  } else {
    const listener = new PgListener(
      source.url,
      log,
      (channel, payload) => {
        if (channel === CHANNEL) reader.enqueue(payload);
        else if (channel === SIGNALS_CHANNEL) handlers.onSignal(payload);
        else handlers.onTableChanged(payload);
      },
      handlers.onResync,
    );
    await listener.start();
    live = () => !closed && listener.connected;
    stopListening = () => listener.stop();
  }

  return {
    mode: source.kind,
    get live() {
      return live();
    },
    async publish(event) {
      await sql`
        with stored as (
          insert into live_events (topic, type, data)
          values (${event.topic}, ${event.type}, ${JSON.stringify(event.data ?? null)}::jsonb)
          returning id
        )
        select pg_notify(${CHANNEL}, id::text) from stored
      `.execute(db);
    },
    async signal(signal, through = db) {
      await sql`select pg_notify(${SIGNALS_CHANNEL}, ${signal})`.execute(through);
    },
    async close() {
      closed = true;
      clearInterval(cleanupTimer);
      await stopListening();
      await reader.idle();
    },
  };
}

function localBus(handlers: BusHandlers): NotificationBus {
  return {
    mode: 'local',
    live: false,
    async publish(event) {
      // Same asynchrony as the database path: listeners never run inside the publisher's call.
      queueMicrotask(() => handlers.onEvents([event]));
    },
    async signal(signal) {
      // Without NOTIFY there is no commit to wait for: callers signal after theirs.
      setImmediate(() => handlers.onSignal(signal));
    },
    async close() {},
  };
}

/** Reads notified ids in bursts: one query for all ids that arrived while the previous read ran. */
function createReader(db: Db, log: FastifyBaseLogger, handlers: BusHandlers) {
  let pending: number[] = [];
  let running: Promise<void> | null = null;

  async function drain(): Promise<void> {
    while (pending.length > 0) {
      const ids = pending;
      pending = [];
      try {
        const rows = await sql<{ id: number | string; topic: string; type: string; data: unknown }>`
          select id, topic, type, data from live_events where id in (${sql.join(ids)})
        `.execute(db);
        const byId = new Map(rows.rows.map((row) => [Number(row.id), row]));
        const events: LiveEvent[] = [];
        for (const id of ids) {
          const row = byId.get(id);
          if (!row) continue;
          const event = { topic: row.topic, type: row.type, data: row.data };
          if (isLiveEvent(event)) events.push(event);
          else log.warn({ id, topic: row.topic, type: row.type }, 'ignored a malformed live event');
        }
        if (events.length > 0) handlers.onEvents(events);
      } catch (error) {
        log.error({ err: error }, 'could not read live events; asking clients to refetch');
        handlers.onResync();
      }
    }
  }

  return {
    enqueue(payload: string) {
      const id = Number(payload);
      if (!Number.isSafeInteger(id) || id < 1) return;
      pending.push(id);
      if (!running) {
        running = drain().finally(() => {
          running = null;
        });
      }
    },
    async idle() {
      while (running) await running;
    },
  };
}

/** A dedicated LISTEN connection that reconnects with backoff and reports when it may have missed events. */
class PgListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private attempt = 0;
  private timer: NodeJS.Timeout | null = null;
  private connectedBefore = false;

  constructor(
    private readonly url: string,
    private readonly log: FastifyBaseLogger,
    private readonly onNotify: (channel: string, payload: string) => void,
    private readonly onResync: () => void,
  ) {}

  get connected(): boolean {
    return this.client !== null;
  }

  /** Resolves after the first attempt; when it fails, retries run in the background. */
  async start(): Promise<void> {
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.url, keepAlive: true });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (this.client === client) this.client = null;
      client.end().catch(() => {});
      if (this.stopped) return;
      this.log.warn({ err: error }, 'live events: LISTEN connection lost; reconnecting');
      this.scheduleReconnect();
    };
    client.on('notification', (message) => {
      const known = [CHANNEL, CHANGES_CHANNEL, SIGNALS_CHANNEL].includes(message.channel);
      if (known && message.payload) {
        this.onNotify(message.channel, message.payload);
      }
    });
    client.on('error', onLost);
    client.on('end', () => onLost());
    try {
      await client.connect();
      // cc_live last: it stays this connection's query in pg_stat_activity, where operators (and the realtime
      // test) recognise the listener.
      await client.query(`listen ${CHANGES_CHANNEL}`);
      await client.query(`listen ${SIGNALS_CHANNEL}`);
      await client.query(`listen ${CHANNEL}`);
    } catch (error) {
      onLost(error as Error);
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    // Events published while this instance had no LISTEN connection were missed.
    const missedSome = this.connectedBefore || this.attempt > 0;
    this.attempt = 0;
    this.connectedBefore = true;
    if (missedSome) this.onResync();
  }

  private scheduleReconnect(): void {
    if (this.timer || this.stopped) return;
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** this.attempt);
    this.attempt += 1;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.connect();
    }, delay);
    this.timer.unref();
  }
}
