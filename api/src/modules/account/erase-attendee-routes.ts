/** An admin erases an attendee's account on the person's request (issue 19); registered under the admin guard. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { badRequest, notFound, unauthenticated } from '../../lib/http-error';
import { withErrors } from '../../lib/schemas';
import { ADMIN_SECURITY, ADMIN_TAG } from '../admin/admin-openapi';
import { recordAudit } from '../audit/record-audit';
import { normaliseEmail } from '../auth/email-address';
import { PlainMessageSchema } from '../password-reset/password-reset-schemas';
import { EraseAttendeeBodySchema } from './account-schemas';
import { eraseAccount } from './erase-account';

export const eraseAttendeeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/admin/attendees/erase',
    {
      schema: {
        tags: [ADMIN_TAG],
        security: ADMIN_SECURITY,
        summary: "Erase an attendee's account and data; their questions stay, without a name",
        body: EraseAttendeeBodySchema,
        response: withErrors({ 200: PlainMessageSchema }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const actor = request.user;
      if (!actor) throw unauthenticated();
      const email = normaliseEmail(request.body.email);
      if (!email) throw badRequest('INVALID_EMAIL', 'Type the email address of the attendee’s account');
      const account = await app.db
        .selectFrom('users')
        .select('id')
        .where(sql<string>`lower(email)`, '=', email)
        .where('role', '=', 'attendee')
        .executeTakeFirst();
      if (!account) throw notFound('ACCOUNT_NOT_FOUND', 'No attendee account uses this email address.');
      await app.db.transaction().execute(async (trx) => {
        await eraseAccount(trx, account.id);
        // Who erased which account id, and when: no email or name of the person is kept.
        await recordAudit(trx, { actorUserId: actor.id, action: 'user.erase', entity: 'user', entityId: account.id });
      });
      return { message: 'The account and its data are erased. Its questions stay, without a name.' };
    },
  );
};
