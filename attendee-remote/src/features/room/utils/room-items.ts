import type { Poll, RoomQuestion, RoomView } from '@cc/api/contract';

/** What the chair moves between with the clicker: the overview, the poll, then each question in order. */
export type RoomItem =
  | { key: 'overview'; kind: 'overview' }
  | { key: string; kind: 'poll'; poll: Poll }
  | { key: string; kind: 'question'; question: RoomQuestion; number: number };

/** The items: the open poll (or, with none open, the newest closed one) and the questions, in the chair's order. */
export function roomItems(room: Pick<RoomView, 'polls' | 'questions'>): RoomItem[] {
  const items: RoomItem[] = [{ key: 'overview', kind: 'overview' }];
  const poll = room.polls.find((p) => p.state === 'open') ?? room.polls[0];
  if (poll) items.push({ key: `poll:${poll.id}`, kind: 'poll', poll });
  room.questions.forEach((question, index) => {
    items.push({ key: `question:${question.id}`, kind: 'question', question, number: index + 1 });
  });
  return items;
}

/** The item shown: the one chosen, wherever it now stands; if it has gone (answered), the one now in its place. */
export function currentIndex(items: readonly RoomItem[], key: string, lastIndex: number): number {
  const found = items.findIndex((item) => item.key === key);
  if (found !== -1) return found;
  return Math.min(Math.max(lastIndex, 0), items.length - 1);
}

/** What the live region says when the chair moves to an item. */
export function itemInWords(item: RoomItem, index: number, count: number, questionCount: number): string {
  const place = `Item ${index + 1} of ${count}`;
  if (item.kind === 'overview') return `${place}: overview`;
  if (item.kind === 'poll') return `${place}: poll, ${item.poll.question}`;
  return `${place}: question ${item.number} of ${questionCount}, ${item.question.text}`;
}

export type ClickerMove = 'next' | 'previous' | 'first' | 'last';

/** A presenter's clicker sends Page Down / Page Up (some send the arrow keys); Home and End for the ends. */
export function clickerMove(key: string): ClickerMove | null {
  switch (key) {
    case 'PageDown':
    case 'ArrowDown':
    case 'ArrowRight':
      return 'next';
    case 'PageUp':
    case 'ArrowUp':
    case 'ArrowLeft':
      return 'previous';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    default:
      return null;
  }
}
