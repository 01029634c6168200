/**
 * The protected admin account named by configuration (BEYOND "Organiser's name and protected account"):
 * created at first start, never deletable.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { conference } from '../../config';
import type { Db } from '../../db/database';
import { emailSkeletons } from './email-address';
import { hashPassword, passwordProblem } from './passwords';

export interface BootstrapAdminResult {
  created: boolean;
  /** Set only when the account was created with a generated password, which must be shown once. */
  generatedPassword: string | null;
}

export async function ensureBootstrapAdmin(
  db: Db,
  admin: { email: string; password: string | null; name?: string },
): Promise<BootstrapAdminResult> {
  const email = admin.email.trim().toLowerCase();
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email)
    .executeTakeFirst();
  if (existing) return { created: false, generatedPassword: null };

  if (admin.password !== null) {
    const problem = passwordProblem(admin.password, { email, conference });
    if (problem) throw new Error(`ADMIN_PASSWORD is not acceptable: ${problem}`);
  }
  const password = admin.password ?? randomBytes(18).toString('base64url'); // 24 characters
  const inserted = await db
    .insertInto('users')
    .values({
      email,
      ...emailSkeletons(email),
      name: admin.name ?? 'Conference Admin',
      role: 'admin',
      passwordHash: await hashPassword(password),
      isActive: true,
      isProtected: true,
    })
    .onConflict((oc) => oc.doNothing()) // another instance created it at the same moment
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return { created: false, generatedPassword: null };
  return { created: true, generatedPassword: admin.password === null ? password : null };
}
