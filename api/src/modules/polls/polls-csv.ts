/**
 * A session's poll results as CSV for chairs and admins (issue 37): one row per option (or approved text answer)
 * of every poll that has been opened, with counts and percentages; never who answered. Cells are disarmed against
 * spreadsheet formulas (lib/csv.ts).
 */
import { type CsvCell, csvDocument } from '../../lib/csv';
import { managedOrder, type PollRecord, resultsOf } from './poll-results';

const HEADER = [
  'poll_id',
  'question',
  'kind',
  'state',
  'opened_at',
  'closed_at',
  'answered',
  'option',
  'count',
  'percent',
  'mean',
];

export function pollsCsv(records: PollRecord[]): string {
  const rows: CsvCell[][] = [HEADER];
  for (const record of managedOrder(records)) {
    if (record.state === 'draft') continue;
    const results = resultsOf(record);
    const poll = [
      record.id,
      record.question,
      record.kind,
      record.state,
      record.openedAt?.toISOString() ?? null,
      record.closedAt?.toISOString() ?? null,
      results.answered,
    ];
    if (record.kind === 'text') {
      if (results.texts.length === 0) rows.push([...poll, null, null, null, null]);
      for (const text of results.texts) rows.push([...poll, text.text, null, null, null]);
      continue;
    }
    for (const option of results.options) {
      rows.push([...poll, option.label, option.count, option.percent, results.mean]);
    }
  }
  return csvDocument(rows);
}
