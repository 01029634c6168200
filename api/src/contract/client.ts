/**
 * The browser's way to call the API: same-origin JSON requests with the visitor and session cookies,
 * and every error answer turned into an ApiRequestError that carries the API's message for people.
 * Browser-safe: no Node imports.
 */
import type { ApiError } from './api-error.js';
import { notifyApiAnswer, STORED_AT_HEADER } from './stored-answers.js';
import type { UserActionBody } from './user-actions.js';

export { ACCOUNT_CHANGED_EVENT, notifyAccountChanged, onAccountChanged } from './account-events.js';
export {
  type ApiAnswerDetail,
  onApiAnswer,
  STORED_ANSWER_EVENT,
  STORED_AT_HEADER,
} from './stored-answers.js';

export class ApiRequestError extends Error {
  readonly statusCode: number;
  readonly code: string;
  /** What the answer carried beside the message, e.g. the `clashes` of a 409 SESSION_CLASH (issue 27). */
  readonly details: Record<string, unknown>;

  constructor(error: ApiError, details: Record<string, unknown> = {}) {
    super(error.message);
    this.name = 'ApiRequestError';
    this.statusCode = error.statusCode;
    this.code = error.code;
    this.details = details;
  }
}

/** Where the API lives; same origin unless the page says otherwise. */
let apiBase = '';
export function setApiBase(base: string): void {
  apiBase = base.replace(/\/$/, '');
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Sent with a user action only when the visitor agreed to analytics (issue 27); without it the API stores nothing.
 * A header rather than a body field, so that an old client that never asked stores nothing either.
 */
export const ANALYTICS_CONSENT_HEADER = 'Analytics-Consent';

/**
 * Records a page view, a click or a web vital. Call only with the visitor's consent to analytics: this says so to
 * the server. Fire-and-forget, `keepalive` so the request outlives a closing page; a failure never disturbs the page.
 */
export function postUserAction(body: UserActionBody): void {
  fetch(`${apiBase}/api/user-actions`, {
    method: 'POST',
    credentials: 'include',
    keepalive: true,
    headers: { 'content-type': 'application/json', [ANALYTICS_CONSENT_HEADER]: 'granted' },
    body: JSON.stringify(body),
  }).catch(() => {});
}

export async function apiRequest<T>(method: Method, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${apiBase}${path}`, {
      method,
      credentials: 'include',
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiRequestError({
      statusCode: 0,
      code: 'NETWORK_ERROR',
      message: 'The server could not be reached. Check your connection and try again.',
    });
  }
  // Offline honesty: tell the shell whether this read came from the network or the service worker's store.
  if (method === 'GET' && response.ok) {
    const stored = response.headers.get(STORED_AT_HEADER);
    notifyApiAnswer({ path, storedAt: stored ? stored : null });
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const error = data as Partial<ApiError> | undefined;
    const {
      statusCode: _status,
      code: _code,
      message: _message,
      ...details
    } = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
    throw new ApiRequestError(
      {
        statusCode: response.status,
        code: error?.code ?? 'HTTP_ERROR',
        message: error?.message ?? `The server answered ${response.status}.`,
      },
      details,
    );
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
