/**
 * Admin question moderation (admin.md §2 Question management, §4): list with status filter and search,
 * moderate (status and response) one or several at once, delete. Registered inside the live module's admin
 * plugin (requireAdmin).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { unauthenticated } from '../../lib/http-error';
import { NoContent, withErrors } from '../../lib/schemas';
import { ADMIN_SECURITY, ADMIN_TAG } from '../admin/admin-openapi';
import { countQuestions, listAdminQuestions, toAdminQuestion } from './questions-repository';
import {
  AdminQuestionBulkModerateResultSchema,
  AdminQuestionBulkModerateSchema,
  AdminQuestionListQuery,
  AdminQuestionListSchema,
  AdminQuestionSchema,
  AdminQuestionUpdateSchema,
  QuestionIdParams,
} from './questions-schemas';
import { deleteQuestion, moderateQuestion, moderateQuestions, publishQuestionChange } from './questions-service';

export const questionsAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const common = { tags: [ADMIN_TAG], security: ADMIN_SECURITY };

  app.get(
    '/api/admin/questions',
    {
      schema: {
        ...common,
        summary: 'Questions in every status, newest first; q searches text, name and email',
        querystring: AdminQuestionListQuery,
        response: withErrors({ 200: AdminQuestionListSchema }, 400, 401, 403),
      },
    },
    async (request) => {
      const [questions, counts] = await Promise.all([
        listAdminQuestions(app.db, request.query.status ?? 'all', request.query.q ?? ''),
        countQuestions(app.db),
      ]);
      return { questions, counts };
    },
  );

  app.patch(
    '/api/admin/questions/:id',
    {
      schema: {
        ...common,
        summary: 'Moderate a question: status and/or response',
        params: QuestionIdParams,
        body: AdminQuestionUpdateSchema,
        response: withErrors({ 200: AdminQuestionSchema }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw unauthenticated();
      const { before, after } = await app.db
        .transaction()
        .execute((trx) => moderateQuestion(trx, request.params.id, request.body, { id: user.id, name: user.name }));
      await publishQuestionChange(app, before, after);
      return toAdminQuestion(after);
    },
  );

  app.post(
    '/api/admin/questions/bulk-moderate',
    {
      schema: {
        ...common,
        summary: 'Approve or reject several questions at once; each is audited and published',
        body: AdminQuestionBulkModerateSchema,
        response: withErrors({ 200: AdminQuestionBulkModerateResultSchema }, 400, 401, 403),
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw unauthenticated();
      const { changes, unchangedIds, notFoundIds } = await app.db
        .transaction()
        .execute((trx) =>
          moderateQuestions(trx, request.body.ids, request.body.status, { id: user.id, name: user.name }),
        );
      for (const { before, after } of changes) await publishQuestionChange(app, before, after);
      return { updated: changes.map(({ after }) => toAdminQuestion(after)), unchangedIds, notFoundIds };
    },
  );

  app.delete(
    '/api/admin/questions/:id',
    {
      schema: {
        ...common,
        summary: 'Delete a question and its votes',
        params: QuestionIdParams,
        response: withErrors({ 204: NoContent }, 400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw unauthenticated();
      const before = await app.db.transaction().execute((trx) => deleteQuestion(trx, request.params.id, user.id));
      await publishQuestionChange(app, before, null);
      return reply.status(204).send(null);
    },
  );
};
