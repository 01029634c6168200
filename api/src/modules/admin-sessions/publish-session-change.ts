import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { SessionUpdatedEventData } from '../../contract/index';

/**
 * Tells live clients that sessions changed ('session.updated' on 'sessions'). Called after the change
 * committed: a failure to publish is logged, not reported to the caller, whose change did happen.
 */
export async function publishSessionChange(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  data: SessionUpdatedEventData,
): Promise<void> {
  if (data.sessionIds.length === 0) return;
  try {
    await app.realtime.publish({ topic: 'sessions', type: 'session.updated', data });
  } catch (error) {
    log.error({ err: error }, 'publishing session.updated failed');
  }
}
