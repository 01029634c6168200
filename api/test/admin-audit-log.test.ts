/** GET /api/admin/audit-log: who changed what and when, newest first, paged. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../src/modules/audit/record-audit';
import { acceptInvitation, invitationToken } from './helpers/invited-admin';
import { ADMIN, ATTENDEE, setupTestApp, signIn, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let adminCookie: string;

const PASSWORD = 'a-long-enough-password';

function getLog(query = '', cookie: string | null = adminCookie) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/admin/audit-log${query}`,
    headers: cookie ? { cookie: `cc_session=${cookie}` } : {},
  });
}

/**
 * An admin invites `email` through the API (audited as the inviter's); the invitation is then accepted, which makes
 * the account (audited as the invitee's). The link's token is made as the email would carry it.
 */
async function createAdmin(email: string, cookie = adminCookie, inviterId = ctx.adminId) {
  const invitee = { email, name: `Name of ${email}` };
  const invited = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/invitations',
    payload: invitee,
    headers: { cookie: `cc_session=${cookie}` },
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const accepted = await acceptInvitation(ctx, await invitationToken(ctx, invitee, inviterId), PASSWORD);
  expect(accepted.statusCode, accepted.body).toBe(201);
  const row = await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  ctx = await setupTestApp();
  adminCookie = await signIn(ctx.app, ADMIN);
});
afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/admin/audit-log', () => {
  it('refuses anonymous callers (401) and attendees (403)', async () => {
    expect((await getLog('', null)).statusCode).toBe(401);
    const attendeeCookie = await signIn(ctx.app, ATTENDEE);
    expect((await getLog('', attendeeCookie)).statusCode).toBe(403);
  });

  it('lists an invitation and the account it made, newest first, never with a password hash', async () => {
    const id = await createAdmin('audited@conference.test');
    const response = await getLog();
    expect(response.statusCode).toBe(200);
    const [created, invited] = response.json().entries;
    expect(invited).toMatchObject({
      action: 'user.invite',
      entity: 'invitation',
      actorEmail: ADMIN.email,
      after: { email: 'audited@conference.test' },
    });
    expect(created).toEqual({
      id: expect.any(Number),
      action: 'user.create',
      entity: 'user',
      entityId: id,
      // The invitee made the account by choosing a password; the entry before it says who invited them.
      actorEmail: 'audited@conference.test',
      actorName: 'Name of audited@conference.test',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      before: null,
      after: {
        email: 'audited@conference.test',
        name: 'Name of audited@conference.test',
        role: 'admin',
        isActive: true,
        isProtected: false,
        createdAt: expect.any(String),
      },
    });
    expect(response.body).not.toMatch(/argon2|passwordHash/i);
  });

  it('records a deletion with the record before it', async () => {
    const id = await createAdmin('leaving@conference.test');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/users/bulk-delete',
      payload: { ids: [id] },
      headers: { cookie: `cc_session=${adminCookie}` },
    });
    const [entry] = (await getLog('?entity=user')).json().entries;
    expect(entry).toMatchObject({
      action: 'user.delete',
      entityId: id,
      actorEmail: ADMIN.email,
      before: { email: 'leaving@conference.test', role: 'admin' },
      after: null,
    });
  });

  it("names the actor, and keeps the actor's email after that admin's account is deleted", async () => {
    const actorId = await createAdmin('temporary@conference.test');
    const actorCookie = await signIn(ctx.app, { email: 'temporary@conference.test', password: PASSWORD });
    await createAdmin('invited-by-temporary@conference.test', actorCookie, actorId);
    const invited = (await getLog('?entity=invitation')).json().entries[0];
    expect(invited).toMatchObject({ action: 'user.invite', actorName: 'Name of temporary@conference.test' });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/users/bulk-delete',
      payload: { ids: [actorId] },
      headers: { cookie: `cc_session=${adminCookie}` },
    });
    const entries = (await getLog('?entity=invitation&limit=100')).json().entries as {
      action: string;
      after: { email: string };
    }[];
    expect(entries.find((entry) => entry.after.email === 'invited-by-temporary@conference.test')).toMatchObject({
      action: 'user.invite',
      actorEmail: 'temporary@conference.test',
      actorName: null,
    });
  });

  it('pages newest first with nextBefore, and filters by entity', async () => {
    for (const n of [1, 2, 3]) {
      await recordAudit(ctx.db, {
        actorUserId: ctx.adminId,
        action: 'announcement.update',
        entity: 'announcement',
        entityId: n,
        before: { title: `Old ${n}` },
        after: { title: `New ${n}` },
      });
    }
    const first = (await getLog('?limit=2')).json();
    expect(first.entries).toHaveLength(2);
    expect(first.entries.map((entry: { entityId: string }) => entry.entityId)).toEqual(['3', '2']);
    expect(first.nextBefore).toBe(first.entries[1].id);
    expect(first.entities).toEqual(expect.arrayContaining(['announcement', 'user']));

    const second = (await getLog(`?limit=2&before=${first.nextBefore}`)).json();
    expect(second.entries[0].entityId).toBe('1');
    expect(second.entries[0].id).toBeLessThan(first.nextBefore);

    const all = (await getLog('?limit=100')).json();
    const ids = all.entries.map((entry: { id: number }) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.nextBefore).toBeNull();

    const announcements = (await getLog('?entity=announcement')).json();
    expect(announcements.entries.map((entry: { entity: string }) => entry.entity)).toEqual([
      'announcement',
      'announcement',
      'announcement',
    ]);
    expect(announcements.entries[0]).toMatchObject({ before: { title: 'Old 3' }, after: { title: 'New 3' } });
    expect((await getLog('?entity=nothing_here')).json()).toMatchObject({ entries: [], nextBefore: null });
  });

  it('answers bad input with 400', async () => {
    for (const query of ['?limit=0', '?limit=101', '?limit=ten', '?before=abc', '?before=0', '?entity=Not%20valid!']) {
      const response = await getLog(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, message: expect.any(String) });
    }
  });
});
