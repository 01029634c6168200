import { Navigate, Route, Routes } from 'react-router-dom';
import { SignInPage } from './sign-in-page';
import { SignUpPage } from './sign-up-page';

/** The shell's own pages under /account/ (attendee accounts live in the shell, beside both remotes). */
export function AccountRoutes() {
  return (
    <Routes>
      <Route path="sign-in" element={<SignInPage />} />
      <Route path="sign-up" element={<SignUpPage />} />
      <Route path="*" element={<Navigate to="/account/sign-in" replace />} />
    </Routes>
  );
}
