/**
 * One error shape for every answer: {statusCode, code, message}. 4xx messages are for people;
 * 5xx details stay in the log.
 */
import type { FastifyError } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { ApiError } from '../contract/index';
import { HttpError } from '../lib/http-error';
import { type ValidationIssue, validationMessage } from '../lib/validation-message';

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';
/** Seconds a client is asked to wait before retrying while the database is unreachable. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

const CODES_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** Fastify's own errors that are the caller's doing, with messages a person can act on. */
const FASTIFY_ERRORS: Record<string, { statusCode: number; code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    statusCode: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the request body as JSON (Content-Type: application/json).',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    statusCode: 400,
    code: 'BAD_REQUEST',
    message: 'The Content-Length header does not match the request body.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    statusCode: 400,
    code: 'INVALID_JSON',
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { statusCode: 400, code: 'INVALID_JSON', message: 'The request body is empty.' },
  FST_ERR_BAD_URL: { statusCode: 400, code: 'BAD_URL', message: 'The address is not a valid URL.' },
};

/** PostgreSQL errors that come from what the caller sent (e.g. a race with a deletion). */
const PG_ERRORS: Record<string, { statusCode: number; code: string; message: string }> = {
  '23505': { statusCode: 409, code: 'CONFLICT', message: 'That already exists.' },
  '23503': { statusCode: 409, code: 'CONFLICT', message: 'Something this refers to does not exist (any more).' },
  '22P02': { statusCode: 400, code: 'BAD_REQUEST', message: 'A value in the request is not valid.' },
  // A number beyond the column's range; request schemas bound every integer, this is the net below them.
  '22003': { statusCode: 400, code: 'BAD_REQUEST', message: 'A number in the request is out of range.' },
  '22001': { statusCode: 400, code: 'BAD_REQUEST', message: 'A value in the request is too long.' },
  // NUL characters and the like, which PostgreSQL text cannot hold.
  '22021': {
    statusCode: 400,
    code: 'BAD_REQUEST',
    message: 'A value in the request contains characters that are not allowed.',
  },
  '22P05': {
    statusCode: 400,
    code: 'BAD_REQUEST',
    message: 'A value in the request contains characters that are not allowed.',
  },
};

type AnyError = Partial<FastifyError> & { validation?: ValidationIssue[]; validationContext?: string };

/** Socket errors of a connection to the database that is refused, reset or never answers. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * SQLSTATEs that mean "the database is not there right now", not "the request was wrong": connection
 * exceptions (class 08), the server shutting down or starting (57P01–57P03), too many connections, and a
 * database that does not accept connections (ALTER DATABASE … ALLOW_CONNECTIONS false, 55000 at connect).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '3D000']);
/** node-postgres reports a lost or unobtainable connection with these messages and no code. */
const PG_CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'not currently accepting connections',
  'Client was closed and is not queryable',
];

/** True when an error says the database cannot be reached (as opposed to a bug or a bad request). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08')) return true;
  }
  if (typeof message === 'string' && PG_CONNECTION_MESSAGES.some((text) => message.includes(text))) return true;
  // Connecting to 'localhost' tries each address and reports an AggregateError of the failures.
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  return false;
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof HttpError) {
    return { statusCode: error.statusCode, code: error.code, message: error.message };
  }
  const err = (error ?? {}) as AnyError;
  if (Array.isArray(err.validation)) {
    return {
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: validationMessage(err.validation, err.validationContext),
    };
  }
  if (err.code && FASTIFY_ERRORS[err.code]) return { ...FASTIFY_ERRORS[err.code]! };
  if (typeof err.code === 'string' && PG_ERRORS[err.code]) return { ...PG_ERRORS[err.code]! };
  if (isDatabaseUnavailable(error))
    return { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE_MESSAGE };
  const statusCode = typeof err.statusCode === 'number' ? err.statusCode : 500;
  if (statusCode >= 400 && statusCode < 500) {
    return {
      statusCode,
      code: CODES_BY_STATUS[statusCode] ?? 'BAD_REQUEST',
      message: err.message || 'The request could not be handled.',
    };
  }
  return {
    statusCode: statusCode >= 500 && statusCode < 600 ? statusCode : 500,
    code: 'INTERNAL_ERROR',
    message: INTERNAL_ERROR_MESSAGE,
  };
}

export const errorHandlerPlugin = fastifyPlugin(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      const body = toApiError(error);
      if (body.code === 'SERVICE_UNAVAILABLE') request.log.warn({ err: error }, 'database unavailable');
      else if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ statusCode: body.statusCode, code: body.code }, body.message);
      if (error instanceof HttpError) reply.headers(error.headers);
      if (body.code === 'SERVICE_UNAVAILABLE') reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      const extra = error instanceof HttpError ? error.extra : {};
      // The error schema (ApiError) allows more fields, but its serializer would drop them: send them as they are.
      if (Object.keys(extra).length > 0) reply.serializer(JSON.stringify);
      return reply
        .status(body.statusCode)
        .type('application/json; charset=utf-8')
        .send({ ...extra, ...body });
    });
  },
  { name: 'error-handler' },
);
