import type { Session } from '@cc/api/contract';

/** Presenter names and speaker page addresses, shared by the programme cards, session and speaker pages. */
export interface PresenterName {
  name: string;
  /** The speaker page, when the name belongs to a linked speaker. */
  slug: string | null;
}

/**
 * A session's presenter names, each with the page of the speaker it names. Names come from `presenters` (what
 * the programme always showed); a name is linked only when one of the session's linked speakers has it.
 */
export function presenterNames(session: Pick<Session, 'presenters' | 'speaker' | 'speakers'>): PresenterName[] {
  const names = session.presenters.map((name) => name.trim()).filter(Boolean);
  const list =
    names.length > 0
      ? names
      : (session.speaker ?? '')
          .split(';')
          .map((name) => name.trim())
          .filter(Boolean);
  const slugOf = new Map((session.speakers ?? []).map((speaker) => [speaker.name, speaker.slug]));
  return list.map((name) => ({ name, slug: slugOf.get(name) ?? null }));
}

export function speakerPath(slug: string): string {
  return `/speakers/${encodeURIComponent(slug)}`;
}
