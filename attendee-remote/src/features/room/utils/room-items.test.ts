import type { Poll, RoomQuestion } from '@cc/api/contract';
import { describe, expect, it } from 'vitest';
import { clickerMove, currentIndex, itemInWords, roomItems } from './room-items';

const question = (id: number, text: string): RoomQuestion => ({
  id,
  text,
  shownName: null,
  readOutLoud: false,
  deviceTurn: false,
  votes: 0,
  answered: false,
});
const poll = (id: number, state: Poll['state']) => ({ id, state, question: `Poll ${id}` }) as Poll;

describe('roomItems', () => {
  it('puts the overview first, then the open poll, then each question in the order given', () => {
    const items = roomItems({
      polls: [poll(2, 'closed'), poll(3, 'open')],
      questions: [question(7, 'A'), question(8, 'B')],
    });
    expect(items.map((item) => item.key)).toEqual(['overview', 'poll:3', 'question:7', 'question:8']);
    expect(itemInWords(items[3]!, 3, items.length, 2)).toBe('Item 4 of 4: question 2 of 2, B');
  });

  it('keeps the chosen item when the list moves, and takes the one in its place when it has gone', () => {
    const before = roomItems({ polls: [], questions: [question(7, 'A'), question(8, 'B')] });
    const after = roomItems({ polls: [], questions: [question(9, 'C'), question(8, 'B')] });
    expect(currentIndex(after, 'question:8', 2)).toBe(2);
    expect(
      currentIndex(
        after,
        'question:7',
        before.findIndex((i) => i.key === 'question:7'),
      ),
    ).toBe(1);
  });
});

describe('clickerMove', () => {
  it('reads Page Down, Page Up and the arrows as a clicker sends them', () => {
    expect(['PageDown', 'ArrowRight', 'ArrowDown'].map(clickerMove)).toEqual(['next', 'next', 'next']);
    expect(['PageUp', 'ArrowLeft', 'ArrowUp'].map(clickerMove)).toEqual(['previous', 'previous', 'previous']);
    expect(clickerMove('a')).toBeNull();
  });
});
