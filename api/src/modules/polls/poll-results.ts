/**
 * Counting a poll's answers and shaping polls for each reader (contract/polls.ts): attendees and the room screen
 * get counts only (never who), chairs and admins get every text answer too. Reading several polls costs a fixed
 * number of queries, whatever their number or their answers'.
 */
import { sql } from 'kysely';
import type {
  ManagedPoll,
  ManagedPollTextAnswer,
  Poll,
  PollKind,
  PollResults,
  PollResultsEvent,
  PollState,
  PollTextAnswer,
} from '../../contract/polls';
import type { Db } from '../../db/database';

export interface PollRecord {
  id: number;
  sessionId: number;
  kind: PollKind;
  question: string;
  scaleLow: string | null;
  scaleHigh: string | null;
  state: PollState;
  resultsVisible: boolean;
  openedAt: Date | null;
  closedAt: Date | null;
  closesNotBefore: Date | null;
  createdAt: Date;
  updatedAt: Date;
  options: { id: number; label: string }[];
  answered: number;
  /** Choices per option id. */
  counts: Map<number, number>;
  /** Text answers, oldest first: only approved ones unless read for the chairs. */
  texts: ManagedPollTextAnswer[];
}

type PollFilter = { sessionId: number } | { pollIds: readonly number[] } | { open: true };

const POLL_COLUMNS = [
  'p.id',
  'p.sessionId',
  'p.kind',
  'p.question',
  'p.scaleLow',
  'p.scaleHigh',
  'p.state',
  'p.resultsVisible',
  'p.openedAt',
  'p.closedAt',
  'p.closesNotBefore',
  'p.createdAt',
  'p.updatedAt',
] as const;

/**
 * Polls with their options and counts, in id order. `drafts`: include drafts (chairs only). `allTexts`: every text
 * answer with its status (chairs only); otherwise approved ones only.
 */
export async function readPolls(
  db: Db,
  filter: PollFilter,
  { drafts = false, allTexts = false }: { drafts?: boolean; allTexts?: boolean } = {},
): Promise<PollRecord[]> {
  let query = db.selectFrom('polls as p').select(POLL_COLUMNS).orderBy('p.id');
  if ('sessionId' in filter) query = query.where('p.sessionId', '=', filter.sessionId);
  else if ('pollIds' in filter) {
    if (filter.pollIds.length === 0) return [];
    query = query.where('p.id', 'in', [...filter.pollIds]);
  } else query = query.where('p.state', '=', 'open');
  if (!drafts) query = query.where('p.state', '<>', 'draft');
  const rows = await query.execute();
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);

  let texts = db
    .selectFrom('pollAnswers')
    .select(['id', 'pollId', 'text', 'textStatus', 'createdAt'])
    .where('pollId', 'in', ids)
    .where('text', 'is not', null)
    .orderBy('createdAt')
    .orderBy('id');
  if (!allTexts) texts = texts.where('textStatus', '=', 'approved');

  const [options, counts, answered, textRows] = await Promise.all([
    db
      .selectFrom('pollOptions')
      .select(['id', 'pollId', 'label'])
      .where('pollId', 'in', ids)
      .orderBy('pollId')
      .orderBy('position')
      .execute(),
    db
      .selectFrom(
        db
          .selectFrom('pollAnswers')
          .select(['pollId', sql<number>`unnest(option_ids)`.as('optionId')])
          .where('pollId', 'in', ids)
          .as('chosen'),
      )
      .select(['chosen.pollId', 'chosen.optionId', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy(['chosen.pollId', 'chosen.optionId'])
      .execute(),
    db
      .selectFrom('pollAnswers')
      .select(['pollId', (eb) => eb.fn.countAll<string>().as('n')])
      .where('pollId', 'in', ids)
      .groupBy('pollId')
      .execute(),
    texts.execute(),
  ]);

  const records = new Map<number, PollRecord>(
    rows.map((row) => [
      row.id,
      { ...row, options: [], answered: 0, counts: new Map<number, number>(), texts: [] } as PollRecord,
    ]),
  );
  for (const option of options) records.get(option.pollId)?.options.push({ id: option.id, label: option.label });
  for (const count of counts) records.get(count.pollId)?.counts.set(Number(count.optionId), Number(count.n));
  for (const row of answered) {
    const record = records.get(row.pollId);
    if (record) record.answered = Number(row.n);
  }
  for (const row of textRows) {
    records.get(row.pollId)?.texts.push({
      id: Number(row.id),
      text: row.text ?? '',
      status: row.textStatus ?? 'pending',
      createdAt: row.createdAt.toISOString(),
    });
  }
  return [...records.values()];
}

export function resultsOf(record: PollRecord): PollResults {
  const { answered } = record;
  const options = record.options.map((option) => {
    const count = record.counts.get(option.id) ?? 0;
    return { ...option, count, percent: answered === 0 ? 0 : Math.round((count / answered) * 100) };
  });
  let mean: number | null = null;
  if (record.kind === 'scale') {
    // The five options are 1 to 5 in order; each person chose one.
    const chosen = options.reduce((sum, option) => sum + option.count, 0);
    const total = options.reduce((sum, option, index) => sum + option.count * (index + 1), 0);
    mean = chosen === 0 ? null : Math.round((total / chosen) * 10) / 10;
  }
  const texts: PollTextAnswer[] = record.texts
    .filter((text) => text.status === 'approved')
    .map(({ id, text }) => ({ id, text }));
  return { answered, options: record.kind === 'text' ? [] : options, mean, texts };
}

/** Whether attendees see the results now: always once closed, while open when the chairs chose so. */
export const resultsShown = (record: Pick<PollRecord, 'state' | 'resultsVisible'>) =>
  record.state === 'closed' || record.resultsVisible;

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

function basePoll(record: PollRecord): Omit<Poll, 'results'> {
  return {
    id: record.id,
    sessionId: record.sessionId,
    kind: record.kind,
    question: record.question,
    options: record.options,
    scaleLabels:
      record.kind === 'scale' && record.scaleLow !== null && record.scaleHigh !== null
        ? { low: record.scaleLow, high: record.scaleHigh }
        : null,
    state: record.state,
    openedAt: iso(record.openedAt),
    closedAt: iso(record.closedAt),
    closesNotBefore: record.state === 'open' ? iso(record.closesNotBefore) : null,
    resultsVisible: record.resultsVisible,
    answered: record.answered,
  };
}

/** A poll as attendees and the room screen see it. */
export function toPoll(record: PollRecord): Poll {
  return { ...basePoll(record), results: resultsShown(record) ? resultsOf(record) : null };
}

export function toManagedPoll(record: PollRecord): ManagedPoll {
  return {
    ...basePoll(record),
    results: resultsOf(record),
    textAnswers: record.texts,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

export function toResultsEvent(record: PollRecord): PollResultsEvent {
  return {
    sessionId: record.sessionId,
    pollId: record.id,
    answered: record.answered,
    results: resultsShown(record) ? resultsOf(record) : null,
  };
}

/** Open first, then closed ones newest first (attendees, the room screen). */
export function publicOrder(records: PollRecord[]): PollRecord[] {
  const time = (record: PollRecord) => (record.closedAt ?? record.openedAt ?? record.createdAt).getTime();
  return [...records].sort(
    (a, b) => Number(b.state === 'open') - Number(a.state === 'open') || time(b) - time(a) || b.id - a.id,
  );
}

/** Drafts first in the order written, then open, then closed newest first (chairs and admins). */
export function managedOrder(records: PollRecord[]): PollRecord[] {
  const drafts = records.filter((record) => record.state === 'draft').sort((a, b) => a.id - b.id);
  return [...drafts, ...publicOrder(records.filter((record) => record.state !== 'draft'))];
}
