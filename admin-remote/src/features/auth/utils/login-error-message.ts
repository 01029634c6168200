import { ApiRequestError } from '@cc/api/client';
import { NotAdminError } from '../api/sign-in';
import { messages } from './messages';

/** What the login form's error alert says about a failed sign-in (admin.md §8 Login). */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof NotAdminError) return messages.notAdminAccount;
  // 4xx messages are written for people ('The email or password is not right.', rate limits, blanks), and so is the
  // client's own network message; a 5xx or a bare status code says nothing useful.
  if (error instanceof ApiRequestError && error.statusCode < 500 && error.code !== 'HTTP_ERROR' && error.message) {
    return error.message;
  }
  return messages.loginFailed;
}
