/**
 * A value read from the database and kept in memory until one of the tables it is built from changes (realtime hub
 * `onTableChange`, fed by a NOTIFY trigger on every instance). It is only trusted while the hub hears every change
 * (`changeFeedLive`); otherwise each read builds it afresh. A build that overlaps a change is served to its own
 * caller but not kept, since it may predate the change.
 */
import type { FastifyInstance } from 'fastify';

export class TableCachedValue<T> {
  private current: Promise<T> | null = null;
  private generation = 0;

  constructor(
    private readonly app: FastifyInstance,
    tables: readonly string[],
  ) {
    const watched = new Set(tables);
    app.realtime.onTableChange((table) => {
      if (table === null || watched.has(table)) this.invalidate();
    });
  }

  /** Drops the kept value; a write on this instance calls it at once rather than wait for its own NOTIFY. */
  invalidate(): void {
    this.generation += 1;
    this.current = null;
  }

  get(build: () => Promise<T>): Promise<T> {
    if (!this.app.realtime.changeFeedLive) return build();
    if (this.current) return this.current;
    const generation = this.generation;
    const pending = build();
    this.current = pending;
    pending.then(
      () => {
        if (this.generation !== generation && this.current === pending) this.current = null;
      },
      () => {
        if (this.current === pending) this.current = null;
      },
    );
    return pending;
  }
}
