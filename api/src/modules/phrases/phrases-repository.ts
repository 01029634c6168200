/**
 * Phrases (issue 26). Starter phrases are one list for everyone, each admin change audited in its transaction.
 * Personal phrases belong to one owner (account or visitor): every query is scoped to the caller, so another
 * person's phrase id answers 404 exactly like one that does not exist.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Phrase } from '../../contract/index';
import type { Database } from '../../db/types';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import type { Owner } from '../../lib/owner';
import { recordAudit } from '../audit/record-audit';
import { PHRASE_MAX, PHRASES_MAX } from './phrases-schemas';

type Db = Kysely<Database> | Transaction<Database>;

export const phraseNotFound = () => notFound('PHRASE_NOT_FOUND', 'Phrase not found. It may have been deleted.');
const listFull = () =>
  new HttpError(409, 'PHRASE_LIST_FULL', `A list holds at most ${PHRASES_MAX} phrases. Delete one to add another.`);
const staleOrder = () =>
  new HttpError(
    409,
    'STALE_PHRASE_LIST',
    'The list of phrases changed since you loaded it (one was added or deleted). Reload and try again.',
  );

/** The trimmed text, or a 400 a person can act on. */
export function checkPhraseText(value: string): string {
  const text = value.trim();
  if (!text) throw badRequest('PHRASE_REQUIRED', 'Type the phrase first: it cannot be only spaces.');
  if (Array.from(text).length > PHRASE_MAX) {
    throw badRequest('PHRASE_TOO_LONG', `A phrase can be at most ${PHRASE_MAX} characters.`);
  }
  return text;
}

/** Puts `ids` in order when they are exactly the ids the list holds; 409 otherwise. */
function checkSameIds(current: readonly number[], ids: readonly number[]): void {
  const known = new Set(current);
  if (ids.length !== current.length || ids.some((id) => !known.has(id))) throw staleOrder();
}

// ---- Starter phrases --------------------------------------------------------------------------------------------

export async function listStarterPhrases(db: Db): Promise<Phrase[]> {
  return db.selectFrom('starterPhrases').select(['id', 'text']).orderBy('sortOrder').orderBy('id').execute();
}

export async function addStarterPhrase(db: Kysely<Database>, text: string, actorUserId: string): Promise<Phrase> {
  return db.transaction().execute(async (trx) => {
    // Locks the list, so two admins adding at once get different places and the limit holds.
    const rows = await trx.selectFrom('starterPhrases').select(['id', 'sortOrder']).forUpdate().execute();
    if (rows.length >= PHRASES_MAX) throw listFull();
    const last = rows.reduce((max, row) => Math.max(max, row.sortOrder), 0);
    const phrase = await trx
      .insertInto('starterPhrases')
      .values({ text, sortOrder: last + 1 })
      .returning(['id', 'text'])
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actorUserId,
      action: 'starter_phrase.create',
      entity: 'starter_phrase',
      entityId: phrase.id,
      after: phrase,
    });
    return phrase;
  });
}

export async function renameStarterPhrase(
  db: Kysely<Database>,
  id: number,
  text: string,
  actorUserId: string,
): Promise<Phrase> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('starterPhrases')
      .select(['id', 'text'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw phraseNotFound();
    const phrase = await trx
      .updateTable('starterPhrases')
      .set({ text, updatedAt: new Date() })
      .where('id', '=', id)
      .returning(['id', 'text'])
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actorUserId,
      action: 'starter_phrase.update',
      entity: 'starter_phrase',
      entityId: id,
      before,
      after: phrase,
    });
    return phrase;
  });
}

export async function reorderStarterPhrases(
  db: Kysely<Database>,
  ids: readonly number[],
  actorUserId: string,
): Promise<Phrase[]> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('starterPhrases')
      .select('id')
      .orderBy('sortOrder')
      .orderBy('id')
      .forUpdate()
      .execute();
    const before = rows.map((row) => row.id);
    checkSameIds(before, ids);
    if (before.every((id, index) => id === ids[index])) return listStarterPhrases(trx);
    for (const [index, id] of ids.entries()) {
      await trx
        .updateTable('starterPhrases')
        .set({ sortOrder: index + 1 })
        .where('id', '=', id)
        .execute();
    }
    await recordAudit(trx, {
      actorUserId,
      action: 'starter_phrase.reorder',
      entity: 'starter_phrase',
      entityId: null,
      before: { ids: before },
      after: { ids },
    });
    return listStarterPhrases(trx);
  });
}

export async function deleteStarterPhrase(db: Kysely<Database>, id: number, actorUserId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('starterPhrases')
      .where('id', '=', id)
      .returning(['id', 'text'])
      .executeTakeFirst();
    if (!row) throw phraseNotFound();
    await recordAudit(trx, {
      actorUserId,
      action: 'starter_phrase.delete',
      entity: 'starter_phrase',
      entityId: id,
      before: row,
    });
  });
}

// ---- Personal phrases -------------------------------------------------------------------------------------------

function ownedBy(owner: Owner) {
  return owner.userId !== null
    ? ({ column: 'userId', value: owner.userId } as const)
    : ({ column: 'visitorId', value: owner.visitorId } as const);
}

export async function listPersonalPhrases(db: Db, owner: Owner): Promise<Phrase[]> {
  const { column, value } = ownedBy(owner);
  return db
    .selectFrom('personalPhrases')
    .select(['id', 'text'])
    .where(column, '=', value)
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
}

export async function addPersonalPhrase(db: Kysely<Database>, owner: Owner, text: string): Promise<Phrase> {
  const { column, value } = ownedBy(owner);
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('personalPhrases')
      .select('sortOrder')
      .where(column, '=', value)
      .forUpdate()
      .execute();
    if (rows.length >= PHRASES_MAX) throw listFull();
    const last = rows.reduce((max, row) => Math.max(max, row.sortOrder), 0);
    return trx
      .insertInto('personalPhrases')
      .values({ userId: owner.userId, visitorId: owner.visitorId, text, sortOrder: last + 1 })
      .returning(['id', 'text'])
      .executeTakeFirstOrThrow();
  });
}

export async function renamePersonalPhrase(db: Db, owner: Owner, id: number, text: string): Promise<Phrase> {
  const { column, value } = ownedBy(owner);
  const phrase = await db
    .updateTable('personalPhrases')
    .set({ text })
    .where('id', '=', id)
    .where(column, '=', value)
    .returning(['id', 'text'])
    .executeTakeFirst();
  if (!phrase) throw phraseNotFound();
  return phrase;
}

export async function reorderPersonalPhrases(
  db: Kysely<Database>,
  owner: Owner,
  ids: readonly number[],
): Promise<Phrase[]> {
  const { column, value } = ownedBy(owner);
  return db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('personalPhrases').select('id').where(column, '=', value).forUpdate().execute();
    checkSameIds(
      rows.map((row) => row.id),
      ids,
    );
    for (const [index, id] of ids.entries()) {
      await trx
        .updateTable('personalPhrases')
        .set({ sortOrder: index + 1 })
        .where('id', '=', id)
        .where(column, '=', value)
        .execute();
    }
    return listPersonalPhrases(trx, owner);
  });
}

export async function deletePersonalPhrase(db: Db, owner: Owner, id: number): Promise<void> {
  const { column, value } = ownedBy(owner);
  const row = await db
    .deleteFrom('personalPhrases')
    .where('id', '=', id)
    .where(column, '=', value)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw phraseNotFound();
}

/**
 * At sign-in the visitor's phrases follow the account's, in their order; a phrase the account already has (same
 * text) is kept once. Called inside the sign-in transaction by mergeVisitorIntoUser.
 */
export async function mergeVisitorPhrases(db: Db, visitorId: string, userId: string): Promise<void> {
  const [visitorRows, userRows] = await Promise.all([
    db
      .selectFrom('personalPhrases')
      .select(['text', 'createdAt'])
      .where('visitorId', '=', visitorId)
      .orderBy('sortOrder')
      .orderBy('id')
      .execute(),
    db.selectFrom('personalPhrases').select(['text', 'sortOrder']).where('userId', '=', userId).execute(),
  ]);
  const known = new Set(userRows.map((row) => row.text));
  let next = userRows.reduce((max, row) => Math.max(max, row.sortOrder), 0);
  const moved = visitorRows.filter((row) => {
    if (known.has(row.text)) return false;
    known.add(row.text);
    return true;
  });
  if (moved.length > 0) {
    await db
      .insertInto('personalPhrases')
      .values(moved.map((row) => ({ userId, text: row.text, sortOrder: ++next, createdAt: row.createdAt })))
      .execute();
  }
  await db.deleteFrom('personalPhrases').where('visitorId', '=', visitorId).execute();
}
