/** "Add to calendar" for one session (BEYOND "Calendar"): GET /api/sessions/:key/calendar.ics. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../../lib/http-error';
import { publicOrigin } from '../../lib/public-origin';
import { withErrors } from '../../lib/schemas';
import { SessionKeyParams } from '../sessions/schemas';
import { toSession } from '../sessions/session-view';
import { findSessionByKey } from '../sessions/sessions-repository';
import { conferenceCalendarOptions } from './calendar-uids';
import { ICALENDAR_CONTENT_TYPE, icsContentDisposition, icsFileName, sessionsToICalendar } from './ical';

export const sessionCalendarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/sessions/:key/calendar.ics',
    {
      config: { identity: false },
      schema: {
        tags: ['programme'],
        summary: 'One session as an iCalendar file (text/calendar), to add it to a calendar app',
        description:
          'One VEVENT with a stable UID (session-{id}.{conference}@{deployment}), SEQUENCE rising with every change, times in UTC, STATUS:CANCELLED when cancelled. ' +
          'Sent as an attachment named after the session title.',
        params: SessionKeyParams,
        produces: ['text/calendar'],
        response: withErrors({ 200: Type.String({ description: 'An iCalendar (RFC 5545) document' }) }, 404),
      },
    },
    async (request, reply) => {
      const row = await findSessionByKey(app.db, request.params.key);
      if (!row) throw notFound('SESSION_NOT_FOUND', 'Session not found');
      const session = toSession(row);
      const { conference } = app.config;
      const origin = publicOrigin(request);
      const body = sessionsToICalendar([{ ...session, version: row.version }], {
        ...(await conferenceCalendarOptions(app)),
        calendarName: conference.name,
        sessionUrl: (s) => `${origin}/session/${s.id}`,
      });
      return reply
        .type(ICALENDAR_CONTENT_TYPE)
        .header('content-disposition', icsContentDisposition(icsFileName(session.title)))
        .header('cache-control', 'no-cache')
        .send(body);
    },
  );
};
