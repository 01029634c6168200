import type { ManagedPollKind, ManagedPollState, ManagedPollView } from './poll-types';

export const POLL_KIND_WORDS: Record<ManagedPollKind, string> = {
  single: 'One choice',
  multiple: 'Several choices',
  scale: 'A scale from 1 to 5',
  text: 'A short text answer',
};

export const POLL_STATE_WORDS: Record<ManagedPollState, string> = {
  draft: 'Draft',
  open: 'Open',
  closed: 'Closed',
};

export function answeredInWords(count: number): string {
  if (count === 0) return 'Nobody has answered yet.';
  return count === 1 ? '1 person has answered.' : `${count} people have answered.`;
}

function unit(count: number, one: string): string {
  return `${count} ${one}${count === 1 ? '' : 's'}`;
}

/** "1 minute 5 seconds", "45 seconds": a wait in words. */
export function durationInWords(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  if (minutes === 0) return unit(rest, 'second');
  return rest === 0 ? unit(minutes, 'minute') : `${unit(minutes, 'minute')} ${unit(rest, 'second')}`;
}

/** When an open poll can be closed, in words; null once it can. */
export function closeWaitInWords(secondsLeft: number): string | null {
  if (secondsLeft <= 0) return null;
  return `You can close it in ${durationInWords(secondsLeft)}. Polls stay open a short while so everyone has time to answer.`;
}

/** The results as lines of words, counts first: "Yes: 5 people, 50%". Text polls: the approved answers. */
export function resultLines(poll: ManagedPollView): string[] {
  const { results } = poll;
  if (poll.kind === 'text') return results.texts.map((text) => text.text);
  const lines = results.options.map((option) => {
    const label = poll.kind === 'scale' ? scaleOptionLabel(poll, option.label) : option.label;
    const people = option.count === 1 ? '1 person' : `${option.count} people`;
    return `${label}: ${people}, ${option.percent}%`;
  });
  if (poll.kind === 'scale' && results.mean !== null) lines.push(`Average: ${results.mean} out of 5`);
  return lines;
}

/** A scale step with its end label where the poll gives one: "1 (Not useful)". */
export function scaleOptionLabel(poll: Pick<ManagedPollView, 'scaleLabels'>, label: string): string {
  if (poll.scaleLabels && label === '1' && poll.scaleLabels.low) return `1 (${poll.scaleLabels.low})`;
  if (poll.scaleLabels && label === '5' && poll.scaleLabels.high) return `5 (${poll.scaleLabels.high})`;
  return label;
}
