import { ApiRequestError } from '@cc/api/client';
import { messages } from './account-fields';

/** The API's message for people, or a plain fallback when there is none (a network failure, a 5xx). */
export function problemMessage(error: unknown): string {
  return error instanceof ApiRequestError && error.message ? error.message : messages.failed;
}
