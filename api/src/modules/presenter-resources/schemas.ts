import { type Static, Type } from 'typebox';
import {
  PRESENTER_RESOURCE_LIMITS,
  type PresenterResourceBody,
  type PresenterResourceList,
  type SubmittedPresenterResource,
} from '../../contract/index';
import { type Assert, type Equals, Nullable, StringEnum } from '../../lib/schemas';

/** contract PresenterResource. */
export const PresenterResourceSchema = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  description: Nullable(Type.String()),
  presenterName: Type.String(),
});

/** contract PresenterResourceList. */
export const PresenterResourceListSchema = Type.Object({ resources: Type.Array(PresenterResourceSchema) });

// Lengths get a margin over the real limits: untrimmed input may carry spaces; the handler checks the limits
// after trimming (validatePresenterResource), in the spec's order.
const margin = (limit: number) => limit + 100;

/**
 * contract PresenterResourceBody. The fields are optional here on purpose: presence and blankness are checked
 * by the handler in the spec's order and with its messages ('Presenter name is required', …).
 */
export const PresenterResourceBodySchema = Type.Object(
  {
    presenterName: Type.Optional(
      Type.String({ maxLength: margin(PRESENTER_RESOURCE_LIMITS.presenterName), description: 'Required.' }),
    ),
    presenterEmail: Type.Optional(
      Type.String({ maxLength: margin(PRESENTER_RESOURCE_LIMITS.presenterEmail), description: 'Required.' }),
    ),
    url: Type.Optional(
      Type.String({
        maxLength: margin(PRESENTER_RESOURCE_LIMITS.url),
        description: 'Required. http(s) only; http:// is prepended when no http:// or https:// is given.',
      }),
    ),
    description: Type.Optional(Nullable(Type.String({ maxLength: margin(PRESENTER_RESOURCE_LIMITS.description) }))),
  },
  { additionalProperties: false },
);

/** contract SubmittedPresenterResource. */
export const SubmittedPresenterResourceSchema = Type.Object({
  id: Type.Integer(),
  sessionId: Type.Integer(),
  presenterName: Type.String(),
  presenterEmail: Type.String(),
  url: Type.String(),
  description: Nullable(Type.String()),
  status: StringEnum(['pending'] as const),
  createdAt: Type.String({ format: 'date-time' }),
});

export type _ListMatches = Assert<Equals<Static<typeof PresenterResourceListSchema>, PresenterResourceList>>;
export type _BodyMatches = Assert<Equals<Static<typeof PresenterResourceBodySchema>, PresenterResourceBody>>;
export type _SubmittedMatches = Assert<
  Equals<Static<typeof SubmittedPresenterResourceSchema>, SubmittedPresenterResource>
>;
