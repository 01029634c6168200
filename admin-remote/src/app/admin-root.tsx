import { DocumentTitle, LoadingIndicator } from '@cc/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAdminSession } from '../features/auth/api/get-session';
import { AdminLogin } from '../features/auth/components/admin-login';
import { NotAdmin } from '../features/auth/components/not-admin';
import { messages } from '../features/auth/utils/messages';
import { adminQueryRoot } from '../lib/query-meta';
import { AdminShell } from './admin-shell';

type View = 'checking' | 'login' | 'not-admin' | 'admin';

/**
 * Admin access (admin.md §4): checking, then the login form, the signed-in shell, or, for someone signed in with
 * an account that is not an admin's, a page saying this area is for organisers (they stay signed in).
 */
export function AdminRoot() {
  const session = useAdminSession();
  const user = session.data?.user ?? null;
  const view: View = session.isPending ? 'checking' : !user ? 'login' : user.role === 'admin' ? 'admin' : 'not-admin';

  // Out of the shell (logout, expiry, denial): drop every cached admin answer. Run as an effect, after the
  // shell and its queries have unmounted, so nothing refetches them without a session.
  const queryClient = useQueryClient();
  useEffect(() => {
    if (view === 'login' || view === 'not-admin') queryClient.removeQueries({ queryKey: adminQueryRoot });
  }, [view, queryClient]);

  // Count switches between login and shell: after the first view, each new one takes focus to its h1.
  const [shown, setShown] = useState({ view, switches: 0 });
  if (shown.view !== view) setShown({ view, switches: shown.switches + (shown.view === 'checking' ? 0 : 1) });
  const focusHeading = shown.switches > 0;

  if (view === 'checking') {
    return (
      <>
        <DocumentTitle>Admin – Conference Companion</DocumentTitle>
        <LoadingIndicator message={messages.checking} />
      </>
    );
  }
  if (view === 'admin' && user) return <AdminShell user={user} focusHeading={focusHeading} />;
  if (view === 'not-admin' && user) return <NotAdmin user={user} focusHeading={focusHeading} />;
  return <AdminLogin focusHeading={focusHeading} />;
}
