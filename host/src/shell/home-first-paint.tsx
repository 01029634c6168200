import { HomeIntro, LoadingIndicator } from '@cc/design-system';
import { REMOTE_PARTS } from '../remotes/remote-parts';
import { useConference } from './use-conference';

/**
 * What the host draws at "/" while the attendee remote loads: Home's introduction, the design system's HomeIntro
 * with the conference start-up has read, then a loading message for the rest. Home draws the same HomeIntro first
 * when it replaces this (docs/remote-contract.md), so the page's largest text is painted with the shell, and then
 * neither moves nor is read twice.
 */
export function HomeFirstPaint() {
  const conference = useConference();
  return (
    <div>
      <HomeIntro name={conference?.name} days={conference?.days} venueName={conference?.venueName} />
      <LoadingIndicator size="large" message={`Loading ${REMOTE_PARTS.attendee}...`} />
    </div>
  );
}
