/** The Users tab's API: list and bulk-delete admin accounts (new ones come by invitation). Inside the admin guard. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, HttpError, unauthenticated } from '../../lib/http-error';
import { withErrors } from '../../lib/schemas';
import { ADMIN_SECURITY, ADMIN_TAG } from '../admin/admin-openapi';
import { deleteAdminUsers, listAdminUsers, messages } from './admin-users-repository';
import {
  AdminUserListSchema,
  BulkDeleteUsersBodySchema,
  BulkDeleteUsersResultSchema,
  CreateAdminUserBodySchema,
  CreateAdminUserResultSchema,
} from './admin-users-schemas';

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

  // Admins used to type a password for the person they added (admin.md §5). Issue 19: nobody chooses or sees
  // another person's password, so accounts are added by invitation (POST /api/admin/invitations) and this
  // operation only tells a remote built against the old contract what to do instead. Removed in contract 2.0.
  app.post(
    '/api/admin/users',
    {
      schema: {
        tags: [ADMIN_TAG],
        security: ADMIN_SECURITY,
        deprecated: true,
        summary: 'Gone: admins are added by invitation (POST /api/admin/invitations); answers 410 and creates nothing',
        body: CreateAdminUserBodySchema,
        response: withErrors({ 201: CreateAdminUserResultSchema }, 400, 401, 403, 409, 410),
      },
    },
    async () => {
      throw new HttpError(410, 'ADMIN_CREATION_BY_INVITATION', messages.byInvitation);
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
