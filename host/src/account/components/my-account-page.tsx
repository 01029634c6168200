import { Link } from 'react-router-dom';
import { accountLabel, useAccountUser } from '../api/account-session';
import { ChairingSection } from './chairing-section';
import { ChangePasswordSection } from './change-password-section';
import { PageTitle } from './page-title';
import { SessionsSection } from './sessions-section';
import { YourDataSection } from './your-data-section';

/** /account: the signed-in person's password, sessions and data. */
export function MyAccountPage() {
  const user = useAccountUser();
  return (
    <div className="cc-account-page">
      <PageTitle page="Your account" />
      <h1>Your account</h1>
      {user === undefined ? null : user === null ? (
        <p>
          <Link to="/account/sign-in">Sign in</Link> to change your password or delete your account. Without an account,
          you can still <a href="/api/account/data">download what this browser keeps</a>.
        </p>
      ) : (
        <>
          <p>
            Signed in as <strong>{accountLabel(user)}</strong> ({user.email}).
          </p>
          <ChairingSection />
          <ChangePasswordSection />
          <SessionsSection />
          <YourDataSection />
        </>
      )}
    </div>
  );
}
