/**
 * Writing polls and answers (issue 37). The rules each write keeps: drafts only are edited; one open poll per
 * session (a unique index decides between two chairs opening at once); a poll closes only after the organisers'
 * minimum; an answer is stored only while its poll is open (the poll row is locked for share, so a close waits for
 * answers already being stored and later ones see it closed); a changed answer replaces the earlier one.
 */
import type { MyPollAnswer, PollAnswerBody, PollWriteBody } from '../../contract/polls';
import { POLL_OPTIONS_MIN, POLLS_PER_SESSION_MAX } from '../../contract/polls';
import type { Db } from '../../db/database';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import type { Owner } from '../../lib/owner';
import { waitText } from '../../lib/rate-limits';
import { isUniqueViolation } from '../admin-users/admin-users-repository';

export const pollNotFound = () => notFound('POLL_NOT_FOUND', 'Poll not found');

const SCALE_LABELS = ['1', '2', '3', '4', '5'];

/** The options a poll of this kind is stored with; 400 with what to change otherwise. */
function optionsOf(body: PollWriteBody): { options: string[]; scaleLow: string | null; scaleHigh: string | null } {
  const labels = (body.options ?? []).map((label) => label.trim());
  if (body.kind === 'single' || body.kind === 'multiple') {
    if (labels.length < POLL_OPTIONS_MIN || labels.some((label) => label === '')) {
      throw badRequest('POLL_OPTIONS_REQUIRED', `Give at least ${POLL_OPTIONS_MIN} options, none of them empty.`);
    }
    if (new Set(labels.map((label) => label.toLowerCase())).size !== labels.length) {
      throw badRequest('POLL_OPTIONS_REPEATED', 'Each option must be different from the others.');
    }
    if (body.scaleLabels) throw badRequest('POLL_SCALE_LABELS', 'Only a 1–5 scale has scale labels.');
    return { options: labels, scaleLow: null, scaleHigh: null };
  }
  if (labels.length > 0) {
    throw badRequest(
      'POLL_OPTIONS_NOT_ALLOWED',
      body.kind === 'scale'
        ? 'A 1–5 scale has its five options already: leave the options out.'
        : 'A free-text poll has no options: leave them out.',
    );
  }
  if (body.kind === 'text') {
    if (body.scaleLabels) throw badRequest('POLL_SCALE_LABELS', 'Only a 1–5 scale has scale labels.');
    return { options: [], scaleLow: null, scaleHigh: null };
  }
  const low = body.scaleLabels?.low.trim() || null;
  const high = body.scaleLabels?.high.trim() || null;
  if ((low === null) !== (high === null)) {
    throw badRequest('POLL_SCALE_LABELS', 'Give both scale labels (what 1 and 5 mean), or neither.');
  }
  return { options: SCALE_LABELS, scaleLow: low, scaleHigh: high };
}

function questionOf(body: PollWriteBody): string {
  const question = body.question.trim();
  if (question === '') throw badRequest('POLL_QUESTION_REQUIRED', 'Write the question the poll asks.');
  return question;
}

async function storeOptions(trx: Db, pollId: number, labels: string[]): Promise<void> {
  await trx.deleteFrom('pollOptions').where('pollId', '=', pollId).execute();
  if (labels.length === 0) return;
  await trx
    .insertInto('pollOptions')
    .values(labels.map((label, position) => ({ pollId, position, label })))
    .execute();
}

export async function createPoll(trx: Db, sessionId: number, body: PollWriteBody, now: Date): Promise<number> {
  const question = questionOf(body);
  const { options, scaleLow, scaleHigh } = optionsOf(body);
  const count = await trx
    .selectFrom('polls')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('sessionId', '=', sessionId)
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= POLLS_PER_SESSION_MAX) {
    throw new HttpError(
      409,
      'TOO_MANY_POLLS',
      `A session has at most ${POLLS_PER_SESSION_MAX} polls: delete one you no longer need first.`,
    );
  }
  const row = await trx
    .insertInto('polls')
    .values({
      sessionId,
      kind: body.kind,
      question,
      scaleLow,
      scaleHigh,
      resultsVisible: body.resultsVisible,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await storeOptions(trx, row.id, options);
  return row.id;
}

/** The poll of this session, locked for update; 404 when it is not one. */
async function lockPoll(trx: Db, sessionId: number, pollId: number) {
  const row = await trx
    .selectFrom('polls')
    .selectAll()
    .where('id', '=', pollId)
    .where('sessionId', '=', sessionId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw pollNotFound();
  return row;
}

export async function updatePoll(trx: Db, sessionId: number, pollId: number, body: PollWriteBody, now: Date) {
  const before = await lockPoll(trx, sessionId, pollId);
  if (before.state !== 'draft') {
    throw new HttpError(
      409,
      'POLL_NOT_DRAFT',
      'Only a poll that has not been opened yet can be edited: write a new poll instead.',
    );
  }
  const question = questionOf(body);
  const { options, scaleLow, scaleHigh } = optionsOf(body);
  await trx
    .updateTable('polls')
    .set({ kind: body.kind, question, scaleLow, scaleHigh, resultsVisible: body.resultsVisible, updatedAt: now })
    .where('id', '=', pollId)
    .execute();
  await storeOptions(trx, pollId, options);
  return before;
}

export async function deletePoll(trx: Db, sessionId: number, pollId: number) {
  const before = await lockPoll(trx, sessionId, pollId);
  if (before.state === 'open') {
    throw new HttpError(409, 'POLL_OPEN', 'This poll is open: close it before deleting it.');
  }
  await trx.deleteFrom('polls').where('id', '=', pollId).execute();
  return before;
}

const anotherOpen = () =>
  new HttpError(409, 'ANOTHER_POLL_OPEN', 'Another poll of this session is open: close it first.');

export async function openPoll(trx: Db, sessionId: number, pollId: number, now: Date, minOpenSeconds: number) {
  const before = await lockPoll(trx, sessionId, pollId);
  if (before.state === 'open') return before;
  const other = await trx
    .selectFrom('polls')
    .select('id')
    .where('sessionId', '=', sessionId)
    .where('state', '=', 'open')
    .executeTakeFirst();
  if (other) throw anotherOpen();
  try {
    await trx
      .updateTable('polls')
      .set({
        state: 'open',
        openedAt: now,
        closedAt: null,
        closesNotBefore: new Date(now.getTime() + minOpenSeconds * 1000),
        updatedAt: now,
      })
      .where('id', '=', pollId)
      .execute();
  } catch (error) {
    // Two chairs opened two polls at once: the unique index lets one through.
    throw isUniqueViolation(error) ? anotherOpen() : error;
  }
  return before;
}

export async function closePoll(trx: Db, sessionId: number, pollId: number, now: Date) {
  const before = await lockPoll(trx, sessionId, pollId);
  if (before.state !== 'open') {
    throw new HttpError(409, 'POLL_NOT_OPEN', 'This poll is not open.');
  }
  const notBefore = before.closesNotBefore ?? now;
  if (now < notBefore) {
    const seconds = Math.max(1, Math.ceil((notBefore.getTime() - now.getTime()) / 1000));
    throw new HttpError(
      409,
      'POLL_MIN_OPEN',
      `A poll stays open for a minimum time so that everyone can answer: you can close this one in ${waitText(seconds)}.`,
      {},
      { closesNotBefore: notBefore.toISOString() },
    );
  }
  await trx
    .updateTable('polls')
    .set({ state: 'closed', closedAt: now, closesNotBefore: null, updatedAt: now })
    .where('id', '=', pollId)
    .execute();
  return before;
}

export async function setResultsVisible(trx: Db, sessionId: number, pollId: number, visible: boolean, now: Date) {
  const before = await lockPoll(trx, sessionId, pollId);
  await trx.updateTable('polls').set({ resultsVisible: visible, updatedAt: now }).where('id', '=', pollId).execute();
  return before;
}

/** Approves or rejects a text answer of this poll; 404 when it is not one. */
export async function moderateTextAnswer(
  trx: Db,
  sessionId: number,
  pollId: number,
  answerId: number,
  status: 'approved' | 'rejected',
): Promise<void> {
  await lockPoll(trx, sessionId, pollId);
  const row = await trx
    .updateTable('pollAnswers')
    .set({ textStatus: status })
    .where('id', '=', answerId)
    .where('pollId', '=', pollId)
    .where('text', 'is not', null)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw notFound('POLL_ANSWER_NOT_FOUND', 'That free-text answer is not one of this poll.');
}

type AnswerRow = {
  pollId: number;
  optionIds: number[];
  text: string | null;
  textStatus: 'pending' | 'approved' | 'rejected' | null;
  updatedAt: Date;
};

export function toMyAnswer(row: AnswerRow): MyPollAnswer {
  return {
    pollId: row.pollId,
    optionIds: row.optionIds,
    text: row.text,
    textStatus: row.textStatus,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const pollNotOpen = (state: string) =>
  new HttpError(
    409,
    'POLL_NOT_OPEN',
    state === 'closed'
      ? 'This poll has closed, so it takes no more answers. Its results are shown with it.'
      : 'This poll is not open yet.',
  );

/**
 * Stores (or replaces) the owner's answer while the poll is open. Returns the poll's session. A changed text goes
 * back to the chairs for approval.
 */
export async function storeAnswer(
  trx: Db,
  owner: Owner,
  pollId: number,
  body: PollAnswerBody,
  now: Date,
): Promise<{ sessionId: number; answer: MyPollAnswer }> {
  const poll = await trx
    .selectFrom('polls')
    .select(['id', 'sessionId', 'kind', 'state'])
    .where('id', '=', pollId)
    .forShare()
    .executeTakeFirst();
  if (!poll || poll.state === 'draft') throw pollNotFound();
  if (poll.state !== 'open') throw pollNotOpen(poll.state);

  let optionIds: number[] = [];
  let text: string | null = null;
  if (poll.kind === 'text') {
    if (body.optionIds !== undefined) throw badRequest('POLL_TEXT_EXPECTED', 'This poll asks for words: send text.');
    text = body.text?.trim() ?? '';
    if (text === '') throw badRequest('POLL_TEXT_REQUIRED', 'Write an answer before sending it.');
  } else {
    if (body.text !== undefined) {
      throw badRequest('POLL_CHOICE_EXPECTED', 'This poll asks you to choose: send optionIds.');
    }
    optionIds = body.optionIds ?? [];
    if (optionIds.length === 0) throw badRequest('POLL_CHOICE_REQUIRED', 'Choose an option before sending.');
    if (poll.kind !== 'multiple' && optionIds.length > 1) {
      throw badRequest('POLL_ONE_CHOICE', 'This poll takes one choice: choose one option.');
    }
    const known = await trx
      .selectFrom('pollOptions')
      .select('id')
      .where('pollId', '=', pollId)
      .where('id', 'in', optionIds)
      .execute();
    if (known.length !== optionIds.length) {
      throw badRequest('POLL_OPTION_UNKNOWN', 'That option is not one of this poll: reload the poll and choose again.');
    }
    // The order the options are shown in, whatever order they were sent in.
    const positions = await trx
      .selectFrom('pollOptions')
      .select('id')
      .where('pollId', '=', pollId)
      .orderBy('position')
      .execute();
    const chosen = new Set(optionIds);
    optionIds = positions.map((row) => row.id).filter((id) => chosen.has(id));
  }

  const values = {
    pollId,
    userId: owner.userId,
    visitorId: owner.visitorId,
    optionIds,
    text,
    textStatus: text === null ? null : ('pending' as const),
    createdAt: now,
    updatedAt: now,
  };
  const row = await trx
    .insertInto('pollAnswers')
    .values(values)
    .onConflict((conflict) =>
      conflict.columns(owner.userId !== null ? ['pollId', 'userId'] : ['pollId', 'visitorId']).doUpdateSet((eb) => ({
        optionIds: eb.ref('excluded.optionIds'),
        text: eb.ref('excluded.text'),
        // An unchanged text keeps the chairs' decision; a changed one waits for it again.
        textStatus: eb
          .case()
          .when('pollAnswers.text', 'is not distinct from', eb.ref('excluded.text'))
          .then(eb.ref('pollAnswers.textStatus'))
          .else(eb.ref('excluded.textStatus'))
          .end(),
        updatedAt: now,
      })),
    )
    .returning(['pollId', 'optionIds', 'text', 'textStatus', 'updatedAt'])
    .executeTakeFirstOrThrow();
  return { sessionId: poll.sessionId, answer: toMyAnswer(row) };
}

export async function myAnswers(db: Db, owner: Owner, sessionId: number): Promise<MyPollAnswer[]> {
  let query = db
    .selectFrom('pollAnswers as a')
    .innerJoin('polls as p', 'p.id', 'a.pollId')
    .select(['a.pollId', 'a.optionIds', 'a.text', 'a.textStatus', 'a.updatedAt'])
    .where('p.sessionId', '=', sessionId)
    .where('p.state', '<>', 'draft')
    .orderBy('a.pollId');
  query =
    owner.userId !== null
      ? query.where('a.userId', '=', owner.userId)
      : query.where('a.visitorId', '=', owner.visitorId);
  return (await query.execute()).map(toMyAnswer);
}
