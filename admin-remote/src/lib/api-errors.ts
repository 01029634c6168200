import { ApiRequestError } from '@cc/api/client';

/** The API answered 401: the caller has no (or no longer a) signed-in session. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiRequestError && error.statusCode === 401;
}

/** The API answered 403: signed in, but not allowed. */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiRequestError && error.statusCode === 403;
}

/** A 4xx answer will not change on a retry. */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiRequestError && error.statusCode >= 400 && error.statusCode < 500;
}
