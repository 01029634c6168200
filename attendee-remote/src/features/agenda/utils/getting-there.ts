/** The session page's "Getting there" sentences (issue 18), from walkFromPrevious (lib/walking-time.ts). Pure. */
import type { Session } from '@cc/api/contract';
import type { WalkFromPrevious } from '../../../lib/walking-time';
import { minutesText } from './agenda-time';

type Previous = Pick<Session, 'location' | 'building'>;

export function placeOf(session: Previous): string {
  return session.location?.trim() || session.building?.trim() || 'a room not yet announced';
}

/** How long the walk is, then whether the time between the two is enough. */
export function gettingThereText({ previous, gap, walk }: WalkFromPrevious<Session>, here: Previous): string[] {
  const from = placeOf(previous);
  const lines: string[] = [];
  if (walk === null) {
    lines.push(`The walking time from ${from} is not known. Stewards at the information points can show you the way.`);
  } else if (walk === 0) {
    lines.push(`It is in the same room as ${previous.title}: no need to move.`);
  } else {
    lines.push(`Step-free walking time from ${from} to ${placeOf(here)}: about ${minutesText(walk)}.`);
  }
  if (gap < 0) lines.push(`The two overlap by ${minutesText(-gap)}.`);
  else if (walk !== null && gap < walk) {
    lines.push(`You have only ${minutesText(gap)} between them, so you may arrive a little late.`);
  } else lines.push(`You have ${minutesText(gap)} between them.`);
  return lines;
}
