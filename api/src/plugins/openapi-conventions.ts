/**
 * What every operation of the OpenAPI document says the same way, applied to the finished document so that a
 * route added later cannot forget it:
 * - an `operationId` made from the method and path (`GET /api/sessions/{key}/calendar.ics` →
 *   `getSessionsByKeyCalendarIcs`), so generated clients have stable names;
 * - `security: []` on every operation that declares no requirement: it needs no credential (the visitor cookie is
 *   set by the server when missing; a feed token in the path is the credential itself);
 * - error answers (4xx/5xx) as `application/json` ApiError whatever the success answer's media type: the error
 *   handler always sends JSON, also for the `.ics`, `.xml` and image routes (`produces` covers every status).
 */
import { ApiErrorSchema } from '../lib/schemas';

type Json = Record<string, unknown>;
interface Operation extends Json {
  operationId?: string;
  security?: unknown[];
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
}
interface OpenApiDocument extends Json {
  paths?: Record<string, Record<string, Operation>>;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** `get` + `/api/sessions/{key}/calendar.ics` → `getSessionsByKeyCalendarIcs`. */
export function operationIdFor(method: string, path: string): string {
  const words = path
    .replace(/^\/api(?=\/|$)/, '')
    .split(/[/.\-_]+/)
    .filter(Boolean)
    .map((part) => {
      const param = /^\{(.+)\}$/.exec(part);
      const word = param ? `By${capitalise(param[1]!)}` : capitalise(part);
      return word.replace(/[^A-Za-z0-9]/g, '');
    });
  return `${method.toLowerCase()}${words.join('')}`;
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function isErrorStatus(status: string): boolean {
  return /^[45]/.test(status);
}

/** Applies the conventions above to a document built by @fastify/swagger (mutates and returns it). */
export function applyOpenApiConventions<T extends OpenApiDocument>(document: T): T {
  const seen = new Map<string, string>();
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!METHODS.has(method)) continue;
      operation.operationId ??= operationIdFor(method, path);
      const other = seen.get(operation.operationId);
      if (other) throw new Error(`operationId ${operation.operationId} of ${method} ${path} is also ${other}'s`);
      seen.set(operation.operationId, `${method} ${path}`);
      operation.security ??= [];
      for (const [status, answer] of Object.entries(operation.responses ?? {})) {
        if (!isErrorStatus(status)) continue;
        const schema = Object.values(answer.content ?? {})[0]?.schema ?? JSON.parse(JSON.stringify(ApiErrorSchema));
        answer.content = { 'application/json': { schema } };
      }
    }
  }
  return document;
}
