import { Navigate, Route, Routes } from 'react-router-dom';
import { AcceptInvitationPage } from './accept-invitation-page';
import { ForgotPasswordPage } from './forgot-password-page';
import { MyAccountPage } from './my-account-page';
import { ResetPasswordPage } from './reset-password-page';
import { SignInPage } from './sign-in-page';
import { SignUpPage } from './sign-up-page';

/** The shell's own pages under /account/ (attendee accounts live in the shell, beside both remotes). */
export function AccountRoutes() {
  return (
    <Routes>
      <Route path="sign-in" element={<SignInPage />} />
      <Route path="sign-up" element={<SignUpPage />} />
      <Route index element={<MyAccountPage />} />
      <Route path="accept-invitation" element={<AcceptInvitationPage />} />
      <Route path="forgot-password" element={<ForgotPasswordPage />} />
      <Route path="reset-password" element={<ResetPasswordPage />} />
      <Route path="*" element={<Navigate to="/account/sign-in" replace />} />
    </Routes>
  );
}
