import type { SpeakerSummary } from '@cc/api/contract';

/** Case- and accent-insensitive text for matching ('Zoë' is found by 'zoe'). */
function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The speakers whose name or affiliation contains every word of the query, in the list's order. */
export function filterSpeakers<T extends Pick<SpeakerSummary, 'name' | 'affiliation'>>(
  speakers: readonly T[],
  query: string,
): T[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...speakers];
  return speakers.filter((speaker) => {
    const haystack = fold(`${speaker.name} ${speaker.affiliation ?? ''}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** "3 speakers" / "1 of 40 speakers match", for the polite status line under the search field. */
export function speakersResultLine(shown: number, total: number): string {
  const noun = (n: number) => (n === 1 ? 'speaker' : 'speakers');
  if (shown === total) return `${total} ${noun(total)}`;
  return `${shown} of ${total} ${noun(total)} match`;
}

export function sessionCountText(count: number): string {
  return count === 1 ? '1 session' : `${count} sessions`;
}

/** A bio as paragraphs: blank lines separate them. */
export function bioParagraphs(bio: string): string[] {
  return bio
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
