/**
 * fast-check arbitraries for the bad-input tests: values shaped by a route's JSON schema (so that they get past
 * the first checks and reach the handler), the same with one field made wrong, and hostile values of any shape.
 */
import fc from 'fast-check';
import type { JsonSchema } from './api-routes';

/** Strings that have broken servers before: SQL, markup, paths, numbers as text, prototype keys, odd unicode. */
const NASTY_STRINGS = [
  '',
  ' ',
  "' OR '1'='1",
  "'; DROP TABLE sessions; --",
  '" OR 1=1 --',
  '\\',
  '%',
  '_',
  '$1',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '\u0000',
  'a\u0000b',
  '\u202e\u0301\ufeff',
  '\ud800',
  '💥'.repeat(200),
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '0x7fffffff',
  '99999999999999999999999999999',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '2027-02-30',
  '25:61',
  'x'.repeat(5000),
];

const NASTY_NUMBERS = [0, -0, -1, 0.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e308, Number.MIN_VALUE];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...NASTY_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A value nested `depth` levels deep: arrays or objects. */
const deeplyNested = (depth: number, object: boolean): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = object ? { a: value } : [value];
  return value;
};

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(deeplyNested(500, true), deeplyNested(500, false), { __proto__: { admin: true } }),
  fc.constantFrom(JSON.parse('{"__proto__":{"role":"admin"},"constructor":{"prototype":{"x":1}}}') as unknown),
  fc.array(fc.constantFrom(null, 1, 'x', {}), { maxLength: 2000 }),
);

/** A value that matches `schema` (or comes close: strings are random, so formats and patterns may still fail). */
export function shaped(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.jsonValue({ maxDepth: 2 });
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);
  const union = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (union) return fc.oneof(...union.map(shaped));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      const maxLength = Math.min(Number(schema.maxLength ?? 40), 40);
      const minLength = Math.min(Number(schema.minLength ?? 0), maxLength);
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'date') return fc.constantFrom('2027-09-13', '2027-09-14');
      if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
      if (schema.format === 'uri') return fc.webUrl();
      // Only options that can meet the length limits: a filter that never passes would spin for ever (a web
      // address is never 5 characters long, the limit of a time field).
      const fits = (text: string) => text.length >= minLength && text.length <= Number(schema.maxLength ?? Infinity);
      const options: fc.Arbitrary<string>[] = [fc.string({ minLength, maxLength })];
      if (Number(schema.maxLength ?? Infinity) >= 40) options.push(fc.webUrl().filter(fits));
      const samples = ['2027-09-13', '10:30', 'Keynote', '1.1'].filter(fits);
      if (samples.length > 0) options.push(fc.constantFrom(...samples));
      return fc.oneof(...options);
    }
    case 'integer':
      return fc.integer({
        min: Math.max(Number(schema.minimum ?? -1000), -(2 ** 31)),
        max: Math.min(Number(schema.maximum ?? 1000), 2 ** 31 - 1),
      });
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(shaped(schema.items as JsonSchema), {
        maxLength: Math.min(Number(schema.maxItems ?? 5), 5),
        minLength: Math.min(Number(schema.minItems ?? 0), 5),
      });
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = (schema.required ?? []) as string[];
      return fc.record(Object.fromEntries(Object.entries(properties).map(([name, s]) => [name, shaped(s)])), {
        requiredKeys: required.filter((name) => name in properties),
      });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A schema-shaped object with one thing wrong: a field of the wrong kind, a required field gone, an extra one. */
export function almostShaped(schema: JsonSchema): fc.Arbitrary<unknown> {
  const properties = Object.keys((schema.properties ?? {}) as Record<string, unknown>);
  return fc
    .tuple(shaped(schema), fc.constantFrom(...(properties.length > 0 ? properties : ['x'])), hostileValue, fc.nat(2))
    .map(([value, field, wrong, how]) => {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return wrong;
      const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      if (how === 0) copy[field] = wrong;
      else if (how === 1) delete copy[field];
      else copy[`extra_${field}`] = wrong;
      return copy;
    });
}

/** Any request body: shaped, nearly shaped, hostile, or not JSON at all (sent as a raw string). */
export function bodyFor(schema: JsonSchema | null): fc.Arbitrary<{ json: unknown } | { raw: string } | null> {
  const options: fc.Arbitrary<{ json: unknown } | { raw: string } | null>[] = [
    hostileValue.map((json) => ({ json })),
    fc.constantFrom('{', '{"a":', 'undefined', "{'a':1}", '[1,]', '\u0000', '{"a":1}{"b":2}').map((raw) => ({ raw })),
    fc.constant(null),
  ];
  if (schema) {
    options.push(
      shaped(schema).map((json) => ({ json })),
      shaped(schema).map((json) => ({ json })),
    );
    options.push(
      almostShaped(schema).map((json) => ({ json })),
      almostShaped(schema).map((json) => ({ json })),
    );
  }
  return fc.oneof(...options);
}

/** A path or query value as text: shaped by the schema, hostile, or a real id when one is given. */
export function paramText(schema: JsonSchema | undefined, real?: string): fc.Arbitrary<string> {
  const text = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
  const options = [shaped(schema).map(text), shaped(schema).map(text), hostileString, hostileNumber.map(String)];
  if (real !== undefined) options.push(fc.constant(real), fc.constant(real));
  return fc.oneof(...options);
}

/** Percent-encodes every byte, so any string (lone surrogates included) can travel in a URL. */
export function percentEncode(value: string): string {
  return [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}
