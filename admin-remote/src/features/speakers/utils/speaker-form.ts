/** The speakers editor's form state, checks and request bodies, and the picker's filtering. Pure. */
import type { AdminSpeaker, AdminSpeakerUpdate } from '@cc/api/contract';

export interface SpeakerDraft {
  name: string;
  affiliation: string;
  bio: string;
}

export type SpeakerDraftErrors = Partial<Record<keyof SpeakerDraft, string>>;

export function speakerDraftOf(speaker: AdminSpeaker | null): SpeakerDraft {
  return { name: speaker?.name ?? '', affiliation: speaker?.affiliation ?? '', bio: speaker?.bio ?? '' };
}

/** A name is one line without ';' (the session editor once separated presenters with it). */
export function speakerNameError(name: string): string | undefined {
  if (!name.trim()) return 'Enter a name';
  if (name.includes(';')) return 'A name cannot contain ";": add one speaker at a time';
  return undefined;
}

export function speakerDraftErrors(draft: SpeakerDraft): SpeakerDraftErrors {
  const name = speakerNameError(draft.name);
  return name ? { name } : {};
}

/** For an edit, only what changed from `base`, with the version it started from. */
export function speakerUpdateBody(draft: SpeakerDraft, base: AdminSpeaker): AdminSpeakerUpdate {
  const original = speakerDraftOf(base);
  const body: AdminSpeakerUpdate = { version: base.version };
  for (const key of ['name', 'affiliation', 'bio'] as const) {
    if (draft[key].trim() !== original[key].trim()) body[key] = draft[key];
  }
  return body;
}

function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The speakers whose name or affiliation holds every word of `query` (case and accents ignored). */
export function filterSpeakers<T extends { name: string; affiliation: string | null }>(
  speakers: readonly T[],
  query: string,
): T[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...speakers];
  return speakers.filter((speaker) => {
    const text = fold(`${speaker.name} ${speaker.affiliation ?? ''}`);
    return words.every((word) => text.includes(word));
  });
}

/** Ticking adds a speaker at the end (the order presenters are listed in); unticking removes them. */
export function toggleSpeaker(chosen: readonly number[], id: number, on: boolean): number[] {
  if (on) return chosen.includes(id) ? [...chosen] : [...chosen, id];
  return chosen.filter((each) => each !== id);
}

/** What deleting a speaker does, for the confirmation. */
export function deleteConsequence(speaker: Pick<AdminSpeaker, 'name' | 'sessionCount'>): string {
  if (speaker.sessionCount === 0) return `${speaker.name} presents no sessions; nothing else changes.`;
  const sessions = speaker.sessionCount === 1 ? '1 session loses' : `${speaker.sessionCount} sessions lose`;
  return `${sessions} this speaker. Their other speakers stay, and their page goes.`;
}

/** The polite line under the boxes: how many are listed, and that the filter finds the others. */
export function pickerStatus(shown: number, matching: number, filtered: boolean): string {
  if (matching === 0) return filtered ? 'No other speaker matches the filter.' : 'No other speakers yet.';
  if (shown < matching) return `${shown} of ${matching} other speakers listed: filter to find the rest.`;
  return `${matching} other speaker${matching === 1 ? '' : 's'} listed.`;
}
