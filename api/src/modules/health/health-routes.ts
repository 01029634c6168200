import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { type Static, Type } from 'typebox';
import type { Health } from '../../contract/index';
import { type Assert, type Equals, StringEnum, withErrors } from '../../lib/schemas';

export const HealthSchema = Type.Object({
  status: StringEnum(['ok', 'degraded'] as const),
  database: StringEnum(['ok', 'down'] as const),
  checkedAt: Type.String({ format: 'date-time' }),
});
export type _HealthMatches = Assert<Equals<Static<typeof HealthSchema>, Health>>;

const CHECK_TIMEOUT_MS = 3000;

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
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          sql`select 1`.execute(app.db),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('database check timed out')), CHECK_TIMEOUT_MS);
          }),
        ]);
        return { status: 'ok' as const, database: 'ok' as const, checkedAt: new Date().toISOString() };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database down');
        return reply
          .status(503)
          .send({ status: 'degraded' as const, database: 'down' as const, checkedAt: new Date().toISOString() });
      } finally {
        clearTimeout(timer);
      }
    },
  );
};
