import type { PublicUser } from '@cc/api/contract';
import { PageHeading } from '../components/page-heading';
import { LogoutButton } from '../features/auth/components/logout-button';
import { OverviewSummary } from '../features/dashboard/components/overview-summary';

/** What a signed-in admin sees: who they are, Logout, and for now the overview. */
export function AdminShell({ user, focusHeading = false }: { user: PublicUser; focusHeading?: boolean }) {
  return (
    <div className="cc-admin-shell">
      <title>Admin – Conference Companion</title>
      <header className="cc-admin-shell__header">
        <div>
          <PageHeading focusOnMount={focusHeading}>Admin Dashboard</PageHeading>
          <p className="cc-admin-shell__user">
            Logged in as <strong>{user.email}</strong>
          </p>
        </div>
        <LogoutButton />
      </header>
      <OverviewSummary />
      <p>Question and URL moderation, content, sessions, users and analytics come as tabs here in a later release.</p>
    </div>
  );
}
