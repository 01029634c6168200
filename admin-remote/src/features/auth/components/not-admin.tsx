import type { PublicUser } from '@cc/api/contract';
import { Alert, announce, Button, DocumentTitle } from '@cc/design-system';
import { PageHeading } from '../../../components/page-heading';
import { useSignOut } from '../api/sign-out';
import { useAuthNoticeStore } from '../stores/auth-notice-store';
import { messages } from '../utils/messages';

/** 'Robin (robin@example.org)', or the email alone when the account has no name. */
function who(user: PublicUser): string {
  const name = user.name.trim();
  return name ? `${name} (${user.email})` : user.email;
}

/**
 * A signed-in attendee opened /admin: they stay signed in, are told plainly this area is for organisers, and may
 * sign out here, knowingly, to sign in with an organiser account (issue 21).
 */
export function NotAdmin({ user, focusHeading = false }: { user: PublicUser; focusHeading?: boolean }) {
  const notice = useAuthNoticeStore((state) => state.notice);
  const signOut = useSignOut({
    onSuccess: () => {
      const text = messages.signedOutToSwitch(user.name.trim() || user.email);
      useAuthNoticeStore.getState().show({ tone: 'success', text });
      announce(text);
    },
  });
  return (
    <div className="cc-admin-login">
      <DocumentTitle>Organisers only – Conference Companion</DocumentTitle>
      <PageHeading focusOnMount={focusHeading}>Organisers only</PageHeading>
      {/* An admin whose rights were removed meanwhile learns why they left the dashboard. */}
      {notice?.tone === 'error' && <Alert tone="error">{notice.text}</Alert>}
      <p>
        This area is for conference organisers. You are signed in as <strong>{who(user)}</strong>, which is not an
        organiser account, so it cannot open the admin area.
      </p>
      <p>
        You are still signed in, and nothing about your account has changed.{' '}
        <a href="/" className="ds-target">
          Back to the conference programme
        </a>
      </p>
      <h2>Are you an organiser?</h2>
      <p>Sign out of this account first, then sign in with your organiser account. You can sign back in later.</p>
      <Button
        variant="secondary"
        loading={signOut.isPending}
        loadingLabel="Signing out..."
        onClick={() => signOut.mutate()}
      >
        Sign out and sign in as an organiser
      </Button>
      {signOut.isError && <Alert tone="error">Sign out failed: {signOut.error.message}</Alert>}
    </div>
  );
}
