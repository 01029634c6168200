/** Issue 37's routes (attendees', chairs' and admins', the room screen's) and this instance's live poll results. */
import type { FastifyPluginAsync } from 'fastify';
import type { RateLimitSettings } from '../../lib/rate-limits';
import { chairPollRoutes } from './chair-poll-routes';
import { startPollResults } from './poll-live';
import { pollRoutes } from './poll-routes';
import { roomRoutes } from './room-routes';

export const pollsPlugin: FastifyPluginAsync<{
  rateLimits?: Partial<Pick<RateLimitSettings, 'pollAnswersPerAddress' | 'pollAnswersPerVisitor'>>;
  /** Milliseconds between two counts of one poll while answers arrive (poll-live.ts). */
  coalesceMs?: number;
}> = async (app, options) => {
  const stop = startPollResults(app, options.coalesceMs);
  app.addHook('onClose', async () => stop());
  await app.register(pollRoutes, { rateLimits: options.rateLimits });
  await app.register(chairPollRoutes);
  await app.register(roomRoutes);
};
