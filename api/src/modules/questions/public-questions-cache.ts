import type { FastifyInstance } from 'fastify';
import { TableCachedValue } from '../../lib/table-cached-value';
import type { QuestionRow } from './questions-repository';

/**
 * The public Q&A list is the same for everyone but for `voted`: it is kept in memory until a question, a vote or a
 * session title changes (on any instance), so each caller costs one index read of their own votes instead of a
 * count of every question's votes. When a keynote ends, thousands of phones open Q&A at once.
 */
const caches = new WeakMap<object, TableCachedValue<QuestionRow[]>>();

/**
 * This app's one copy, whichever plugin asks: keyed by the realtime hub, which the root app decorates and every
 * encapsulated context shares (each plugin sees its own `app` object).
 */
export function publicQuestionsCache(app: FastifyInstance): TableCachedValue<QuestionRow[]> {
  let cache = caches.get(app.realtime);
  if (!cache) {
    cache = new TableCachedValue<QuestionRow[]>(app, ['questions', 'question_votes', 'sessions']);
    caches.set(app.realtime, cache);
  }
  return cache;
}
