import { apiRequest } from '@cc/api/client';
import type { ChairSessionList } from '@cc/api/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';

/**
 * "Sessions you chair" (issue 26): a link to the attendee remote's /chair, shown only to a person who chairs a
 * session. The host shows no session here, only that there are some; an older API without the route shows nothing.
 */
export function ChairingSection() {
  const chaired = useQuery({
    queryKey: ['account', 'chaired-sessions'],
    queryFn: () => apiRequest<ChairSessionList>('GET', '/api/chair/sessions'),
    retry: false,
  });
  const count = chaired.data?.sessions.length ?? 0;
  if (count === 0) return null;
  return (
    <section className="cc-account-section" aria-labelledby="cc-account-chairing">
      <h2 id="cc-account-chairing">Chairing</h2>
      <p>
        <Link to="/chair" className="ds-target">
          Sessions you chair ({count})
        </Link>
      </p>
    </section>
  );
}
