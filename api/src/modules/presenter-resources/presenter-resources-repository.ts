import type { PresenterResource, SubmittedPresenterResource, ValidPresenterResource } from '../../contract/index';
import type { Db } from '../../db/database';
import type { Owner } from '../../lib/owner';

/** Approved resources of one session, oldest first (the order presenters added them). */
export function listApprovedResources(db: Db, sessionId: number): Promise<PresenterResource[]> {
  return db
    .selectFrom('presenterUrls')
    .select(['id', 'url', 'description', 'presenterName'])
    .where('sessionId', '=', sessionId)
    .where('status', '=', 'approved')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** Stores a submission as pending, remembering who sent it. */
export async function insertPendingResource(
  db: Db,
  sessionId: number,
  resource: ValidPresenterResource,
  owner: Owner,
): Promise<SubmittedPresenterResource> {
  const row = await db
    .insertInto('presenterUrls')
    .values({
      sessionId,
      presenterName: resource.presenterName,
      presenterEmail: resource.presenterEmail,
      url: resource.url,
      description: resource.description,
      status: 'pending',
      submittedByVisitorId: owner.visitorId,
      submittedByUserId: owner.userId,
    })
    .returning(['id', 'sessionId', 'presenterName', 'presenterEmail', 'url', 'description', 'createdAt'])
    .executeTakeFirstOrThrow();
  return { ...row, status: 'pending', createdAt: row.createdAt.toISOString() };
}
