// Exposed as './nav-badges': counts the host's navigation shows next to its links.
import { QueryProvider } from './app/query-provider';
import { AgendaCountBadge as AgendaCount } from './features/bookmarks/components/agenda-count-badge';
import { NewsUnreadBadge } from './features/news/components/news-unread-badge';

/** The API contract this remote was compiled against; the host refuses the remote when its API cannot serve it. */
export { API_CONTRACT_VERSION as apiContract } from '@cc/api/contract';

/** Unread news count (red, 99+ above 99), kept current by live events; nothing while zero or unknown. */
export function NewsBadge() {
  return (
    <QueryProvider>
      <NewsUnreadBadge />
    </QueryProvider>
  );
}

/** Number of sessions in the visitor's agenda; nothing while zero or unknown. */
export function AgendaCountBadge() {
  return (
    <QueryProvider>
      <AgendaCount />
    </QueryProvider>
  );
}
