/** TypeBox building blocks shared by every module. */
import { type TSchema, Type } from 'typebox';

/** Largest value of a PostgreSQL `integer` column (ids of most tables, versions). */
export const INT4_MAX = 2_147_483_647;

/**
 * Every integer a caller sends is bounded on both sides: an unbounded one passes validation and then fails in the
 * database (out of range for bigint) with a 500. Ids of `bigint` tables stop at what JavaScript holds exactly.
 */
export function BigintId(options: { description?: string } = {}) {
  return Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, ...options });
}

/** contract ApiError: the one error shape of every 4xx/5xx answer. */
export const ApiErrorSchema = Type.Object(
  {
    statusCode: Type.Integer(),
    code: Type.String(),
    message: Type.String(),
  },
  { description: 'Every error answer. `message` is written for a person.' },
);

/** A string enum as `{type: 'string', enum}`; reads better in OpenAPI and in validation messages than anyOf/const. */
export function StringEnum<const T extends readonly string[]>(values: T, options: { description?: string } = {}) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

export function Nullable<T extends TSchema>(schema: T) {
  return Type.Union([schema, Type.Null()]);
}

/**
 * Response schemas for a route: its success shapes plus the error statuses it can answer, and the
 * 4xx/5xx catch-alls so that every error (validation, rate limit, 5xx) is serialised as ApiError.
 */
export function withErrors<R extends Record<number, TSchema>>(success: R, ...errorStatuses: number[]) {
  const errors: Record<string, typeof ApiErrorSchema> = {};
  for (const status of errorStatuses) errors[status] = ApiErrorSchema;
  return { ...success, ...errors, '4xx': ApiErrorSchema, '5xx': ApiErrorSchema } as R & {
    '4xx': typeof ApiErrorSchema;
    '5xx': typeof ApiErrorSchema;
  };
}

/** For 204 answers. */
export const NoContent = Type.Null({ description: 'No content' });

/** Compile-time check that a TypeBox schema produces exactly a contract type. */
export type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
export type Assert<T extends true> = T;
