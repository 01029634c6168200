import type { ReactNode } from 'react';
import { calendarDate } from '../../utils/calendar-date';
import { formatDateGB } from '../../utils/format-date';

/** The sentence under the conference's name on Home: what the app is for. */
export const HOME_INTRO_TEXT =
  'Your companion for the conference: the programme, your own agenda, the venue and its access, and the latest news.';

export interface HomeIntroProps {
  /** The conference's name, the page's <h1>; 'Welcome' while it is not known. */
  name?: string;
  /** The conference days in order (ISO dates); no dates line without them. */
  days?: readonly { date: string }[];
  venueName?: string | null;
  /** Shown between the dates and the introduction, e.g. that the conference details could not be loaded. */
  children?: ReactNode;
}

/**
 * Home's introduction. The host draws it at "/" while the attendee remote is still loading, and the remote's Home
 * draws it first when it takes over (docs/remote-contract.md): one component for both, so the largest text of the
 * first paint is there before any remote code runs and nothing moves when Home replaces it.
 */
export function HomeIntro({ name, days, venueName, children }: HomeIntroProps) {
  const dates = days ? conferenceDatesText(days) : '';
  return (
    <header className="ds-home-intro">
      <h1 className="ds-home-intro__title">{name ?? 'Welcome'}</h1>
      {(dates || venueName) && (
        <p className="ds-home-intro__when">
          {dates}
          {dates && venueName && (
            <>
              <span aria-hidden="true"> · </span>
              <span className="ds-visually-hidden">, </span>
            </>
          )}
          {venueName}
        </p>
      )}
      {children}
      <p className="ds-lead">{HOME_INTRO_TEXT}</p>
    </header>
  );
}

/**
 * The conference dates, British style: 'Monday 13 – Tuesday 14 September 2027'; one day: 'Monday 13 September
 * 2027'; across months or years each date in full.
 */
export function conferenceDatesText(days: readonly { date: string }[]): string {
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return '';
  if (first.date === last.date) return formatDateGB(first.date);
  const a = calendarDate(first.date);
  const b = calendarDate(last.date);
  if (!a || !b) return `${formatDateGB(first.date)} – ${formatDateGB(last.date)}`;
  if (a.year !== b.year) return `${formatDateGB(first.date)} – ${formatDateGB(last.date)}`;
  if (a.month !== b.month) return `${a.weekday} ${a.day} ${a.month} – ${b.weekday} ${b.day} ${b.month} ${b.year}`;
  return `${a.weekday} ${a.day} – ${b.weekday} ${b.day} ${b.month} ${b.year}`;
}
