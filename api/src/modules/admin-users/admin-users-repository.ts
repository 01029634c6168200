/** Admin accounts: list, create (from an accepted invitation), delete; each change is audited. */
import type { AdminUser, BulkDeleteUsersResult } from '../../contract/index';
import type { Db } from '../../db/database';
import { recordAudit } from '../audit/record-audit';
import { emailSkeletons } from '../auth/email-address';

export const messages = {
  byInvitation:
    'Admins are now added by invitation: send one with "Send invitation" (POST /api/admin/invitations). The person chooses their own password; nobody else sets or sees it.',
  noneSelected: 'No users selected for deletion',
  notFound: 'User not found',
  protectedUser: (email: string) => `Cannot delete protected admin user: ${email}`,
  self: (email: string) => `You cannot delete your own account: ${email}`,
  stillReferenced: (email: string) => `Could not delete ${email}: other records still refer to this account`,
};

const userColumns = ['id', 'email', 'name', 'role', 'isActive', 'isProtected', 'createdAt'] as const;

type UserFields = {
  id: string;
  email: string;
  name: string;
  role: AdminUser['role'];
  isActive: boolean;
  isProtected: boolean;
  createdAt: Date;
};

function toAdminUser(row: UserFields, currentUserId: string | null): AdminUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    isActive: row.isActive,
    isProtected: row.isProtected,
    isCurrentUser: row.id === currentUserId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of an account: never the password hash. */
function auditSnapshot(row: UserFields) {
  return {
    email: row.email,
    name: row.name,
    role: row.role,
    isActive: row.isActive,
    isProtected: row.isProtected,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every admin account, oldest first (admin.md §7 admin_users). */
export async function listAdminUsers(db: Db, currentUserId: string | null): Promise<AdminUser[]> {
  const rows = await db
    .selectFrom('users')
    .select(userColumns)
    .where('role', '=', 'admin')
    .orderBy('createdAt', 'asc')
    .orderBy('email', 'asc')
    .execute();
  return rows.map((row) => toAdminUser(row, currentUserId));
}

/** A PostgreSQL error with its SQLSTATE code (pg and PGlite both set `code`). */
function sqlState(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
}

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Makes the active admin account an accepted invitation names, audited as a creation with the account's fields, in
 * the caller's transaction. A concurrent acceptance for the same address fails on the unique index
 * (`isUniqueViolation`), which rolls the whole transaction back.
 */
export async function insertAdminUser(
  trx: Db,
  user: { email: string; name: string; passwordHash: string },
): Promise<AdminUser> {
  const row = await trx
    .insertInto('users')
    .values({ ...user, ...emailSkeletons(user.email), role: 'admin', isActive: true, isProtected: false })
    .returning(userColumns)
    .executeTakeFirstOrThrow();
  // The invitee is the actor: they chose the password. Who invited them is the invitation's own entry.
  await recordAudit(trx, {
    actorUserId: row.id,
    action: 'user.create',
    entity: 'user',
    entityId: row.id,
    after: auditSnapshot(row),
  });
  return toAdminUser(row, null);
}

export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === UNIQUE_VIOLATION;
}

/**
 * Deletes each admin account on its own (one failure does not stop the others), with its sign-in sessions.
 * The protected admin and the caller's own account are refused.
 */
export async function deleteAdminUsers(
  db: Db,
  actorUserId: string,
  ids: readonly string[],
  log: { error: (details: object, message: string) => void },
): Promise<BulkDeleteUsersResult> {
  const result: BulkDeleteUsersResult = { successful: [], failed: [], errors: [] };
  const fail = (id: string, email: string | null, error: string) => {
    result.failed.push(id);
    result.errors.push({ id, email, error });
  };

  for (const id of new Set(ids)) {
    let email: string | null = null;
    try {
      const outcome = await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('users')
          .select(userColumns)
          .where('id', '=', id)
          .where('role', '=', 'admin')
          .forUpdate()
          .executeTakeFirst();
        if (!row) return { error: messages.notFound, email: null };
        if (row.isProtected) return { error: messages.protectedUser(row.email), email: row.email };
        if (row.id === actorUserId) return { error: messages.self(row.email), email: row.email };
        email = row.email;

        await trx.deleteFrom('authSessions').where('userId', '=', id).execute();
        await trx.deleteFrom('users').where('id', '=', id).execute();
        await recordAudit(trx, {
          actorUserId,
          action: 'user.delete',
          entity: 'user',
          entityId: id,
          before: auditSnapshot(row),
        });
        return { error: null, email: row.email };
      });
      if (outcome.error === null) result.successful.push(id);
      else fail(id, outcome.email, outcome.error);
    } catch (error) {
      log.error({ err: error, userId: id }, 'admin user delete failed');
      const shown = email ?? id;
      fail(
        id,
        email,
        sqlState(error) === FOREIGN_KEY_VIOLATION ? messages.stillReferenced(shown) : `Could not delete ${shown}`,
      );
    }
  }
  return result;
}
