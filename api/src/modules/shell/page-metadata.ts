/**
 * A session's or a speaker's own title, description and Open Graph tags in the first HTML (issue 28): a link shared
 * in a chat app, which reads the page without running it, shows the session, not "Conference Companion". The
 * browser app sets the same title when it draws the page. Other pages keep the host page's own title.
 */
import type { Db } from '../../db/database';
import { escapeAttribute } from './startup-hints';

export interface PageMetadata {
  /** The page's own part of the title; " – Conference Companion" follows, as the app's page titles do. */
  title: string;
  description: string;
  type: 'article' | 'profile';
}

const APP_NAME = 'Conference Companion';
const DESCRIPTION_MAX = 200;

/** Plain words, one line, cut at a word near the limit. */
export function shortDescription(text: string, max = DESCRIPTION_MAX): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max * 0.6)).trimEnd()}…`;
}

async function sessionMetadata(db: Db, id: number, conferenceName: string): Promise<PageMetadata | null> {
  const row = await db
    .selectFrom('sessions')
    .leftJoin('venues', 'venues.id', 'sessions.venueId')
    .select([
      'sessions.title',
      'sessions.description',
      'sessions.status',
      'sessions.sessionDate',
      'sessions.startTime',
      'venues.name as venueName',
    ])
    .where('sessions.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const when = [row.sessionDate, row.startTime?.slice(0, 5), row.venueName].filter(Boolean).join(', ');
  const about = row.description ? shortDescription(row.description) : `A session of ${conferenceName}.`;
  const cancelled = row.status === 'cancelled' ? 'Cancelled. ' : '';
  return { title: row.title, description: `${cancelled}${when ? `${when}. ` : ''}${about}`, type: 'article' };
}

async function speakerMetadata(db: Db, slug: string, conferenceName: string): Promise<PageMetadata | null> {
  // An old address of a renamed or merged speaker is redirected before this (speaker-redirects): no lookup here.
  // Like the speaker API, the list and the open data (issue 27): a speaker on no session is not public (issue 36).
  const row = await db
    .selectFrom('speakers')
    .select(['name', 'bio', 'affiliation'])
    .where('slug', '=', slug)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('sessionSpeakers')
          .select('sessionSpeakers.sessionId')
          .whereRef('sessionSpeakers.speakerId', '=', 'speakers.id'),
      ),
    )
    .executeTakeFirst();
  if (!row) return null;
  const about = row.bio.trim() ? shortDescription(row.bio) : `Speaker at ${conferenceName}.`;
  return { title: row.name, description: row.affiliation ? `${row.affiliation}. ${about}` : about, type: 'profile' };
}

/** The longest the page waits for its metadata: a slow or unreachable database never holds the page up for long. */
export const METADATA_WAIT_MS = 300;

/**
 * The metadata of a session or speaker page; null for every other path, one that names nothing, or when the
 * database does not answer within METADATA_WAIT_MS (the page is sent without it, as before).
 */
export async function pageMetadata(db: Db, urlPath: string, conferenceName: string): Promise<PageMetadata | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), METADATA_WAIT_MS);
  });
  try {
    return await Promise.race([lookUp(db, urlPath, conferenceName).catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}

async function lookUp(db: Db, urlPath: string, conferenceName: string): Promise<PageMetadata | null> {
  const session = /^\/session\/(\d{1,9})\/?$/.exec(urlPath);
  if (session) return sessionMetadata(db, Number(session[1]), conferenceName);
  const speaker = /^\/speakers\/([a-z0-9-]{1,200})\/?$/.exec(urlPath);
  if (speaker?.[1]) return speakerMetadata(db, speaker[1], conferenceName);
  return null;
}

/**
 * Puts the metadata in the page: the title replaced, a description and Open Graph tags added to the head.
 * `og:url` only with a configured public address: the request's Host header is not to be trusted.
 */
export function withPageMetadata(
  page: string,
  metadata: PageMetadata,
  siteName: string,
  canonicalUrl: string | null,
): string {
  const title = `${metadata.title} – ${APP_NAME}`;
  const tags = [
    `<meta name="description" content="${escapeAttribute(metadata.description)}" />`,
    `<meta property="og:type" content="${metadata.type}" />`,
    `<meta property="og:site_name" content="${escapeAttribute(siteName)}" />`,
    `<meta property="og:title" content="${escapeAttribute(metadata.title)}" />`,
    `<meta property="og:description" content="${escapeAttribute(metadata.description)}" />`,
    canonicalUrl ? `<meta property="og:url" content="${escapeAttribute(canonicalUrl)}" />` : '',
    '<meta name="twitter:card" content="summary" />',
  ].join('');
  // Replaced by functions: a title may hold "$&", which a replacement string would read as a pattern.
  const titled = page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeAttribute(title)}</title>`);
  return titled.replace('</head>', () => `${tags}</head>`);
}
