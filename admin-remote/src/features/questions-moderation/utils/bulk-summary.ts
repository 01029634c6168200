import type { AdminQuestionBulkModerateResult } from '@cc/api/contract';

export type BulkStatus = 'approved' | 'rejected';

const questions = (n: number) => `${n} ${n === 1 ? 'question' : 'questions'}`;
const was = (n: number) => (n === 1 ? 'was' : 'were');

/** What a bulk approve or reject did, in one sentence or three, for the banner and the screen reader. */
export function bulkSummary(status: BulkStatus, result: AdminQuestionBulkModerateResult): string {
  const parts = [
    result.updated.length === 0 ? `No questions ${status}.` : `${questions(result.updated.length)} ${status}.`,
  ];
  if (result.unchangedIds.length > 0) {
    parts.push(`${questions(result.unchangedIds.length)} ${was(result.unchangedIds.length)} already ${status}.`);
  }
  if (result.notFoundIds.length > 0) {
    parts.push(
      `${questions(result.notFoundIds.length)} could not be found; someone may have deleted ${
        result.notFoundIds.length === 1 ? 'it' : 'them'
      }.`,
    );
  }
  return parts.join(' ');
}
