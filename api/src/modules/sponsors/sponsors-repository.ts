/**
 * Sponsors as records: listing, and the admin changes (issue 21), each audited in its transaction. Logo files are
 * written before and removed after the transaction by the routes, so no row ever names a file that is not there.
 */
import type { Kysely, Selectable } from 'kysely';
import type { AdminSponsor, AdminSponsorUpdateBody, ImageContentType, Sponsor } from '../../contract/index';
import type { Database, SponsorsTable } from '../../db/types';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import { checkAltText } from '../../lib/image-upload/read-image-upload';
import { recordAudit } from '../audit/record-audit';
import { sponsorLogoUrl } from './sponsor-logos';
import { NAME_MAX, URL_MAX } from './sponsors-schemas';

type Db = Kysely<Database>;
export type SponsorRow = Selectable<SponsorsTable>;

export const STALE_SPONSOR_MESSAGE = 'This sponsor was changed by someone else. Reload to see their changes.';
export const STALE_ORDER_MESSAGE =
  'The list of sponsors changed since you loaded it (one was added or deleted). Reload and try again.';
export const LOGO_ALT_LABEL = 'Logo description';

export const sponsorNotFound = () => notFound('SPONSOR_NOT_FOUND', 'Sponsor not found');

export function toSponsor(row: SponsorRow): Sponsor {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    logoUrl: sponsorLogoUrl(row.logoFile, row.logoContentType),
    logoAlt: row.logoAlt,
    logoStyle: row.logoStyle,
  };
}

export function toAdminSponsor(row: SponsorRow): AdminSponsor {
  return { ...toSponsor(row), version: row.version, updatedAt: new Date(row.updatedAt).toISOString() };
}

/** Every sponsor in the order attendees see them. */
export function listSponsorRows(db: Db): Promise<SponsorRow[]> {
  return db.selectFrom('sponsors').selectAll().orderBy('sortOrder').orderBy('id').execute();
}

/** The uploaded logo of that name, when a sponsor still shows it. */
export function findUploadedLogo(db: Db, fileName: string) {
  return db
    .selectFrom('sponsors')
    .select(['logoFile', 'logoContentType'])
    .where('logoFile', '=', fileName)
    .where('logoContentType', 'is not', null)
    .executeTakeFirst();
}

export function checkName(value: string | undefined): string {
  const name = value?.trim() ?? '';
  if (!name) throw badRequest('NAME_REQUIRED', 'Name is required');
  if (Array.from(name).length > NAME_MAX)
    throw badRequest('NAME_TOO_LONG', `Name must be at most ${NAME_MAX} characters`);
  return name;
}

/** An absolute http(s) address without credentials, as the URL parser writes it. */
export function checkWebsite(value: string | undefined): string {
  const text = value?.trim() ?? '';
  const refuse = (message: string) => badRequest('INVALID_URL', message);
  if (!text) throw refuse('Website is required: the full address, starting with https://');
  if (text.length > URL_MAX) throw refuse(`Website must be at most ${URL_MAX} characters`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw refuse('Website must be a full address starting with https:// (or http://), e.g. https://example.org');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw refuse('Website must start with https:// or http://');
  }
  if (url.username || url.password) throw refuse('Website must not contain a user name or password');
  return url.toString();
}

export interface NewSponsor {
  name: string;
  url: string;
  logoAlt: string;
  logoStyle: 'image' | 'background';
  logo: { fileName: string; contentType: ImageContentType; size: number };
}

/** Inserts the sponsor last in the order. */
export async function insertSponsor(db: Db, input: NewSponsor, actorUserId: string): Promise<AdminSponsor> {
  return db.transaction().execute(async (trx) => {
    // One at a time: two sponsors added together must not take the same place.
    await trx.selectFrom('sponsors').select('id').forUpdate().execute();
    const last = await trx
      .selectFrom('sponsors')
      .select((eb) => eb.fn.max('sortOrder').as('max'))
      .executeTakeFirst();
    const row = await trx
      .insertInto('sponsors')
      .values({
        name: input.name,
        url: input.url,
        logoAlt: input.logoAlt,
        logoStyle: input.logoStyle,
        logoFile: input.logo.fileName,
        logoContentType: input.logo.contentType,
        sortOrder: (last?.max ?? 0) + 1,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const sponsor = toAdminSponsor(row);
    await recordAudit(trx, {
      actorUserId,
      action: 'sponsor.create',
      entity: 'sponsor',
      entityId: row.id,
      after: { ...sponsor, logoSize: input.logo.size },
    });
    return sponsor;
  });
}

async function lockSponsor(trx: Db, id: number, version: number): Promise<SponsorRow> {
  // Locked until the transaction ends: a concurrent edit waits here, then finds the version it read is gone.
  const row = await trx.selectFrom('sponsors').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw sponsorNotFound();
  if (row.version !== version) throw new HttpError(409, 'STALE_VERSION', STALE_SPONSOR_MESSAGE);
  return row;
}

/** Applies the fields given; a save that changes nothing keeps its version and records nothing. */
export async function updateSponsor(
  db: Db,
  id: number,
  input: AdminSponsorUpdateBody,
  actorUserId: string,
): Promise<AdminSponsor> {
  return db.transaction().execute(async (trx) => {
    const row = await lockSponsor(trx, id, input.version);
    const next = {
      name: input.name === undefined ? row.name : checkName(input.name),
      url: input.url === undefined ? row.url : checkWebsite(input.url),
      logoAlt: input.logoAlt === undefined ? row.logoAlt : checkAltText(input.logoAlt, LOGO_ALT_LABEL),
      logoStyle: input.logoStyle ?? row.logoStyle,
    };
    const changed = (Object.keys(next) as (keyof typeof next)[]).some((key) => next[key] !== row[key]);
    if (!changed) return toAdminSponsor(row);
    const updated = await trx
      .updateTable('sponsors')
      .set({ ...next, updatedAt: new Date(), version: row.version + 1 })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const after = toAdminSponsor(updated);
    await recordAudit(trx, {
      actorUserId,
      action: 'sponsor.update',
      entity: 'sponsor',
      entityId: id,
      before: toAdminSponsor(row),
      after,
    });
    return after;
  });
}

/**
 * Points the sponsor at its new logo file (and alt text, when given). Answers the sponsor and the row it replaced,
 * whose uploaded file the caller removes after the commit.
 */
export async function replaceSponsorLogo(
  db: Db,
  id: number,
  input: { version: number; logoAlt: string | null; logo: NewSponsor['logo'] },
  actorUserId: string,
): Promise<{ sponsor: AdminSponsor; previous: SponsorRow }> {
  return db.transaction().execute(async (trx) => {
    const previous = await lockSponsor(trx, id, input.version);
    const updated = await trx
      .updateTable('sponsors')
      .set({
        logoFile: input.logo.fileName,
        logoContentType: input.logo.contentType,
        logoAlt: input.logoAlt ?? previous.logoAlt,
        updatedAt: new Date(),
        version: previous.version + 1,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const sponsor = toAdminSponsor(updated);
    await recordAudit(trx, {
      actorUserId,
      action: 'sponsor.logo_replace',
      entity: 'sponsor',
      entityId: id,
      before: { ...toAdminSponsor(previous), logoFile: previous.logoFile },
      after: { ...sponsor, logoFile: updated.logoFile, logoSize: input.logo.size },
    });
    return { sponsor, previous };
  });
}

/** Sets the order; `ids` must name every sponsor exactly once (409 otherwise: the list changed meanwhile). */
export async function reorderSponsors(db: Db, ids: readonly number[], actorUserId: string): Promise<SponsorRow[]> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('sponsors')
      .select(['id', 'sortOrder'])
      .orderBy('sortOrder')
      .orderBy('id')
      .forUpdate()
      .execute();
    const known = new Set(rows.map((row) => row.id));
    if (ids.length !== rows.length || ids.some((id) => !known.has(id))) {
      throw new HttpError(409, 'STALE_SPONSOR_LIST', STALE_ORDER_MESSAGE);
    }
    const before = rows.map((row) => row.id);
    if (before.every((id, index) => id === ids[index])) return listSponsorRows(trx);
    for (const [index, id] of ids.entries()) {
      await trx
        .updateTable('sponsors')
        .set({ sortOrder: index + 1 })
        .where('id', '=', id)
        .execute();
    }
    await recordAudit(trx, {
      actorUserId,
      action: 'sponsor.reorder',
      entity: 'sponsor',
      entityId: null,
      before: { ids: before },
      after: { ids },
    });
    return listSponsorRows(trx);
  });
}

/** Deletes the row (with its audit entry); the caller removes an uploaded logo's file after the commit. */
export async function deleteSponsor(db: Db, id: number, actorUserId: string): Promise<SponsorRow> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.deleteFrom('sponsors').where('id', '=', id).returningAll().executeTakeFirst();
    if (!row) throw sponsorNotFound();
    await recordAudit(trx, {
      actorUserId,
      action: 'sponsor.delete',
      entity: 'sponsor',
      entityId: id,
      before: { ...toAdminSponsor(row), logoFile: row.logoFile },
    });
    return row;
  });
}
