import { type Static, Type } from 'typebox';
import type { AcceptInvitationBody, InviteAdminBody, PendingInvitationList } from '../../contract/index';
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

export const InvitationIdParams = Type.Object({
  id: Type.String({ format: 'uuid', description: 'The id GET /api/admin/invitations gives' }),
});

export const PendingInvitationListSchema = Type.Object({
  invitations: Type.Array(
    Type.Object({
      id: Type.String(),
      email: Type.String(),
      name: Type.String(),
      sentBy: Type.Union([Type.String(), Type.Null()]),
      senderIsAdmin: Type.Boolean(),
      sentAt: Type.String({ format: 'date-time' }),
      expiresAt: Type.String({ format: 'date-time' }),
    }),
  ),
});

export type _PendingMatches = Assert<Equals<Static<typeof PendingInvitationListSchema>, PendingInvitationList>>;
export type _InviteMatches = Assert<Equals<Static<typeof InviteAdminBodySchema>, InviteAdminBody>>;
export type _AcceptMatches = Assert<Equals<Static<typeof AcceptInvitationBodySchema>, AcceptInvitationBody>>;
