/**
 * The announcement of a session change, made with the announcements module's own rules (createAnnouncement,
 * audited in the caller's transaction) and published once that transaction has committed.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Announcement } from '../../contract/index';
import type { Database } from '../../db/types';
import {
  createAnnouncement,
  publicAnnouncement,
  publishAnnouncementCreated,
} from '../announcements/announcements-service';
import type { CancellationAnnouncement } from './cancellation-announcement';

export type CreatedAnnouncement = Announcement;

export async function insertAnnouncement(
  trx: Kysely<Database>,
  input: CancellationAnnouncement,
  actorUserId: string,
): Promise<CreatedAnnouncement> {
  return publicAnnouncement(await createAnnouncement(trx, input, actorUserId));
}

export async function publishAnnouncement(app: FastifyInstance, announcement: CreatedAnnouncement): Promise<void> {
  await publishAnnouncementCreated(app, announcement);
}
