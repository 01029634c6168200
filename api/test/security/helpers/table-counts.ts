/** Row counts of the tables that hold what callers write, in one query, to show a refused request changed nothing. */
import { sql } from 'kysely';
import type { Db } from '../../../src/db/database';

/**
 * Not listed on purpose: visitors (a first call issues one, by design), auth_sessions and sign_in_failures
 * (sign-in attempts are recorded whether they succeed or not) and audit_log (sign-ins are audited).
 */
export const WRITTEN_TABLES = [
  'sessions',
  'users',
  'bookmarks',
  'agenda_feed_tokens',
  'announcements',
  'announcement_reads',
  'questions',
  'question_votes',
  'presenter_urls',
  'sponsors',
  'sponsor_adverts',
  'settings',
  'user_actions',
  'venues',
  'starter_phrases',
  'personal_phrases',
  'push_subscriptions',
  'push_deliveries',
  'session_chairs',
  'chair_turns',
  'writing_signals',
] as const;

export type TableCounts = Record<(typeof WRITTEN_TABLES)[number], number>;

export async function tableCounts(db: Db): Promise<TableCounts> {
  const columns = WRITTEN_TABLES.map(
    (table) => sql`(select count(*)::int from ${sql.table(table)}) as ${sql.ref(table)}`,
  );
  const result = await sql<TableCounts>`select ${sql.join(columns)}`.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error('count query returned no row');
  // CamelCasePlugin turns the aliases into camelCase; read them back by the snake_case names.
  const byName = row as unknown as Record<string, number>;
  return Object.fromEntries(
    WRITTEN_TABLES.map((table) => [
      table,
      byName[table] ?? byName[table.replace(/_(\w)/g, (_m, c: string) => c.toUpperCase())],
    ]),
  ) as TableCounts;
}
