import { describe, expect, it } from 'vitest';
import { type PollForWords, pollResultsInWords, pollResultsSpoken } from './poll-results-in-words';

const single: PollForWords = {
  kind: 'single',
  question: 'Was the session useful?',
  scaleLabels: null,
  state: 'open',
  answered: 20,
  results: {
    answered: 20,
    options: [
      { id: 1, label: 'Yes', count: 12, percent: 60 },
      { id: 2, label: 'No', count: 8, percent: 40 },
    ],
    mean: null,
    texts: [],
  },
};

describe('pollResultsInWords', () => {
  it('says each option as count of answered and percent, after how many answered', () => {
    expect(pollResultsInWords(single)).toEqual(['20 people answered', 'Yes: 12 of 20 (60%)', 'No: 8 of 20 (40%)']);
  });

  it('says the scale mean with what the ends mean', () => {
    const scale: PollForWords = {
      ...single,
      kind: 'scale',
      scaleLabels: { low: 'Not useful', high: 'Very useful' },
      answered: 1,
      results: {
        answered: 1,
        options: [1, 2, 3, 4, 5].map((n) => ({
          id: n,
          label: String(n),
          count: n === 4 ? 1 : 0,
          percent: n === 4 ? 100 : 0,
        })),
        mean: 4,
        texts: [],
      },
    };
    const lines = pollResultsInWords(scale);
    expect(lines[0]).toBe('1 person answered');
    expect(lines).toContain('4: 1 of 1 (100%)');
    expect(lines.at(-1)).toBe('Average: 4 out of 5, where 1 is Not useful and 5 is Very useful');
  });

  it('lists approved text answers, and says so when there are none yet', () => {
    const text: PollForWords = {
      ...single,
      kind: 'text',
      answered: 3,
      results: { answered: 3, options: [], mean: null, texts: [{ id: 9, text: 'More breaks' }] },
    };
    expect(pollResultsInWords(text)).toEqual(['3 people answered', 'More breaks']);
    expect(pollResultsInWords({ ...text, results: { ...text.results!, texts: [] } })).toEqual([
      '3 people answered',
      'No answers shown yet',
    ]);
  });

  it('keeps the results back while hidden but still says how many answered', () => {
    expect(pollResultsInWords({ ...single, answered: 0, results: null })).toEqual([
      'Results will show when the poll closes',
      'Nobody has answered yet',
    ]);
  });
});

describe('pollResultsSpoken', () => {
  it('speaks the question, the state and each line as a sentence', () => {
    expect(pollResultsSpoken({ ...single, state: 'closed' })).toBe(
      'Was the session useful? Poll closed. 20 people answered. Yes: 12 of 20 (60%). No: 8 of 20 (40%).',
    );
  });
});
