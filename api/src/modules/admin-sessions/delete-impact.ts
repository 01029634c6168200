import { sql } from 'kysely';
import type { SessionDeleteImpact } from '../../contract/index';
import type { Db } from '../../db/database';
import { sessionNotFound } from './admin-sessions-repository';

/**
 * What deleting a session takes with it (the foreign keys: bookmarks and presenter links cascade, questions are
 * kept without a session), so the confirmation can say so before anything is lost.
 */
export async function deleteImpact(db: Db, id: number): Promise<SessionDeleteImpact> {
  const count = sql<number>`count(*)::int`.as('n');
  const [session, bookmarks, presenterLinks, questions] = await Promise.all([
    db.selectFrom('sessions').select('id').where('id', '=', id).executeTakeFirst(),
    db.selectFrom('bookmarks').select(count).where('sessionId', '=', id).executeTakeFirstOrThrow(),
    db.selectFrom('presenterUrls').select(count).where('sessionId', '=', id).executeTakeFirstOrThrow(),
    db.selectFrom('questions').select(count).where('sessionId', '=', id).executeTakeFirstOrThrow(),
  ]);
  if (!session) throw sessionNotFound();
  return { bookmarks: bookmarks.n, presenterLinks: presenterLinks.n, questions: questions.n };
}
