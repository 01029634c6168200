import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from 'typebox';
import type { Health, Readiness } from '../../contract/index';
import { type Assert, type Equals, StringEnum, withErrors } from '../../lib/schemas';
import { checkDatabase } from './database-check';

export const HealthSchema = Type.Object({
  status: StringEnum(['ok', 'degraded'] as const),
  database: StringEnum(['ok', 'down'] as const),
  checkedAt: Type.String({ format: 'date-time' }),
});
export type _HealthMatches = Assert<Equals<Static<typeof HealthSchema>, Health>>;

export const ReadinessSchema = Type.Object({
  status: StringEnum(['ready', 'not-ready'] as const),
  database: StringEnum(['ok', 'down'] as const),
  reason: Type.Optional(StringEnum(['database', 'draining'] as const)),
  checkedAt: Type.String({ format: 'date-time' }),
});
export type _ReadinessMatches = Assert<Equals<Static<typeof ReadinessSchema>, Readiness>>;

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/health',
    {
      // Load balancers poll this: no visitor rows, no session lookups.
      config: { identity: false },
      schema: {
        tags: ['system'],
        summary: 'Really queries the database; 503 when it does not answer',
        response: withErrors({ 200: HealthSchema, 503: HealthSchema }),
      },
    },
    async (request, reply) => {
      try {
        await checkDatabase(app.db);
        return { status: 'ok' as const, database: 'ok' as const, checkedAt: new Date().toISOString() };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database down');
        return reply
          .status(503)
          .send({ status: 'degraded' as const, database: 'down' as const, checkedAt: new Date().toISOString() });
      }
    },
  );

  app.get(
    '/api/ready',
    {
      config: { identity: false },
      schema: {
        tags: ['system'],
        summary:
          'Whether a load balancer should send traffic here: 503 while the instance starts (migrations), shuts down, or cannot reach its database',
        response: withErrors({ 200: ReadinessSchema, 503: ReadinessSchema }),
      },
    },
    async (request, reply) => {
      const checkedAt = new Date().toISOString();
      let database: 'ok' | 'down' = 'ok';
      try {
        await checkDatabase(app.db);
      } catch (error) {
        request.log.warn({ err: error }, 'readiness: database down');
        database = 'down';
      }
      // Draining first: a stopping instance must leave the pool even while its database still answers.
      if (app.lifecycle.draining) {
        return reply
          .status(503)
          .send({ status: 'not-ready' as const, database, reason: 'draining' as const, checkedAt });
      }
      if (database === 'down') {
        return reply
          .status(503)
          .send({ status: 'not-ready' as const, database, reason: 'database' as const, checkedAt });
      }
      // The public pages' first rendering (modules/ssr, issue 36): a reader sent here now would get pages without
      // content. Starting, as the start-up listener answers before this: no reason (the contract has none for it).
      if (app.lifecycle.warming) return reply.status(503).send({ status: 'not-ready' as const, database, checkedAt });
      return { status: 'ready' as const, database, checkedAt };
    },
  );
};
