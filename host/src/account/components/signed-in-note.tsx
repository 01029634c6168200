import type { PublicUser } from '@cc/api/contract';
import { Link } from 'react-router-dom';
import { accountLabel } from '../api/account-session';

/** Shown instead of a form to someone already signed in. */
export function SignedInNote({ user }: { user: PublicUser }) {
  return (
    <p>
      You are signed in as {accountLabel(user)}. Your agenda is on <Link to="/my-agenda">My Agenda</Link>. To use
      another account, sign out first (at the top of the page).
    </p>
  );
}
