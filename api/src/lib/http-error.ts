/** An error meant for the caller: its status, code and message reach the client unchanged (4xx). */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  /** Extra response headers, e.g. Retry-After. */
  readonly headers: Record<string, string>;

  constructor(statusCode: number, code: string, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
    this.headers = headers;
  }
}

export const badRequest = (code: string, message: string) => new HttpError(400, code, message);
export const unauthenticated = () => new HttpError(401, 'UNAUTHENTICATED', 'Please sign in.');
export const forbidden = (code: string, message: string) => new HttpError(403, code, message);
export const notFound = (code: string, message: string) => new HttpError(404, code, message);
