/**
 * The routes of the OpenAPI document, as the security tests walk them: method, path, the JSON schemas of
 * path parameters, query and body, and a URL with the path parameters filled from real rows of the seed.
 */
import type { TestContext } from '../../helpers/test-app';

export type JsonSchema = Record<string, unknown>;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRoute {
  method: Method;
  /** As in the document, e.g. /api/questions/{id}/vote. */
  path: string;
  /** `GET /api/questions/{id}/vote`: the key the access lists use. */
  key: string;
  pathParams: Record<string, JsonSchema>;
  /** Query parameters by name, with whether each is required. */
  query: Record<string, { schema: JsonSchema; required: boolean }>;
  /** The JSON body schema, when the route takes a JSON body. */
  body: JsonSchema | null;
  /** A multipart upload route (its body is not JSON). */
  multipart: boolean;
  tags: string[];
  /** JSON schemas of the documented 2xx JSON answers, by status. */
  responses: Record<string, JsonSchema>;
}

interface Operation {
  tags?: string[];
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

export async function listApiRoutes(ctx: TestContext): Promise<ApiRoute[]> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (response.statusCode !== 200) throw new Error(`openapi.json answered ${response.statusCode}`);
  const paths = response.json().paths as Record<string, Record<string, Operation>>;
  const routes: ApiRoute[] = [];
  for (const [path, operations] of Object.entries(paths)) {
    for (const [lower, operation] of Object.entries(operations)) {
      const method = lower.toUpperCase() as Method;
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      routes.push({
        method,
        path,
        key: `${method} ${path}`,
        pathParams: Object.fromEntries(parameters.filter((p) => p.in === 'path').map((p) => [p.name, p.schema])),
        query: Object.fromEntries(
          parameters.filter((p) => p.in === 'query').map((p) => [p.name, { schema: p.schema, required: !!p.required }]),
        ),
        body: content['application/json']?.schema ?? null,
        multipart: 'multipart/form-data' in content,
        tags: operation.tags ?? [],
        responses: Object.fromEntries(
          Object.entries(operation.responses ?? {}).flatMap(([status, answer]) => {
            const schema = answer.content?.['application/json']?.schema;
            return status.startsWith('2') && schema ? [[status, schema]] : [];
          }),
        ),
      });
    }
  }
  return routes;
}

/** Real ids from the seeded database, one per kind of path parameter. */
export interface SeedIds {
  sessionId: number;
  announcementId: number;
  /** An approved question (votes need a public one). */
  questionId: number;
  presenterUrlId: number;
  sponsorAdvertId: number;
  speakerId: number;
  speakerSlug: string;
  sponsorId: number;
  venueId: number;
  /** A starter phrase (admins change it); also the id tried on personal-phrase routes, where it is nobody's own. */
  starterPhraseId: number;
  feedToken: string;
}

export async function seedIds(ctx: TestContext): Promise<SeedIds> {
  const { db } = ctx;
  const session = await db.selectFrom('sessions').select('id').orderBy('id').executeTakeFirstOrThrow();
  const announcement = await db.selectFrom('announcements').select('id').orderBy('id').executeTakeFirstOrThrow();
  const question = await db
    .selectFrom('questions')
    .select('id')
    .where('status', '=', 'approved')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  let presenterUrl = await db.selectFrom('presenterUrls').select('id').orderBy('id').executeTakeFirst();
  presenterUrl ??= await db
    .insertInto('presenterUrls')
    .values({
      sessionId: session.id,
      presenterName: 'Pat Presenter',
      presenterEmail: 'pat@example.org',
      url: 'https://example.org/slides',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  let advert = await db.selectFrom('sponsorAdverts').select('id').orderBy('id').executeTakeFirst();
  // A row without a file is enough for access checks: its image answers 404, not 401/403.
  advert ??= await db
    .insertInto('sponsorAdverts')
    .values({ fileName: `${'0'.repeat(32)}.png`, contentType: 'image/png', altText: 'Advert' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const speaker = await db.selectFrom('speakers').select(['id', 'slug']).orderBy('id').executeTakeFirstOrThrow();
  const sponsor = await db.selectFrom('sponsors').select('id').orderBy('id').executeTakeFirstOrThrow();
  const venue = await db.selectFrom('venues').select('id').orderBy('id').executeTakeFirstOrThrow();
  const starterPhrase = await db.selectFrom('starterPhrases').select('id').orderBy('id').executeTakeFirstOrThrow();
  const feed = await ctx.app.inject({ method: 'GET', url: '/api/agenda/feed-token' });
  const feedToken = /\/api\/calendar\/([^/.]+)\.ics/.exec(feed.json().feedUrl as string)?.[1];
  if (!feedToken) throw new Error(`no feed token in ${feed.body}`);
  return {
    sessionId: session.id,
    announcementId: announcement.id,
    questionId: question.id,
    presenterUrlId: presenterUrl.id,
    sponsorAdvertId: advert.id,
    speakerId: speaker.id,
    speakerSlug: speaker.slug,
    sponsorId: sponsor.id,
    venueId: venue.id,
    starterPhraseId: starterPhrase.id,
    feedToken,
  };
}

/**
 * The real id for a path parameter, chosen by the path segment before it (…/questions/{id} → a question).
 * An unknown kind throws, so a new route with a new kind of parameter makes the tests say what to add.
 */
export function realParam(path: string, name: string, ids: SeedIds): string {
  const segments = path.split('/');
  const index = segments.findIndex((segment) => segment.startsWith(`{${name}}`));
  const owner = segments[index - 1];
  if (name === 'token') return ids.feedToken;
  if (name === 'key' || name === 'sessionId') return String(ids.sessionId);
  // A device turn's question (issue 26); an account that chairs nothing (the DELETE answers 404, never 401/403).
  if (name === 'questionId') return String(ids.questionId);
  if (name === 'userId') return '00000000-0000-4000-8000-000000000000';
  // Issue 37: a poll and a free-text answer nobody has: answered 404 to those allowed, never 401/403.
  if (name === 'pollId' || name === 'answerId') return '2000000000';
  if (name === 'slug' && owner === 'speakers') return ids.speakerSlug;
  switch (owner) {
    case 'sessions':
      return String(ids.sessionId);
    case 'announcements':
      return String(ids.announcementId);
    case 'questions':
      return String(ids.questionId);
    case 'presenter-urls':
      return String(ids.presenterUrlId);
    case 'sponsor-adverts':
      return String(ids.sponsorAdvertId);
    case 'speakers':
      return String(ids.speakerId);
    case 'sponsors':
      return String(ids.sponsorId);
    case 'venues':
      return String(ids.venueId);
    case 'starter-phrases':
    case 'phrases':
      return String(ids.starterPhraseId);
    case 'question-drafts':
    // A draft id nobody has: the owner-scoped routes answer 404, never 401/403.
    case 'invitations':
    case 'chair-invitations':
      // A well-formed id no pending invitation has: the admin gets 404, anyone else 401/403.
      return '00000000-0000-4000-8000-000000000000';
    case 'logos':
      // A well-formed name no sponsor shows: the logo route answers 404, never 401/403.
      return `${'0'.repeat(32)}.png`;
    default:
      throw new Error(`No real value known for {${name}} in ${path}: add one to helpers/api-routes.ts`);
  }
}

/** The route's path with every parameter replaced by `value(name)`, each URI-encoded. */
export function fillPath(path: string, value: (name: string) => string): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) => encodeURIComponent(value(name)));
}
