import type { ExampleSet } from '../shared/example-set';
import type { ManagedPollView, PollsAdapter } from './poll-types';
import { PollsManager } from './polls-manager';

const base = {
  scaleLabels: null,
  openedAt: null,
  closedAt: null,
  closesNotBefore: null,
  resultsVisible: true,
  textAnswers: [],
};

export const examplePolls: ManagedPollView[] = [
  {
    ...base,
    id: 1,
    kind: 'single',
    question: 'Which topic should we take first?',
    options: [
      { id: 11, label: 'Switch access' },
      { id: 12, label: 'Eye gaze' },
    ],
    state: 'draft',
    answered: 0,
    results: { answered: 0, options: [], mean: null, texts: [] },
  },
  {
    ...base,
    id: 2,
    kind: 'text',
    question: 'One word for this talk',
    options: [],
    state: 'open',
    openedAt: '2027-03-16T10:00:00Z',
    closesNotBefore: '2999-01-01T00:00:00Z',
    resultsVisible: false,
    answered: 2,
    results: { answered: 2, options: [], mean: null, texts: [{ id: 21, text: 'Inspiring' }] },
    textAnswers: [
      { id: 21, text: 'Inspiring', status: 'approved', createdAt: '2027-03-16T10:00:10Z' },
      { id: 22, text: 'Long', status: 'pending', createdAt: '2027-03-16T10:00:20Z' },
    ],
  },
  {
    ...base,
    id: 3,
    kind: 'scale',
    question: 'How useful was this session?',
    options: ['1', '2', '3', '4', '5'].map((label, index) => ({ id: 30 + index, label })),
    scaleLabels: { low: 'Not useful', high: 'Very useful' },
    state: 'closed',
    answered: 2,
    results: {
      answered: 2,
      options: ['1', '2', '3', '4', '5'].map((label, index) => ({
        id: 30 + index,
        label,
        count: index >= 3 ? 1 : 0,
        percent: index >= 3 ? 50 : 0,
      })),
      mean: 4.5,
      texts: [],
    },
  },
];

/** The examples' results in words; the remotes pass the contract's pollResultsInWords. */
export function linesOf(poll: ManagedPollView): string[] {
  const { results } = poll;
  const count = `${results.answered} answered`;
  if (poll.kind === 'text') return [count, ...results.texts.map((text) => text.text)];
  return [count, ...results.options.map((option) => `${option.label}: ${option.count} (${option.percent}%)`)];
}

/** Calls that succeed and change nothing: the examples show states, the tests drive their own adapter. */
export const quietAdapter: PollsAdapter = {
  create: async () => ({ id: 0 }),
  update: async () => undefined,
  remove: async () => undefined,
  open: async () => undefined,
  close: async () => undefined,
  setResultsVisible: async () => undefined,
  moderate: async () => undefined,
  refresh: async () => undefined,
};

export const pollsManagerExamples: ExampleSet = {
  everyState: (
    <PollsManager
      polls={examplePolls}
      minOpenSeconds={60}
      adapter={quietAdapter}
      csvHref="/api/chair/sessions/1/polls.csv"
      resultsInWords={linesOf}
    />
  ),
  empty: <PollsManager polls={[]} minOpenSeconds={60} adapter={quietAdapter} csvHref="#" resultsInWords={linesOf} />,
  loading: (
    <PollsManager
      polls={undefined}
      minOpenSeconds={undefined}
      adapter={quietAdapter}
      csvHref="#"
      resultsInWords={linesOf}
    />
  ),
};
