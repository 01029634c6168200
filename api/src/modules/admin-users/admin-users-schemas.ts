import { type Static, Type } from 'typebox';
import type {
  AdminUser,
  AdminUserList,
  BulkDeleteUsersBody,
  BulkDeleteUsersResult,
  CreateAdminUserBody,
  CreateAdminUserResult,
} from '../../contract/index';
import { type Assert, type Equals, Nullable, StringEnum } from '../../lib/schemas';

/** At most this many accounts in one bulk delete. */
export const BULK_DELETE_MAX = 100;

export const AdminUserSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  email: Type.String(),
  name: Type.String(),
  role: StringEnum(['attendee', 'admin'] as const),
  isActive: Type.Boolean(),
  isProtected: Type.Boolean({ description: 'The bootstrap admin: never deletable.' }),
  isCurrentUser: Type.Boolean({ description: 'The caller: an admin cannot delete their own account.' }),
  createdAt: Type.String({ format: 'date-time' }),
});

export const AdminUserListSchema = Type.Object({ users: Type.Array(AdminUserSchema) });

/** Blank fields and the password length are answered by the handler with messages for people. */
export const CreateAdminUserBodySchema = Type.Object(
  {
    email: Type.String({ maxLength: 320 }),
    name: Type.String({ maxLength: 200 }),
    password: Type.String({ maxLength: 1024, description: '12–128 characters.' }),
  },
  { additionalProperties: false },
);

export const CreateAdminUserResultSchema = Type.Object({ user: AdminUserSchema });

export const BulkDeleteUsersBodySchema = Type.Object(
  {
    ids: Type.Array(Type.String({ format: 'uuid' }), { maxItems: BULK_DELETE_MAX }),
  },
  { additionalProperties: false },
);

export const BulkDeleteUsersResultSchema = Type.Object({
  successful: Type.Array(Type.String()),
  failed: Type.Array(Type.String()),
  errors: Type.Array(Type.Object({ id: Type.String(), email: Nullable(Type.String()), error: Type.String() })),
});

export type _AdminUserMatches = Assert<Equals<Static<typeof AdminUserSchema>, AdminUser>>;
export type _AdminUserListMatches = Assert<Equals<Static<typeof AdminUserListSchema>, AdminUserList>>;
export type _CreateAdminUserBodyMatches = Assert<Equals<Static<typeof CreateAdminUserBodySchema>, CreateAdminUserBody>>;
export type _CreateAdminUserResultMatches = Assert<
  Equals<Static<typeof CreateAdminUserResultSchema>, CreateAdminUserResult>
>;
export type _BulkDeleteUsersBodyMatches = Assert<Equals<Static<typeof BulkDeleteUsersBodySchema>, BulkDeleteUsersBody>>;
export type _BulkDeleteUsersResultMatches = Assert<
  Equals<Static<typeof BulkDeleteUsersResultSchema>, BulkDeleteUsersResult>
>;
