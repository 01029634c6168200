import { type Static, Type } from 'typebox';
import type { AcceptInvitationBody, InviteAdminBody } from '../../contract/index';
import type { Assert, Equals } from '../../lib/schemas';
import { PASSWORD_MAX_LENGTH } from '../auth/passwords';
import { NAME_MAX_LENGTH } from '../auth/schemas';

export const InviteAdminBodySchema = Type.Object(
  {
    email: Type.String({ maxLength: 320 }),
    name: Type.String({ maxLength: NAME_MAX_LENGTH }),
  },
  { additionalProperties: false },
);

export const AcceptInvitationBodySchema = Type.Object(
  {
    token: Type.String({ maxLength: 200, description: 'The token from the link in the invitation email.' }),
    password: Type.String({ maxLength: PASSWORD_MAX_LENGTH, description: '12–128 characters, not a common password.' }),
  },
  { additionalProperties: false },
);

export type _InviteMatches = Assert<Equals<Static<typeof InviteAdminBodySchema>, InviteAdminBody>>;
export type _AcceptMatches = Assert<Equals<Static<typeof AcceptInvitationBodySchema>, AcceptInvitationBody>>;
