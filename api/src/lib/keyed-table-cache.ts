/**
 * Like TableCachedValue, for many values by key (one session by its key, the Q&A list per filter, one caller's
 * votes): each is read once and kept until one of its tables changes on any instance, only while the change feed
 * is live. Bounded: past `maxEntries` the oldest key is dropped, so keys a caller makes up cannot fill memory.
 */
import type { FastifyInstance } from 'fastify';

export class KeyedTableCache<T> {
  private readonly entries = new Map<string, Promise<T>>();
  private generation = 0;

  constructor(
    private readonly app: FastifyInstance,
    tables: readonly string[],
    private readonly maxEntries: number,
  ) {
    const watched = new Set(tables);
    app.realtime.onTableChange((table) => {
      if (table === null || watched.has(table)) this.invalidate();
    });
  }

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get(key: string, build: () => Promise<T>): Promise<T> {
    if (!this.app.realtime.changeFeedLive) return build();
    const kept = this.entries.get(key);
    if (kept) return kept;
    const generation = this.generation;
    const pending = build();
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, pending);
    pending.then(
      () => {
        // Built across a change: served to its callers, not kept.
        if (this.generation !== generation && this.entries.get(key) === pending) this.entries.delete(key);
      },
      () => {
        if (this.entries.get(key) === pending) this.entries.delete(key);
      },
    );
    return pending;
  }
}
