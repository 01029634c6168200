/** The Users tab's API: list, create and bulk-delete admin accounts. Registered inside the admin guard. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, HttpError, unauthenticated } from '../../lib/http-error';
import { withErrors } from '../../lib/schemas';
import { ADMIN_SECURITY, ADMIN_TAG } from '../admin/admin-routes';
import { hashPassword, passwordProblem } from '../auth/passwords';
import { createAdminUser, deleteAdminUsers, emailInUse, listAdminUsers, messages } from './admin-users-repository';
import {
  AdminUserListSchema,
  BulkDeleteUsersBodySchema,
  BulkDeleteUsersResultSchema,
  CreateAdminUserBodySchema,
  CreateAdminUserResultSchema,
} from './admin-users-schemas';

/** Like the browser's type="email": something@domain, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*$/;

const duplicate = () => new HttpError(409, 'EMAIL_TAKEN', messages.duplicate);

export const adminUsersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/admin/users',
    {
      schema: {
        tags: [ADMIN_TAG],
        security: ADMIN_SECURITY,
        summary: 'Every admin account, oldest first',
        response: withErrors({ 200: AdminUserListSchema }, 401, 403),
      },
    },
    async (request) => ({ users: await listAdminUsers(app.db, request.user?.id ?? null) }),
  );

  app.post(
    '/api/admin/users',
    {
      schema: {
        tags: [ADMIN_TAG],
        security: ADMIN_SECURITY,
        summary: 'Create an active admin account (password 12–128 characters, stored as argon2id)',
        body: CreateAdminUserBodySchema,
        response: withErrors({ 201: CreateAdminUserResultSchema }, 400, 401, 403, 409),
      },
    },
    async (request, reply) => {
      const actor = request.user;
      if (!actor) throw unauthenticated(); // the admin guard ran already
      const email = request.body.email.trim().toLowerCase();
      const name = request.body.name.trim();
      const { password } = request.body;
      if (!email || !name || !password) throw badRequest('VALIDATION_ERROR', messages.allRequired);
      if (!EMAIL.test(email)) throw badRequest('VALIDATION_ERROR', messages.invalidEmail);
      const problem = passwordProblem(password, email);
      if (problem) throw badRequest('VALIDATION_ERROR', problem);
      // Answer a known duplicate before spending an argon2 hash; the unique index catches a race.
      if (await emailInUse(app.db, email)) throw duplicate();

      const user = await createAdminUser(app.db, actor.id, { email, name, passwordHash: await hashPassword(password) });
      if (!user) throw duplicate();
      return reply.status(201).send({ user });
    },
  );

  app.post(
    '/api/admin/users/bulk-delete',
    {
      schema: {
        tags: [ADMIN_TAG],
        security: ADMIN_SECURITY,
        summary:
          'Delete admin accounts and their sign-in sessions; the protected admin and your own account are refused',
        body: BulkDeleteUsersBodySchema,
        response: withErrors({ 200: BulkDeleteUsersResultSchema }, 400, 401, 403),
      },
    },
    async (request) => {
      const actor = request.user;
      if (!actor) throw unauthenticated();
      if (request.body.ids.length === 0) throw badRequest('VALIDATION_ERROR', messages.noneSelected);
      return deleteAdminUsers(app.db, actor.id, request.body.ids, request.log);
    },
  );
};
