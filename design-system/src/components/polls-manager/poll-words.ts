import type { ManagedPollKind, ManagedPollState } from './poll-types';

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
