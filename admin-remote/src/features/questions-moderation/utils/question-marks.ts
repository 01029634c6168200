import type { AdminQuestion, Question } from '@cc/api/contract';

/** The asker's marks for the room (issue 26), as short words for badges. Hosts before contract 1.5 send none. */
export function questionMarks(question: Pick<AdminQuestion | Question, 'readOutLoud' | 'deviceTurn'>): string[] {
  const marks: string[] = [];
  if (question.readOutLoud === true) marks.push('Read out loud');
  if (question.deviceTurn === true) marks.push('Device user: give time');
  return marks;
}
