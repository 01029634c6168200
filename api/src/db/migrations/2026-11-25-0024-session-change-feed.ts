/**
 * Revocation reaches live sockets (issue 17): sign-in sessions and accounts join the change feed of migration
 * 0021, so that every API instance hears at once when a session ends or an account changes (deleted, role
 * changed, deactivated), however it happened — through any instance or straight in the database — and
 * re-checks what its open sockets may see.
 *
 * A changed password ends every session of the account, in the database itself, so that a reset done by any
 * route, script or operator with SQL signs out whoever was signed in.
 * Never edit once landed: add a new migration instead.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create trigger auth_sessions_notify_change
      after delete or truncate on auth_sessions
      for each statement execute function cc_notify_change()
  `.execute(db);
  await sql`
    create trigger users_notify_change
      after update or delete or truncate on users
      for each statement execute function cc_notify_change()
  `.execute(db);
  await sql`
    create function cc_end_sessions_on_password_change() returns trigger language plpgsql as $$
    begin
      delete from auth_sessions where user_id = new.id;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger users_password_change_ends_sessions
      after update of password_hash on users
      for each row when (old.password_hash is distinct from new.password_hash)
      execute function cc_end_sessions_on_password_change()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists users_password_change_ends_sessions on users`.execute(db);
  await sql`drop function if exists cc_end_sessions_on_password_change()`.execute(db);
  await sql`drop trigger if exists users_notify_change on users`.execute(db);
  await sql`drop trigger if exists auth_sessions_notify_change on auth_sessions`.execute(db);
}
