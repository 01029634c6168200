import { type Static, Type } from 'typebox';
import type { PasswordResetCompleteBody, PasswordResetRequestBody, PlainMessage } from '../../contract/index';
import type { Assert, Equals } from '../../lib/schemas';
import { PASSWORD_MAX_LENGTH } from '../auth/passwords';

export const PasswordResetRequestBodySchema = Type.Object(
  { email: Type.String({ maxLength: 320 }) },
  { additionalProperties: false },
);

export const PasswordResetCompleteBodySchema = Type.Object(
  {
    token: Type.String({ maxLength: 200, description: 'The token from the link in the email.' }),
    password: Type.String({ maxLength: PASSWORD_MAX_LENGTH, description: '12–128 characters, not a common password.' }),
  },
  { additionalProperties: false },
);

export const PlainMessageSchema = Type.Object({ message: Type.String({ description: 'Written for a person.' }) });

export type _RequestMatches = Assert<Equals<Static<typeof PasswordResetRequestBodySchema>, PasswordResetRequestBody>>;
export type _CompleteMatches = Assert<
  Equals<Static<typeof PasswordResetCompleteBodySchema>, PasswordResetCompleteBody>
>;
export type _MessageMatches = Assert<Equals<Static<typeof PlainMessageSchema>, PlainMessage>>;
