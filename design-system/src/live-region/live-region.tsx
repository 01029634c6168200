import { useAnnouncer } from './announcer-store';

/**
 * The app's two live regions. Mount exactly one, early and for the app's whole life (the host does):
 * regions that appear together with their text are often not read.
 */
export function LiveRegion() {
  const polite = useAnnouncer((state) => state.polite);
  const assertive = useAnnouncer((state) => state.assertive);
  return (
    <div className="ds-live-region">
      <div className="ds-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {polite}
      </div>
      <div className="ds-visually-hidden" role="alert" aria-live="assertive" aria-atomic="true">
        {assertive}
      </div>
    </div>
  );
}
