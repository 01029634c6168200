/** An error meant for the caller: its status, code and message reach the client unchanged (4xx). */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  /** Extra response headers, e.g. Retry-After. */
  readonly headers: Record<string, string>;
  /** More for the caller beside the message (e.g. the clashes of a 409 SESSION_CLASH); the route's schema names it. */
  readonly extra: Record<string, unknown>;

  constructor(
    statusCode: number,
    code: string,
    message: string,
    headers: Record<string, string> = {},
    extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
    this.headers = headers;
    this.extra = extra;
  }
}

export const badRequest = (code: string, message: string) => new HttpError(400, code, message);
export const unauthenticated = () => new HttpError(401, 'UNAUTHENTICATED', 'Please sign in.');
export const forbidden = (code: string, message: string) => new HttpError(403, code, message);
export const notFound = (code: string, message: string) => new HttpError(404, code, message);
