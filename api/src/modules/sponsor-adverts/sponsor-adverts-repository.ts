import type { SponsorAdvert, SponsorAdvertContentType } from '../../contract/index';
import type { Db } from '../../db/database';
import { recordAudit } from '../audit/record-audit';

interface AdvertRow {
  id: number;
  fileName: string;
  contentType: string;
  altText: string;
  createdAt: Date;
}

const COLUMNS = ['id', 'fileName', 'contentType', 'altText', 'createdAt'] as const;

export function advertImageUrl(id: number): string {
  return `/api/sponsor-adverts/${id}/image`;
}

export function toSponsorAdvert(row: AdvertRow): SponsorAdvert {
  return {
    id: row.id,
    imageUrl: advertImageUrl(row.id),
    altText: row.altText,
    contentType: row.contentType as SponsorAdvertContentType,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Newest first. */
export async function listAdverts(db: Db): Promise<SponsorAdvert[]> {
  const rows = await db
    .selectFrom('sponsorAdverts')
    .select(COLUMNS)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toSponsorAdvert);
}

export function findAdvert(db: Db, id: number): Promise<AdvertRow | undefined> {
  return db.selectFrom('sponsorAdverts').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function insertAdvert(
  db: Db,
  input: { fileName: string; contentType: SponsorAdvertContentType; altText: string; size: number },
  actorUserId: string,
): Promise<SponsorAdvert> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('sponsorAdverts')
      .values({
        fileName: input.fileName,
        contentType: input.contentType,
        altText: input.altText,
        createdBy: actorUserId,
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    const advert = toSponsorAdvert(row);
    await recordAudit(trx, {
      actorUserId,
      action: 'sponsor_advert.create',
      entity: 'sponsor_advert',
      entityId: row.id,
      after: { ...advert, fileName: row.fileName, size: input.size },
    });
    return advert;
  });
}

/** Deletes the row (with its audit entry); the caller removes the file after the commit. */
export async function deleteAdvert(db: Db, id: number, actorUserId: string): Promise<AdvertRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.deleteFrom('sponsorAdverts').where('id', '=', id).returning(COLUMNS).executeTakeFirst();
    if (!row) return undefined;
    await recordAudit(trx, {
      actorUserId,
      action: 'sponsor_advert.delete',
      entity: 'sponsor_advert',
      entityId: id,
      before: { ...toSponsorAdvert(row), fileName: row.fileName },
    });
    return row;
  });
}
