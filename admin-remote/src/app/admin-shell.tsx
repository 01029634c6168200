import type { PublicUser } from '@cc/api/contract';
import { DocumentTitle } from '@cc/design-system';
import { PageHeading } from '../components/page-heading';
import { LogoutButton } from '../features/auth/components/logout-button';
import { AdminTabsView } from './admin-tabs-view';

/** What a signed-in admin sees: who they are, Logout, and the admin tabs. */
export function AdminShell({ user, focusHeading = false }: { user: PublicUser; focusHeading?: boolean }) {
  return (
    <div className="cc-admin-shell">
      <DocumentTitle>Admin – Conference Companion</DocumentTitle>
      <header className="cc-admin-shell__header">
        <div>
          <PageHeading focusOnMount={focusHeading}>Admin Dashboard</PageHeading>
          <p className="cc-admin-shell__user">
            Logged in as <strong>{user.email}</strong>
          </p>
        </div>
        <LogoutButton />
      </header>
      <AdminTabsView user={user} />
    </div>
  );
}
