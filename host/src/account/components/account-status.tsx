import '../account.css';
import { announce, Button } from '@cc/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { accountLabel, followAccountChanges, useAccountUser } from '../api/account-session';
import { useSignOut } from '../api/sign-out';
import { returnPath } from '../utils/return-path';

/**
 * The header's account corner: "Sign in" and "Create account" for a visitor; "Signed in as …" and "Sign out"
 * for a signed-in user. Nothing until the answer is known, so a signed-in person never sees the links flash.
 * In the admin area, which signs out with its own notices (Logout, or a switch to an organiser account), the
 * header offers no second sign-out.
 */
export function AccountStatus() {
  const user = useAccountUser();
  const { pathname } = useLocation();
  const inAdminArea = pathname === '/admin' || pathname.startsWith('/admin/');
  const signOut = useSignOut();
  const signInLink = useRef<HTMLAnchorElement>(null);
  const [signedOut, setSignedOut] = useState(false);
  const queryClient = useQueryClient();

  useEffect(() => followAccountChanges(queryClient), [queryClient]);

  // The Sign out button is gone once signed out: focus moves to what replaced it, not to the page's start.
  useEffect(() => {
    if (signedOut && user === null) {
      signInLink.current?.focus();
      setSignedOut(false);
    }
  }, [signedOut, user]);

  if (user === undefined) return null;

  // Back to this page after signing in, unless this is an account page already.
  const state = { from: returnPath({ from: pathname }) };

  return (
    <nav className="cc-account-status" aria-label="Account">
      {user ? (
        <>
          <p className="cc-account-status__who">
            Signed in as <strong>{accountLabel(user)}</strong>
          </p>
          <Link to="/account" className="ds-target">
            Your account
          </Link>
          {!inAdminArea && (
            <Button
              variant="secondary"
              size="small"
              loading={signOut.isPending}
              loadingLabel="Signing out..."
              onClick={() =>
                signOut.mutate(undefined, {
                  onSuccess: () => {
                    setSignedOut(true);
                    announce('You have signed out.');
                  },
                  onError: (error) => announce(`Sign out failed: ${error.message}`, 'assertive'),
                })
              }
            >
              Sign out
            </Button>
          )}
        </>
      ) : (
        <ul className="cc-account-status__links">
          <li>
            <Link ref={signInLink} to="/account/sign-in" state={state} className="ds-target">
              Sign in
            </Link>
          </li>
          <li>
            <Link to="/account/sign-up" state={state} className="ds-target">
              Create account
            </Link>
          </li>
        </ul>
      )}
    </nav>
  );
}
