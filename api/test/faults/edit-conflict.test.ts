/**
 * Faults: two admins change the same thing at the same moment. Neither may silently overwrite the other:
 * exactly one save wins and the other gets 409 with a message that says what happened. Sessions and
 * announcements carry an edit version (the edit names the version it started from); a presenter URL can be
 * moderated once; an admin account's email is unique. Both requests are in flight together, round after
 * round, on PGlite and on PostgreSQL (where they really run on two connections at once).
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_VERSION_MESSAGE } from '../../src/modules/admin-sessions/admin-sessions-repository';
import { STALE_ANNOUNCEMENT_MESSAGE } from '../../src/modules/announcements/announcements-service';
import { acceptInvitation, invitationToken } from '../helpers/invited-admin';
import { ADMIN, createUser, signIn } from '../helpers/test-app';
import { databaseKinds, type FaultApp, startFaultApp } from './support/both-databases';

const ROUNDS = 12;
const SECOND_ADMIN = { email: 'second.admin@conference.test', password: 'second-admin-password-27', name: 'Bo Admin' };
const kinds = await databaseKinds();

/** Of two answers to simultaneous saves: the one that won and the one refused with 409. */
function winnerAndLoser(answers: LightMyRequestResponse[]) {
  const statuses = answers.map((response) => response.statusCode).sort();
  expect(statuses).toEqual([200, 409]);
  const winner = answers.findIndex((response) => response.statusCode === 200);
  return { winner, loser: answers[1 - winner] as LightMyRequestResponse };
}

describe.each(kinds)('simultaneous admin edits on %s', (kind) => {
  let ctx: FaultApp;
  let admins: string[];

  beforeAll(async () => {
    ctx = await startFaultApp(kind, 'conflict');
    await createUser(ctx.db, SECOND_ADMIN, 'admin');
    admins = await Promise.all([signIn(ctx.app, ADMIN), signIn(ctx.app, SECOND_ADMIN)]);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const as = (admin: number, method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, cookies: { cc_session: admins[admin] as string }, ...(payload ? { payload } : {}) });

  it(`session edits: ${ROUNDS} rounds of two saves at once, one wins, the other gets 409`, async () => {
    const sessions = (await as(0, 'GET', '/api/admin/sessions')).json() as { sessions: { id: number }[] };
    const id = (sessions.sessions[0] as { id: number }).id;
    for (let round = 0; round < ROUNDS; round += 1) {
      const current = (await as(0, 'GET', '/api/admin/sessions')).json() as {
        sessions: { id: number; version: number }[];
      };
      const { version } = current.sessions.find((session) => session.id === id) as { version: number };
      const titles = [`Round ${round} by Ada`, `Round ${round} by Bo`];
      const answers = await Promise.all(
        [0, 1].map((admin) => as(admin, 'PATCH', `/api/admin/sessions/${id}`, { version, title: titles[admin] })),
      );
      const { winner, loser } = winnerAndLoser(answers);
      expect(loser.json()).toEqual({ statusCode: 409, code: 'STALE_VERSION', message: STALE_VERSION_MESSAGE });
      const stored = await ctx.db.selectFrom('sessions').select(['title', 'version']).where('id', '=', id).execute();
      expect(stored).toEqual([{ title: titles[winner], version: version + 1 }]);
    }
    // One audit entry per winning save: the refused ones changed nothing.
    const audited = await ctx.db
      .selectFrom('auditLog')
      .select('id')
      .where('action', '=', 'session.update')
      .where('entityId', '=', String(id))
      .execute();
    expect(audited).toHaveLength(ROUNDS);
  });

  it(`announcement edits: ${ROUNDS} rounds of two saves at once, one wins, the other gets 409`, async () => {
    const created = await as(0, 'POST', '/api/admin/announcements', { title: 'Lunch', content: 'At noon.' });
    expect(created.statusCode).toBe(201);
    const { id, version: first } = created.json() as { id: number; version: number };
    expect(first).toBe(1);
    for (let round = 0; round < ROUNDS; round += 1) {
      const version = first + round;
      const contents = [`Ada's text, round ${round}.`, `Bo's text, round ${round}.`];
      const answers = await Promise.all(
        [0, 1].map((admin) =>
          as(admin, 'PATCH', `/api/admin/announcements/${id}`, { version, content: contents[admin] }),
        ),
      );
      const { winner, loser } = winnerAndLoser(answers);
      expect(loser.json()).toEqual({ statusCode: 409, code: 'STALE_VERSION', message: STALE_ANNOUNCEMENT_MESSAGE });
      expect(answers[winner]?.json()).toMatchObject({ content: contents[winner], version: version + 1 });
      const list = (await as(1, 'GET', '/api/admin/announcements')).json() as {
        announcements: { id: number; content: string; version: number }[];
      };
      expect(list.announcements.find((row) => row.id === id)).toMatchObject({
        content: contents[winner],
        version: version + 1,
      });
    }
    // An edit from a version never seen is refused too, and the public list does not show versions.
    const stale = await as(0, 'PATCH', `/api/admin/announcements/${id}`, { version: 1, title: 'Old' });
    expect(stale.statusCode).toBe(409);
    const publicList = (await ctx.app.inject({ method: 'GET', url: '/api/announcements' })).json() as {
      announcements: { id: number }[];
    };
    expect(publicList.announcements.find((row) => row.id === id)).not.toHaveProperty('version');
  });

  it('presenter URL moderation: two decisions at once, one wins, the other is told it was already decided', async () => {
    const pending = (await as(0, 'GET', '/api/admin/presenter-urls?status=pending')).json() as {
      urls: { id: number }[];
    };
    expect(pending.urls.length).toBeGreaterThan(0);
    for (const { id } of pending.urls) {
      const decisions = ['approved', 'rejected'] as const;
      const answers = await Promise.all(
        [0, 1].map((admin) =>
          as(admin, 'POST', `/api/admin/presenter-urls/${id}/moderate`, { status: decisions[admin] }),
        ),
      );
      const { winner, loser } = winnerAndLoser(answers);
      expect(loser.json()).toMatchObject({
        statusCode: 409,
        message: `This URL has already been ${decisions[winner]}. Only pending URLs can be moderated.`,
      });
      const stored = await ctx.db.selectFrom('presenterUrls').select('status').where('id', '=', id).execute();
      expect(stored).toEqual([{ status: decisions[winner] }]);
    }
  });

  it('admin accounts: two invitations to one address accepted at once make one account and one 409', async () => {
    const invitee = { email: 'new.colleague@conference.test', name: 'New Colleague' };
    const tokens = await Promise.all([0, 1].map(() => invitationToken(ctx, invitee)));
    const answers = await Promise.all(tokens.map((token) => acceptInvitation(ctx, token, 'a-long-password-27')));
    expect(answers.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const loser = answers.find((response) => response.statusCode === 409);
    expect(loser?.json()).toMatchObject({ code: 'EMAIL_TAKEN', message: 'An account with this email already exists.' });
    const stored = await ctx.db.selectFrom('users').select('id').where('email', '=', invitee.email).execute();
    expect(stored).toHaveLength(1);
  });
});
