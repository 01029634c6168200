import type { preValidationHookHandler } from 'fastify';
import { badRequest } from '../../lib/http-error';

/** Fields people try that have their own route, with where to go instead. */
const ELSEWHERE: Record<string, string> = {
  status: 'Status cannot be changed by an edit: cancel or reinstate the session instead',
  cancellationNotes: 'Cancellation notes are set when cancelling the session',
};

/**
 * Refuses a body field the route does not know with 400. The validator's removeAdditional would drop it
 * silently, and a caller who sent {status: 'active'} got 200 with nothing changed.
 */
export function refuseUnknownFields(
  schema: { properties: Record<string, unknown> },
  noun = 'session',
): preValidationHookHandler {
  const known = new Set(Object.keys(schema.properties));
  return async (request) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
    const unknown = Object.keys(body).find((key) => !known.has(key));
    if (unknown === undefined) return;
    throw badRequest(
      'UNKNOWN_FIELD',
      (noun === 'session' ? ELSEWHERE[unknown] : undefined) ??
        `"${unknown.slice(0, 50)}" is not a ${noun} field that can be set here`,
    );
  };
}
