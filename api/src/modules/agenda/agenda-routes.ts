import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { AgendaFeed } from '../../contract/index';
import { notFound } from '../../lib/http-error';
import { type Owner, ownerOf } from '../../lib/owner';
import { publicOrigin } from '../../lib/public-origin';
import { withErrors } from '../../lib/schemas';
import { conferenceCalendarOptions } from '../calendar/calendar-uids';
import { ICALENDAR_CONTENT_TYPE, type ICalSession, icsContentDisposition, sessionsToICalendar } from '../calendar/ical';
import { sendCached } from '../open-data/http-cache';
import { getOrCreateFeedToken, listAgenda, ownerOfFeedToken, rotateFeedToken } from './agenda-repository';
import { AgendaFeedSchema, AgendaSchema, CalendarText, FeedParams, NotModified } from './schemas';

/** How often a subscribed calendar app is asked to look again, in minutes. */
export const FEED_REFRESH_MINUTES = 60;

function feedAnswer(request: FastifyRequest, row: { token: string; createdAt: Date }): AgendaFeed {
  const feedUrl = `${publicOrigin(request)}/api/calendar/${row.token}.ics`;
  return {
    token: row.token,
    feedUrl,
    webcalUrl: feedUrl.replace(/^https?:/, 'webcal:'),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The calendar alarm before each agenda session: the in-page reminders' default. */
export const AGENDA_ALARM_MINUTES = 10;

export const agendaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const conference = app.config.conference;

  /** The owner's agenda as iCalendar; DTSTAMP is the latest change, so an unchanged agenda gives the same body. */
  async function agendaCalendar(request: FastifyRequest, owner: Owner, feed: boolean) {
    const rows = await listAgenda(app.db, owner);
    const sessions: ICalSession[] = rows.map((row) => ({ ...row.entry.session, version: row.session.version }));
    const latest = rows.reduce(
      (max, row) => Math.max(max, row.session.updatedAt.getTime(), row.bookmarkedAt.getTime()),
      0,
    );
    const now = new Date(latest || Date.UTC(conference.year, 0, 1));
    const body = sessionsToICalendar(sessions, {
      ...(await conferenceCalendarOptions(app)),
      calendarName: `My Agenda – ${conference.name}`,
      now,
      sessionUrl: (session) => `${publicOrigin(request)}/session/${session.id}`,
      // The third way to be reminded, after push and the page's own reminders (issue 29).
      alarmMinutesBefore: AGENDA_ALARM_MINUTES,
      ...(feed
        ? {
            refreshIntervalMinutes: FEED_REFRESH_MINUTES,
            calendarDescription: `Your agenda for ${conference.name}. Sessions you add or remove, and changes to them, appear here.`,
          }
        : {}),
    });
    return { body, lastModified: rows.length > 0 ? now : null };
  }

  app.get(
    '/api/agenda',
    {
      schema: {
        tags: ['agenda'],
        summary: "The caller's agenda: bookmarked sessions with what changed since each was added",
        response: withErrors({ 200: AgendaSchema }),
      },
    },
    async (request) => {
      const rows = await listAgenda(app.db, ownerOf(request));
      return { entries: rows.map((row) => row.entry) };
    },
  );

  app.get(
    '/api/agenda/my-agenda.ics',
    {
      schema: {
        tags: ['agenda'],
        summary: "The caller's whole agenda as one iCalendar file (download)",
        produces: ['text/calendar'],
        response: withErrors({ 200: CalendarText, 304: NotModified }),
      },
    },
    async (request, reply) => {
      const { body, lastModified } = await agendaCalendar(request, ownerOf(request), false);
      return sendCached(request, reply, {
        body,
        contentType: ICALENDAR_CONTENT_TYPE,
        cacheControl: 'private, no-cache',
        lastModified,
        headers: { 'content-disposition': icsContentDisposition('my-agenda.ics') },
      });
    },
  );

  app.get(
    '/api/agenda/feed-token',
    {
      config: { storesForVisitor: true },
      schema: {
        tags: ['agenda'],
        summary: "The caller's private calendar feed address (the token is created on first use)",
        response: withErrors({ 200: AgendaFeedSchema }),
      },
    },
    async (request, reply) => {
      const row = await getOrCreateFeedToken(app.db, ownerOf(request));
      reply.header('cache-control', 'private, no-store');
      return feedAnswer(request, row);
    },
  );

  app.post(
    '/api/agenda/feed-token/rotate',
    {
      config: { storesForVisitor: true },
      schema: {
        tags: ['agenda'],
        summary: 'Replace the calendar feed address; the old one stops working at once',
        response: withErrors({ 200: AgendaFeedSchema }, 403),
      },
    },
    async (request, reply) => {
      const row = await rotateFeedToken(app.db, ownerOf(request));
      reply.header('cache-control', 'private, no-store');
      return feedAnswer(request, row);
    },
  );

  app.get(
    '/api/calendar/:token.ics',
    {
      // The token is the credential; no cookie is read or set (calendar apps send none).
      config: { identity: false },
      schema: {
        tags: ['agenda'],
        summary: 'A private agenda calendar feed for calendar apps: the current agenda, cancellations included',
        params: FeedParams,
        produces: ['text/calendar'],
        response: withErrors({ 200: CalendarText, 304: NotModified }, 404),
      },
    },
    async (request, reply) => {
      const owner = await ownerOfFeedToken(app.db, request.params.token);
      if (!owner) {
        throw notFound(
          'CALENDAR_FEED_NOT_FOUND',
          'This calendar address is not known. It may have been replaced: copy the current one from My Agenda.',
        );
      }
      const { body, lastModified } = await agendaCalendar(request, owner, true);
      reply.header('referrer-policy', 'no-referrer').header('x-robots-tag', 'noindex');
      return sendCached(request, reply, {
        body,
        contentType: ICALENDAR_CONTENT_TYPE,
        cacheControl: 'private, no-cache',
        lastModified,
        headers: { 'content-disposition': 'inline; filename="my-agenda.ics"' },
      });
    },
  );
};
