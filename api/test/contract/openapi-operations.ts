/** The operations of the OpenAPI document, for the contract tests that walk them. */

export type JsonSchema = Record<string, unknown>;

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface Answer {
  description?: string;
  content?: Record<string, { schema?: JsonSchema }>;
}

export interface Operation {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, Answer>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  servers?: { url: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: Record<string, unknown>;
}

export interface OperationEntry {
  method: string;
  path: string;
  /** `GET /api/sessions/{key}` */
  key: string;
  operation: Operation;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

export function operationsOf(document: OpenApiDocument): OperationEntry[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ method, path, key: `${method.toUpperCase()} ${path}`, operation })),
  );
}

/** The schemas of what a caller sends: each parameter's, and each request body media type's. */
export function requestSchemasOf(operation: Operation): { where: string; schema: JsonSchema }[] {
  const parameters = (operation.parameters ?? []).map((p) => ({ where: `${p.in} ${p.name}`, schema: p.schema }));
  const bodies = Object.entries(operation.requestBody?.content ?? {}).flatMap(([type, media]) =>
    media.schema ? [{ where: `body ${type}`, schema: media.schema }] : [],
  );
  return [...parameters, ...bodies];
}

/**
 * The documented answer for a status: the exact code, else its class (`4XX`), else `default`.
 * OpenAPI writes classes in capitals; @fastify/swagger does so too.
 */
export function documentedAnswer(operation: Operation, status: number): Answer | undefined {
  const responses = operation.responses ?? {};
  return responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
}
