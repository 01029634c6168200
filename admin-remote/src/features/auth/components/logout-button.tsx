import { Alert, announce, Button } from '@cc/design-system';
import { useSignOut } from '../api/sign-out';
import { useAuthNoticeStore } from '../stores/auth-notice-store';
import { messages } from '../utils/messages';

/** Ends the admin session; the login form then says so (admin.md §2 Login, §4). */
export function LogoutButton() {
  const signOut = useSignOut({
    onSuccess: () => {
      useAuthNoticeStore.getState().show({ tone: 'success', text: messages.loggedOut });
      announce(messages.loggedOut);
    },
  });
  return (
    <div className="cc-admin-logout">
      <Button variant="secondary" loading={signOut.isPending} onClick={() => signOut.mutate()}>
        Logout
      </Button>
      {signOut.isError && <Alert tone="error">Logout failed: {signOut.error.message}</Alert>}
    </div>
  );
}
