/** The Users tab's API: GET /api/admin/users, the retired POST, and POST /api/admin/users/bulk-delete. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBootstrapAdmin } from '../src/modules/auth/bootstrap-admin';
import { invitedAdmin } from './helpers/invited-admin';
import { ADMIN, ATTENDEE, setupTestApp, signIn, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let adminCookie: string;
let attendeeCookie: string;
const PROTECTED = { email: 'owner@conference.test', password: 'protected-owner-password-1' };
let protectedId: string;

const GOOD_PASSWORD = 'a-long-enough-password';

function call(method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) {
  return ctx.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: cookie ? { cookie: `cc_session=${cookie}` } : {},
  });
}

const createUser = (body: object, cookie = adminCookie) => call('POST', '/api/admin/users', cookie, body);
const bulkDelete = (ids: string[], cookie = adminCookie) =>
  call('POST', '/api/admin/users/bulk-delete', cookie, { ids });

let counter = 0;
/** A new admin by an accepted invitation, with a unique email. */
async function newAdmin(prefix = 'staff') {
  counter += 1;
  const email = `${prefix}${counter}@conference.test`;
  const id = await invitedAdmin(ctx, { email, name: `Staff Member ${counter}`, password: GOOD_PASSWORD }, ctx.adminId);
  return { id, email, password: GOOD_PASSWORD };
}

beforeAll(async () => {
  ctx = await setupTestApp();
  await ensureBootstrapAdmin(ctx.db, { email: PROTECTED.email, password: PROTECTED.password, name: 'Owner' });
  protectedId = (
    await ctx.db.selectFrom('users').select('id').where('email', '=', PROTECTED.email).executeTakeFirstOrThrow()
  ).id;
  adminCookie = await signIn(ctx.app, ADMIN);
  attendeeCookie = await signIn(ctx.app, ATTENDEE);
});
afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/admin/users', () => {
  it('refuses anonymous callers (401) and attendees (403)', async () => {
    expect((await call('GET', '/api/admin/users')).statusCode).toBe(401);
    const attendee = await call('GET', '/api/admin/users', attendeeCookie);
    expect(attendee.statusCode).toBe(403);
    expect(attendee.json().message).toBe('Access denied: Admin privileges required');
  });

  it('lists admin accounts oldest first, marking the protected one and the caller, without attendees', async () => {
    const response = await call('GET', '/api/admin/users', adminCookie);
    expect(response.statusCode).toBe(200);
    const { users } = response.json();
    const emails = users.map((user: { email: string }) => user.email);
    expect(emails).toContain(ADMIN.email);
    expect(emails).toContain(PROTECTED.email);
    expect(emails).not.toContain(ATTENDEE.email);
    const me = users.find((user: { email: string }) => user.email === ADMIN.email);
    expect(me).toEqual({
      id: ctx.adminId,
      email: ADMIN.email,
      name: ADMIN.name,
      role: 'admin',
      isActive: true,
      isProtected: false,
      isCurrentUser: true,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const owner = users.find((user: { email: string }) => user.email === PROTECTED.email);
    expect(owner).toMatchObject({ isProtected: true, isCurrentUser: false });
    const times = users.map((user: { createdAt: string }) => Date.parse(user.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(response.body).not.toContain('argon2');
  });
});

describe('POST /api/admin/users (retired: admins come by invitation)', () => {
  it('answers 410 with what to do instead and creates nothing, even with a valid password', async () => {
    const body = { email: 'typed-for-them@conference.test', name: 'Typed For Them', password: GOOD_PASSWORD };
    const response = await createUser(body);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({ code: 'ADMIN_CREATION_BY_INVITATION' });
    expect(response.json().message).toMatch(/added by invitation.*nobody else sets or sees it/);
    expect(
      await ctx.db.selectFrom('users').select('id').where('email', '=', body.email).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('is still for admins only', async () => {
    const body = { email: 'sneaky@conference.test', name: 'Sneaky', password: GOOD_PASSWORD };
    expect((await call('POST', '/api/admin/users', undefined, body)).statusCode).toBe(401);
    expect((await createUser(body, attendeeCookie)).statusCode).toBe(403);
  });
});

describe('an admin made from an accepted invitation', () => {
  it('is listed as an active admin, stores the password as argon2id and can sign in', async () => {
    const { id, email } = await newAdmin('invited');
    const row = await ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const list = await call('GET', '/api/admin/users', adminCookie);
    expect(list.json().users.find((user: { id: string }) => user.id === id)).toMatchObject({
      email,
      role: 'admin',
      isActive: true,
      isProtected: false,
    });
    expect(list.body).not.toContain(row.passwordHash);
    const session = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: GOOD_PASSWORD },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json().user.role).toBe('admin');
  });
});

describe('POST /api/admin/users/bulk-delete', () => {
  it('deletes admins with their sign-in sessions; they can no longer sign in', async () => {
    const first = await newAdmin();
    const second = await newAdmin();
    const token = await signIn(ctx.app, first);
    expect((await call('GET', '/api/admin/users', token)).statusCode).toBe(200);

    const response = await bulkDelete([first.id, second.id]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ successful: [first.id, second.id], failed: [], errors: [] });

    const left = await ctx.db.selectFrom('users').select('id').where('id', 'in', [first.id, second.id]).execute();
    expect(left).toEqual([]);
    const sessions = await ctx.db
      .selectFrom('authSessions')
      .select('tokenHash')
      .where('userId', '=', first.id)
      .execute();
    expect(sessions).toEqual([]);
    expect((await call('GET', '/api/admin/users', token)).statusCode).toBe(401);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: first.email, password: first.password },
    });
    expect(again.statusCode).toBe(401);
  });

  it('never deletes the protected admin', async () => {
    const response = await bulkDelete([protectedId]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      successful: [],
      failed: [protectedId],
      errors: [
        { id: protectedId, email: PROTECTED.email, error: `Cannot delete protected admin user: ${PROTECTED.email}` },
      ],
    });
    const row = await ctx.db.selectFrom('users').select('isProtected').where('id', '=', protectedId).executeTakeFirst();
    expect(row).toEqual({ isProtected: true });
    // Not even by itself.
    const ownToken = await signIn(ctx.app, PROTECTED);
    const own = await bulkDelete([protectedId], ownToken);
    expect(own.json().failed).toEqual([protectedId]);
  });

  it('refuses to delete the caller’s own account', async () => {
    const response = await bulkDelete([ctx.adminId]);
    expect(response.json()).toEqual({
      successful: [],
      failed: [ctx.adminId],
      errors: [{ id: ctx.adminId, email: ADMIN.email, error: `You cannot delete your own account: ${ADMIN.email}` }],
    });
  });

  it('deletes what it can and says why the rest failed', async () => {
    const victim = await newAdmin();
    const unknown = '00000000-0000-4000-8000-000000000000';
    const response = await bulkDelete([victim.id, protectedId, unknown, ctx.attendeeId, victim.id]);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.successful).toEqual([victim.id]);
    expect(body.failed).toEqual([protectedId, unknown, ctx.attendeeId]);
    expect(body.errors.map((error: { error: string }) => error.error)).toEqual([
      `Cannot delete protected admin user: ${PROTECTED.email}`,
      'User not found',
      'User not found', // attendee accounts are not managed here
    ]);
    expect(
      await ctx.db.selectFrom('users').select('id').where('id', '=', ctx.attendeeId).executeTakeFirst(),
    ).toBeDefined();
  });

  it('answers bad input with 400', async () => {
    const none = await bulkDelete([]);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: 'No users selected for deletion',
    });
    expect((await bulkDelete(['not-a-uuid'])).statusCode).toBe(400);
    expect((await call('POST', '/api/admin/users/bulk-delete', adminCookie, {})).statusCode).toBe(400);
    const tooMany = Array.from({ length: 101 }, () => '00000000-0000-4000-8000-000000000000');
    expect((await bulkDelete(tooMany)).statusCode).toBe(400);
  });

  it('refuses anonymous callers and attendees, deleting nothing', async () => {
    const victim = await newAdmin();
    expect((await call('POST', '/api/admin/users/bulk-delete', undefined, { ids: [victim.id] })).statusCode).toBe(401);
    expect((await bulkDelete([victim.id], attendeeCookie)).statusCode).toBe(403);
    expect(await ctx.db.selectFrom('users').select('id').where('id', '=', victim.id).executeTakeFirst()).toBeDefined();
  });
});
