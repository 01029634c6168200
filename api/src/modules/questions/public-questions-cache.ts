import type { FastifyInstance } from 'fastify';
import type { CompiledDocument } from '../../lib/document-cache';
import { KeyedTableCache } from '../../lib/keyed-table-cache';
import { TableCachedValue } from '../../lib/table-cached-value';
import type { QuestionRow } from './questions-repository';

/**
 * The public Q&A list is the same for everyone but for `voted`. When a keynote ends, thousands of phones open Q&A
 * at once, so everything it is made of is kept in memory until a question, a vote or a session title changes (on
 * any instance): the rows, the list serialized and compressed per filter as seen by a caller with no vote in it,
 * and each caller's own votes. A caller who voted for none of the questions shown costs no query and no
 * serialization; one who did costs a serialization.
 */
export interface PublicQuestionsCache {
  rows: TableCachedValue<QuestionRow[]>;
  /** Per filter (`all` or a session id): the list with `voted: false` throughout. */
  unvotedDocuments: KeyedTableCache<CompiledDocument>;
  /** Per owner (`u:<id>` or `v:<id>`): the ids of the questions they voted for. */
  votes: KeyedTableCache<Set<number>>;
  /** Drops everything; whoever made a change reads the list next, before its own NOTIFY arrives. */
  invalidate(): void;
}

/** Filters are session ids (about 150) plus `all`; made-up ids beyond that push out the oldest. */
const DOCUMENT_ENTRIES = 500;
/** A conference of 2,500, each on a phone or two, with room to spare. */
const VOTER_ENTRIES = 20_000;

const caches = new WeakMap<object, PublicQuestionsCache>();

/**
 * This app's one copy, whichever plugin asks: keyed by the realtime hub, which the root app decorates and every
 * encapsulated context shares (each plugin sees its own `app` object).
 */
export function publicQuestionsCache(app: FastifyInstance): PublicQuestionsCache {
  let cache = caches.get(app.realtime);
  if (!cache) {
    const tables = ['questions', 'question_votes', 'sessions'];
    const rows = new TableCachedValue<QuestionRow[]>(app, tables);
    const unvotedDocuments = new KeyedTableCache<CompiledDocument>(app, tables, DOCUMENT_ENTRIES);
    // A vote or a merge at sign-in changes question_votes; any change there drops every caller's set.
    const votes = new KeyedTableCache<Set<number>>(app, ['question_votes'], VOTER_ENTRIES);
    cache = {
      rows,
      unvotedDocuments,
      votes,
      invalidate() {
        rows.invalidate();
        unvotedDocuments.invalidate();
        votes.invalidate();
      },
    };
    caches.set(app.realtime, cache);
  }
  return cache;
}
