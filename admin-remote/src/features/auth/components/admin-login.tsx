import { DocumentTitle } from '@cc/design-system';
import { PageHeading } from '../../../components/page-heading';
import { useConference } from '../../../lib/use-conference';
import { useAuthNoticeStore } from '../stores/auth-notice-store';
import { LoginForm } from './login-form';

/** The sign-in screen: heading, security notice, the form and where to get help. */
export function AdminLogin({ focusHeading = false }: { focusHeading?: boolean }) {
  const notice = useAuthNoticeStore((state) => state.notice);
  const contactEmail = useConference().data?.contactEmail;
  return (
    <div className="cc-admin-login">
      <DocumentTitle>Admin Sign In – Conference Companion</DocumentTitle>
      <PageHeading id="cc-admin-login-heading" focusOnMount={focusHeading}>
        Admin Sign In
      </PageHeading>
      {notice?.tone === 'success' && (
        // Already announced through the live region; shown here for everyone else.
        <p className="cc-admin-login__done">{notice.text}</p>
      )}
      <p className="cc-admin-login__secure">
        <strong>Secure area.</strong> This area is for conference administrators only; every sign-in attempt is logged.
      </p>
      <LoginForm />
      {/* The shell's reset pages serve admins too: one account table, one email link. */}
      <p className="cc-admin-login__forgot">
        <a href="/account/forgot-password" className="ds-target">
          Forgot your password?
        </a>
      </p>
      {contactEmail && (
        <p className="cc-admin-login__help">
          Trouble signing in? Contact support at <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
        </p>
      )}
    </div>
  );
}
