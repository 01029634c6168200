import type { Session } from '@cc/api/contract';
import { formatTimeRange } from '@cc/design-system';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { walkFromPrevious } from '../../../lib/walking-time';
import { useAgenda } from '../api/get-agenda';
import { useVenues } from '../api/get-venues';
import { gettingThereText, placeOf } from '../utils/getting-there';

/**
 * On a session page: the attendee's previous agenda item that day and the step-free walk from it (issue 18).
 * Shows nothing without one, or while the agenda is loading or could not be loaded (the page is complete without).
 */
export function GettingThere({ session }: { session: Session }) {
  const agenda = useAgenda();
  const venues = useVenues();
  const result = useMemo(() => {
    if (!agenda.data) return null;
    const buildings = new Map((venues.data?.venues ?? []).map((venue) => [venue.id, venue.building]));
    return walkFromPrevious(
      session,
      agenda.data.entries.map((entry) => entry.session),
      (s) => s.building?.trim() || (s.venueId === null ? null : (buildings.get(s.venueId) ?? null)),
    );
  }, [agenda.data, venues.data, session]);
  if (!result) return null;
  const { previous } = result;
  return (
    <section aria-labelledby="getting-there-heading" className="ds-section att-getting-there">
      <h2 id="getting-there-heading">Getting there</h2>
      <p>
        Your previous agenda item that day: <Link to={`/session/${previous.id}`}>{previous.title}</Link>,{' '}
        {formatTimeRange(previous.startTime, previous.endTime)}, in {placeOf(previous)}.
      </p>
      {gettingThereText(result, session).map((line) => (
        <p key={line}>{line}</p>
      ))}
    </section>
  );
}
