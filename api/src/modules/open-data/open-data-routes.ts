/**
 * Open data (BEYOND "Open data"): the public programme at stable addresses, as JSON, as one iCalendar file
 * and as frab-compatible schedule XML. No cookie is read or set; any site may fetch them (CORS *); each
 * answer carries an ETag and Cache-Control so apps can poll cheaply.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Static, Type } from 'typebox';
import type { OpenDataProgramme, Session, SessionSpeakerRef } from '../../contract/index';
import { publicOrigin } from '../../lib/public-origin';
import { type Assert, type Equals, Nullable, withErrors } from '../../lib/schemas';
import { conferenceCalendarOptions } from '../calendar/calendar-uids';
import { ICALENDAR_CONTENT_TYPE, sessionsToICalendar } from '../calendar/ical';
import { ConferenceSchema } from '../conference/conference-routes';
import { programmeOrder } from '../sessions/programme-order';
import { SessionSchema, SessionSpeakerRefSchema } from '../sessions/schemas';
import { toSession } from '../sessions/session-view';
import { listSessionRows } from '../sessions/sessions-repository';
import { speakersOfSessions } from '../speakers/session-speakers';
import { programmeToFrabXml } from './frab-schedule';
import { type CachedDocument, sendCached } from './http-cache';

/** Public data: shared caches may keep it five minutes, then must ask again (cheap with the ETag). */
export const OPEN_DATA_CACHE_CONTROL = 'public, max-age=300, must-revalidate';

export const OpenDataProgrammeSchema = Type.Object({
  lastModified: Nullable(Type.String({ format: 'date-time' })),
  conference: ConferenceSchema,
  sessions: Type.Array(
    Type.Object({
      ...SessionSchema.properties,
      speakers: Type.Array(SessionSpeakerRefSchema, {
        description:
          "The session's speakers in presenter order (empty when none): `id` stays through a rename and is the frab " +
          'person id in schedule.xml; `slug` is the page /speakers/{slug}. Always present here since 2.2.0.',
      }),
      url: Type.String({ description: "The session's page" }),
    }),
  ),
});
export type _OpenDataProgrammeMatches = Assert<Equals<Static<typeof OpenDataProgrammeSchema>, OpenDataProgramme>>;

const Text = (description: string) => Type.String({ description });
const NotModified = Type.Null({ description: 'Not modified: the ETag in If-None-Match is current' });

export const openDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const conference = app.config.conference;

  async function programme(): Promise<{
    sessions: (Session & { speakers: SessionSpeakerRef[] })[];
    versions: Map<number, number>;
    lastModified: Date | null;
  }> {
    const rows = await listSessionRows(app.db);
    const speakers = await speakersOfSessions(app.db);
    const latest = rows.reduce((max, row) => Math.max(max, row.updatedAt.getTime()), 0);
    const ordered = programmeOrder(rows);
    return {
      // With their speakers' ids: the persons of the frab XML and the speakers of the JSON (issue 30).
      sessions: ordered.map((row) => ({ ...toSession(row), speakers: speakers.get(row.id) ?? [] })),
      // Edit versions, for iCalendar's SEQUENCE; not part of the JSON documents.
      versions: new Map(ordered.map((row) => [row.id, row.version])),
      lastModified: latest ? new Date(latest) : null,
    };
  }

  // PUBLIC_URL when configured: these answers are cached publicly, the Host header is the caller's to set.
  const origin = publicOrigin;

  function send(request: FastifyRequest, reply: FastifyReply, document: Omit<CachedDocument, 'cacheControl'>) {
    reply.header('access-control-allow-origin', '*').header('access-control-expose-headers', 'ETag, Last-Modified');
    return sendCached(request, reply, { ...document, cacheControl: OPEN_DATA_CACHE_CONTROL });
  }

  const common = { config: { identity: false } } as const;

  app.get(
    '/api/open-data/programme.json',
    {
      ...common,
      schema: {
        tags: ['open-data'],
        summary: 'The public programme and the conference as JSON',
        response: withErrors({ 200: OpenDataProgrammeSchema, 304: NotModified }),
      },
    },
    async (request, reply) => {
      const { sessions, lastModified } = await programme();
      const base = origin(request);
      const data: OpenDataProgramme = {
        lastModified: lastModified?.toISOString() ?? null,
        conference,
        sessions: sessions.map((session) => ({ ...session, url: `${base}/session/${session.id}` })),
      };
      return send(request, reply, {
        body: JSON.stringify(data),
        contentType: 'application/json; charset=utf-8',
        lastModified,
      });
    },
  );

  app.get(
    '/api/open-data/programme.ics',
    {
      ...common,
      schema: {
        tags: ['open-data'],
        summary: 'The whole programme as one iCalendar file (subscribable)',
        produces: ['text/calendar'],
        response: withErrors({ 200: Text('text/calendar (RFC 5545)'), 304: NotModified }),
      },
    },
    async (request, reply) => {
      const { sessions, versions, lastModified } = await programme();
      const base = origin(request);
      const versioned = sessions.map((session) => ({ ...session, version: versions.get(session.id) ?? 1 }));
      const body = sessionsToICalendar(versioned, {
        ...(await conferenceCalendarOptions(app)),
        calendarName: conference.name,
        calendarDescription: `The programme of ${conference.name}, ${conference.venueName}.`,
        // The latest change, not the time of the request: an unchanged programme gives the same body and ETag.
        now: lastModified ?? new Date(Date.UTC(conference.year, 0, 1)),
        sessionUrl: (session) => `${base}/session/${session.id}`,
        refreshIntervalMinutes: 60,
      });
      return send(request, reply, {
        body,
        contentType: ICALENDAR_CONTENT_TYPE,
        lastModified,
        headers: { 'content-disposition': `inline; filename="${conference.shortName.toLowerCase()}-programme.ics"` },
      });
    },
  );

  app.get(
    '/api/open-data/schedule.xml',
    {
      ...common,
      schema: {
        tags: ['open-data'],
        summary: 'The programme as frab-compatible schedule XML (for conference apps)',
        produces: ['application/xml'],
        response: withErrors({ 200: Text('frab schedule XML'), 304: NotModified }),
      },
    },
    async (request, reply) => {
      const { sessions, lastModified } = await programme();
      const body = programmeToFrabXml(sessions, conference, {
        baseUrl: origin(request),
        version: lastModified?.toISOString() ?? '0',
      });
      return send(request, reply, { body, contentType: 'application/xml; charset=utf-8', lastModified });
    },
  );
};
