/**
 * Request validation with two Ajv instances: query strings, path parameters and headers arrive as text, so they
 * are coerced to the schema's types ('12' → 12); a JSON body already carries its types, so it is validated as
 * sent. Coercing bodies stored `{"text": 1}` as the question "1" and accepted `{"sessionId": "11"}`: a client
 * that sends the wrong type gets a 400 naming the field instead. Nor are a body's unknown fields removed (Fastify's
 * default `removeAdditional: true` dropped them silently, so a question with a misspelt `shownName` was stored as
 * anonymous): every body schema says `additionalProperties: false` (a contract test walks them all), and a field
 * it does not name is a 400 that names it.
 *
 *   Fastify({ schemaController: { compilersFactory: { buildValidator: buildRequestValidator } } })
 */
import AjvCompiler, { type ValidatorFactory } from '@fastify/ajv-compiler';

/** Options both instances share (Fastify's defaults otherwise: useDefaults, removeAdditional, one error). */
const SHARED_OPTIONS = {
  // User-action details are typed as a list of JSON types (`['string', 'number', …]`), which Ajv's strict mode
  // otherwise warns about on every start.
  allowUnionTypes: true,
};

/** What Fastify passes for each part of each route (the package's own types describe a plain `compile`). */
interface RoutePart {
  schema: unknown;
  method: string;
  url: string;
  httpPart?: string;
}
type PartCompiler = (route: RoutePart) => unknown;

/** A `buildValidator` for Fastify's schemaController: body without coercion, the other parts with it. */
export const buildRequestValidator = ((externalSchemas: Parameters<ValidatorFactory>[0]) => {
  const factory = AjvCompiler();
  const forText = factory(externalSchemas, {
    customOptions: { ...SHARED_OPTIONS, coerceTypes: 'array' },
  }) as unknown as PartCompiler;
  const forBody = factory(externalSchemas, {
    customOptions: { ...SHARED_OPTIONS, coerceTypes: false, removeAdditional: false },
  }) as unknown as PartCompiler;
  return (route: RoutePart) => (route.httpPart === 'body' ? forBody(route) : forText(route));
}) as unknown as ValidatorFactory;
