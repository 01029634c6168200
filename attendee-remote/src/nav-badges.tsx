// Exposed as './nav-badges': counts the host's navigation shows next to its links.
import { QueryProvider } from './app/query-provider';
import { AgendaCountBadge as AgendaCount } from './features/bookmarks/components/agenda-count-badge';

/** Unread news count; nothing until the News page is built. */
export function NewsBadge() {
  return null;
}

/** Number of sessions in the visitor's agenda; nothing while zero or unknown. */
export function AgendaCountBadge() {
  return (
    <QueryProvider>
      <AgendaCount />
    </QueryProvider>
  );
}
