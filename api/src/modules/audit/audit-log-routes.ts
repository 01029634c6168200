/** GET /api/admin/audit-log — registered inside the admin plugin, which guards it. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { withErrors } from '../../lib/schemas';
import { ADMIN_SECURITY, ADMIN_TAG } from '../admin/admin-openapi';
import { listAuditLog } from './audit-log-repository';
import { AUDIT_PAGE_DEFAULT, AuditLogPageSchema, AuditLogQuerySchema } from './audit-log-schemas';

export const auditLogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/admin/audit-log',
    {
      schema: {
        tags: [ADMIN_TAG],
        security: ADMIN_SECURITY,
        summary: 'The audit trail, newest first: who changed what and when, with the record before and after',
        querystring: AuditLogQuerySchema,
        response: withErrors({ 200: AuditLogPageSchema }, 400, 401, 403),
      },
    },
    async (request) =>
      listAuditLog(app.db, {
        limit: request.query.limit ?? AUDIT_PAGE_DEFAULT,
        before: request.query.before,
        entity: request.query.entity,
      }),
  );
};
