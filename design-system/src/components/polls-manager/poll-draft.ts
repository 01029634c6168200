import type { ManagedPollKind, ManagedPollView, PollDraftBody } from './poll-types';

/** The contract's bounds (POLL_QUESTION_MAX and the rest in api/src/contract/polls.ts); the server checks them again. */
export const POLL_LIMITS = { question: 200, option: 100, scaleLabel: 40, minOptions: 2, maxOptions: 8 } as const;

export interface DraftOption {
  /** Stable across adds and removes, so each field keeps its id and focus can find it. */
  key: number;
  label: string;
}

export interface PollDraft {
  kind: ManagedPollKind;
  question: string;
  options: DraftOption[];
  low: string;
  high: string;
  resultsVisible: boolean;
}

export type DraftErrors = Partial<Record<'question' | 'low' | 'high' | `option-${number}`, string>>;

let nextKey = 1;
export const newOptionKey = (): number => nextKey++;

export function draftOf(poll: ManagedPollView | null): PollDraft {
  const choices = poll && (poll.kind === 'single' || poll.kind === 'multiple') ? poll.options : [];
  const labels = choices.length >= POLL_LIMITS.minOptions ? choices.map((option) => option.label) : ['', ''];
  return {
    kind: poll?.kind ?? 'single',
    question: poll?.question ?? '',
    options: labels.map((label) => ({ key: newOptionKey(), label })),
    low: poll?.scaleLabels?.low ?? '',
    high: poll?.scaleLabels?.high ?? '',
    resultsVisible: poll?.resultsVisible ?? true,
  };
}

const hasChoices = (kind: ManagedPollKind) => kind === 'single' || kind === 'multiple';

/** Each field's problem in words, in the order the fields come; empty when the draft can be sent. */
export function draftErrors(draft: PollDraft): DraftErrors {
  const errors: DraftErrors = {};
  const question = draft.question.trim();
  if (!question) errors.question = 'Write the question';
  else if (question.length > POLL_LIMITS.question)
    errors.question = `Shorten the question to ${POLL_LIMITS.question} characters`;
  if (hasChoices(draft.kind)) {
    draft.options.forEach((option, index) => {
      const label = option.label.trim();
      if (!label) errors[`option-${option.key}`] = `Write option ${index + 1}, or remove it`;
      else if (label.length > POLL_LIMITS.option)
        errors[`option-${option.key}`] = `Shorten option ${index + 1} to ${POLL_LIMITS.option} characters`;
    });
  }
  if (draft.kind === 'scale') {
    const low = draft.low.trim();
    const high = draft.high.trim();
    // The ends are said together ("where 1 is … and 5 is …"): both or neither.
    if (high && !low) errors.low = 'Say what 1 means too, or leave both empty';
    if (low && !high) errors.high = 'Say what 5 means too, or leave both empty';
    if (low.length > POLL_LIMITS.scaleLabel)
      errors.low = `Shorten what 1 means to ${POLL_LIMITS.scaleLabel} characters`;
    if (high.length > POLL_LIMITS.scaleLabel)
      errors.high = `Shorten what 5 means to ${POLL_LIMITS.scaleLabel} characters`;
  }
  return errors;
}

/** The body to send: options only for choices, end labels only for a scale (both or none: draftErrors checks). */
export function draftBody(draft: PollDraft): PollDraftBody {
  const body: PollDraftBody = {
    kind: draft.kind,
    question: draft.question.trim(),
    resultsVisible: draft.resultsVisible,
  };
  if (hasChoices(draft.kind)) body.options = draft.options.map((option) => option.label.trim());
  if (draft.kind === 'scale') {
    const low = draft.low.trim();
    const high = draft.high.trim();
    body.scaleLabels = low && high ? { low, high } : null;
  }
  return body;
}
