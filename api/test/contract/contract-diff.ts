/**
 * The API contract as a client depends on it, and what changed between two versions of it.
 *
 * `contractOf` keeps what a generated or hand-written client relies on — each operation's id, security,
 * parameters, body and answers with their media types and schemas — and drops prose (summaries, descriptions,
 * tags) and the deployment's servers. `diffContracts` sorts each difference as additive (an old client keeps
 * working: a new operation, an optional input, a new answer field) or breaking (anything else, judged
 * conservatively: a changed type, a removed field, a new required input).
 */
import { isDeepStrictEqual } from 'node:util';
import { ApiErrorSchema } from '../../src/lib/schemas';
import { type JsonSchema, type OpenApiDocument, operationsOf } from './openapi-operations';

/** The one error shape, written by name in the snapshot instead of once per answer. */
const API_ERROR = 'ApiError';

export interface ContractOperation {
  operationId: string | null;
  security: unknown;
  parameters: Record<string, { required: boolean; schema: JsonSchema }>;
  requestBody: Record<string, JsonSchema> | null;
  responses: Record<string, Record<string, JsonSchema | typeof API_ERROR | null>>;
}

export interface Contract {
  version: string;
  operations: Record<string, ContractOperation>;
}

export interface ContractChange {
  kind: 'additive' | 'breaking';
  what: string;
}

const PROSE = new Set(['description', 'summary', 'title', 'examples', 'example']);

/** A schema without prose, keys sorted, so that only meaning is compared and the snapshot diffs well. */
function normalise(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalise);
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value)
    .filter(([key]) => !PROSE.has(key))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, inner]) => [key, key === 'properties' ? normaliseProperties(inner) : normalise(inner)]);
  return Object.fromEntries(entries);
}

/** Property names are data, not keywords: a property called `description` stays. */
function normaliseProperties(properties: unknown): unknown {
  if (!properties || typeof properties !== 'object') return properties;
  return Object.fromEntries(
    Object.entries(properties)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, schema]) => [name, normalise(schema)]),
  );
}

export function contractOf(document: OpenApiDocument): Contract {
  const apiError = normalise(JSON.parse(JSON.stringify(ApiErrorSchema)));
  const operations: Record<string, ContractOperation> = {};
  for (const { key, operation } of operationsOf(document).sort((a, b) => (a.key < b.key ? -1 : 1))) {
    const parameters: ContractOperation['parameters'] = {};
    for (const parameter of operation.parameters ?? []) {
      parameters[`${parameter.in} ${parameter.name}`] = {
        required: parameter.required === true,
        schema: normalise(parameter.schema) as JsonSchema,
      };
    }
    const bodyContent = operation.requestBody?.content;
    const responses: ContractOperation['responses'] = {};
    for (const [status, answer] of Object.entries(operation.responses ?? {}).sort()) {
      responses[status] = Object.fromEntries(
        Object.entries(answer.content ?? {}).map(([type, media]) => {
          const schema = media.schema ? (normalise(media.schema) as JsonSchema) : null;
          return [type, isDeepStrictEqual(schema, apiError) ? API_ERROR : schema];
        }),
      );
    }
    operations[key] = {
      operationId: operation.operationId ?? null,
      security: normalise(operation.security ?? null),
      parameters,
      requestBody: bodyContent
        ? Object.fromEntries(
            Object.entries(bodyContent).map(([type, media]) => [type, normalise(media.schema ?? {}) as JsonSchema]),
          )
        : null,
      responses,
    };
  }
  return { version: document.info.version, operations };
}

type Direction = 'request' | 'response';

/**
 * How a schema changed, for a client. In a request, a new optional property or a dropped `required` is
 * additive; in a response, a new property or a new `required` is. Every other difference is breaking.
 */
function schemaChange(before: unknown, after: unknown, direction: Direction): 'same' | 'additive' | 'breaking' {
  if (isDeepStrictEqual(before, after)) return 'same';
  // A list of objects changes as its items do (a new field in each item is additive).
  if (isArraySchema(before) && isArraySchema(after)) {
    const { items: oldItems, ...oldArray } = before;
    const { items: newItems, ...newArray } = after;
    return isDeepStrictEqual(oldArray, newArray) ? schemaChange(oldItems, newItems, direction) : 'breaking';
  }
  if (!isObjectSchema(before) || !isObjectSchema(after)) return 'breaking';
  const { properties: oldProps = {}, required: oldRequired = [], ...oldRest } = before;
  const { properties: newProps = {}, required: newRequired = [], ...newRest } = after;
  if (!isDeepStrictEqual(oldRest, newRest)) return 'breaking';
  let result: 'same' | 'additive' = 'same';
  for (const name of Object.keys(oldProps)) {
    if (!(name in newProps)) return 'breaking';
    const inner = schemaChange(oldProps[name], newProps[name], direction);
    if (inner === 'breaking') return 'breaking';
    if (inner === 'additive') result = 'additive';
  }
  const added = Object.keys(newProps).filter((name) => !(name in oldProps));
  if (added.length > 0) {
    if (direction === 'request' && added.some((name) => newRequired.includes(name))) return 'breaking';
    result = 'additive';
  }
  const nowRequired = newRequired.filter((name) => !oldRequired.includes(name) && !added.includes(name));
  const noLongerRequired = oldRequired.filter((name) => !newRequired.includes(name));
  if (direction === 'request' ? nowRequired.length > 0 : noLongerRequired.length > 0) return 'breaking';
  if (nowRequired.length > 0 || noLongerRequired.length > 0) result = 'additive';
  return result;
}

interface ObjectSchema {
  type: 'object';
  properties?: Record<string, unknown>;
  required?: string[];
  [keyword: string]: unknown;
}

function isArraySchema(schema: unknown): schema is { type: 'array'; items?: unknown } {
  return !!schema && typeof schema === 'object' && (schema as { type?: unknown }).type === 'array';
}

function isObjectSchema(schema: unknown): schema is ObjectSchema {
  return !!schema && typeof schema === 'object' && (schema as { type?: unknown }).type === 'object';
}

export function diffContracts(before: Contract, after: Contract): ContractChange[] {
  const changes: ContractChange[] = [];
  const note = (kind: ContractChange['kind'], what: string) => changes.push({ kind, what });
  for (const [key, old] of Object.entries(before.operations)) {
    const now = after.operations[key];
    if (!now) {
      note('breaking', `${key}: removed`);
      continue;
    }
    if (old.operationId !== now.operationId)
      note('breaking', `${key}: operationId ${old.operationId} → ${now.operationId}`);
    if (!isDeepStrictEqual(old.security, now.security)) note('breaking', `${key}: security changed`);
    for (const [name, parameter] of Object.entries(old.parameters)) {
      const current = now.parameters[name];
      if (!current) note('breaking', `${key}: parameter ${name} removed`);
      else if (!parameter.required && current.required) note('breaking', `${key}: parameter ${name} now required`);
      else if (schemaChange(parameter.schema, current.schema, 'request') === 'breaking')
        note('breaking', `${key}: parameter ${name} schema changed`);
      else if (!isDeepStrictEqual(parameter, current)) note('additive', `${key}: parameter ${name} accepts more`);
    }
    for (const [name, parameter] of Object.entries(now.parameters)) {
      if (name in old.parameters) continue;
      note(parameter.required ? 'breaking' : 'additive', `${key}: parameter ${name} added`);
    }
    diffMedia(`${key}: request body`, old.requestBody, now.requestBody, 'request', note);
    for (const [status, media] of Object.entries(old.responses)) {
      diffMedia(`${key}: answer ${status}`, media, now.responses[status] ?? null, 'response', note);
    }
    for (const status of Object.keys(now.responses)) {
      if (!(status in old.responses)) note('additive', `${key}: answer ${status} documented`);
    }
  }
  for (const key of Object.keys(after.operations)) {
    if (!(key in before.operations)) note('additive', `${key}: added`);
  }
  return changes;
}

function diffMedia(
  where: string,
  before: Record<string, JsonSchema | string | null> | null,
  after: Record<string, JsonSchema | string | null> | null,
  direction: Direction,
  note: (kind: ContractChange['kind'], what: string) => void,
): void {
  if (isDeepStrictEqual(before, after)) return;
  if (!before) {
    note('breaking', `${where} added`);
    return;
  }
  if (!after) {
    note(direction === 'request' ? 'additive' : 'breaking', `${where} removed`);
    return;
  }
  for (const [type, schema] of Object.entries(before)) {
    if (!(type in after)) {
      note('breaking', `${where}: ${type} removed`);
      continue;
    }
    const change = schemaChange(schema, after[type], direction);
    if (change !== 'same') note(change, `${where}: ${type} schema changed`);
  }
  for (const type of Object.keys(after)) {
    if (!(type in before)) note(direction === 'request' ? 'additive' : 'breaking', `${where}: ${type} added`);
  }
}

/** The smallest bump the changes need: 'major' for a breaking one, 'minor' for additions, 'none' otherwise. */
export function requiredBump(changes: readonly ContractChange[]): 'major' | 'minor' | 'none' {
  if (changes.some((change) => change.kind === 'breaking')) return 'major';
  return changes.length > 0 ? 'minor' : 'none';
}

/** Whether `next` is at least the bump of `previous` that `bump` asks for. */
export function isBumpedEnough(previous: string, next: string, bump: 'major' | 'minor' | 'none'): boolean {
  const [pMajor = 0, pMinor = 0] = previous.split('.').map(Number);
  const [nMajor = 0, nMinor = 0] = next.split('.').map(Number);
  if (bump === 'major') return nMajor > pMajor;
  if (bump === 'minor') return nMajor > pMajor || (nMajor === pMajor && nMinor > pMinor);
  return true;
}
