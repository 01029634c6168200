/**
 * Every public page's own title, description and Open Graph tags in the first HTML (issues 28 and 36): a link shared
 * in a chat app, which reads the page without running it, shows the session, the programme or the venue, not
 * "Conference Companion", with the conference's preview image. The browser app sets the same title when it draws
 * the page (each page's PageTitle). Unknown addresses, the admin area and the token pages keep the host page's own.
 */
import type { Db } from '../../db/database';
import { escapeAttribute } from './startup-hints';

export interface PageMetadata {
  /** The page's own part of the title; " – Conference Companion" follows, as the app's page titles do. */
  title: string;
  description: string;
  type: 'article' | 'profile' | 'website';
}

/** The conference's preview image (api/static/conference-preview.svg drawn at this size), served under /static/. */
export const PREVIEW_IMAGE = {
  path: '/static/conference-preview.png',
  width: 1200,
  height: 630,
  alt: 'Two speech bubbles beside the conference name, Talking Together 2027',
} as const;

/** The pages' language and region, as the host page's <html lang="en-GB">. */
const LOCALE = 'en_GB';

/**
 * The pages that are the same for every address: the title each one's PageTitle sets in the browser, and what it
 * holds, for a preview. `{name}` is the conference's name.
 */
const FIXED_PAGES: Record<string, { title: string; description: string }> = {
  '/': {
    title: 'Home',
    description: '{name}: the programme, speakers, venue map, news and live questions, in one app that works with AAC.',
  },
  '/programme': {
    title: 'Conference Programme',
    description: 'Every session of {name} by day and start time, with search and filters by track, topic and level.',
  },
  '/timetable': { title: 'Conference Timetable', description: 'The sessions of {name} on a grid by day and room.' },
  '/map': { title: 'Venue Map', description: 'The rooms and buildings of {name}, with step-free routes and access.' },
  '/speakers': { title: 'Speakers', description: 'Everyone presenting at {name}, with their sessions.' },
  '/announcements': { title: 'News', description: 'News and announcements from the organisers of {name}.' },
  '/qa': { title: 'Questions & Answers', description: 'Questions for the speakers of {name}, asked and voted on.' },
  '/sponsors': { title: 'Our Sponsors', description: 'The organisations supporting {name}.' },
  '/about': { title: 'About', description: 'About {name} and this app.' },
  '/privacy-policy': {
    title: 'Privacy and Cookie Policy',
    description: 'What this app of {name} stores, for what, and the choices you have.',
  },
  '/accessibility': {
    title: 'Accessibility statement',
    description: 'How accessible this app of {name} is, what is known not to work, and how to tell us.',
  },
  '/my-agenda': { title: 'My Agenda', description: 'The sessions of {name} you have saved, kept in your browser.' },
  '/account': { title: 'Your account', description: 'Your account for {name}.' },
  '/account/sign-in': { title: 'Sign in', description: 'Sign in to your account for {name}.' },
  '/account/sign-up': { title: 'Create an account', description: 'Create an account for {name}.' },
  '/account/forgot-password': {
    title: 'Forgot your password?',
    description: 'Get a link to choose a new password for your account for {name}.',
  },
};

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

async function venueMetadata(db: Db, slug: string, conferenceName: string): Promise<PageMetadata | null> {
  const row = await db
    .selectFrom('venues')
    .select(['name', 'building', 'description'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!row) return null;
  const about = row.description.trim() ? shortDescription(row.description) : `A venue of ${conferenceName}.`;
  return {
    title: `${row.name} – Venue Map`,
    description: row.building ? `${row.building}. ${about}` : about,
    type: 'website',
  };
}

async function sessionQuestionsMetadata(db: Db, id: number, conferenceName: string): Promise<PageMetadata | null> {
  const row = await db.selectFrom('sessions').select(['title']).where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  return {
    title: `Questions & Answers: ${row.title}`,
    description: `Questions for the speakers of "${row.title}" at ${conferenceName}, asked and voted on.`,
    type: 'website',
  };
}

/** The room screen (issue 37): the same title as its RoomPage sets in the browser. */
async function roomMetadata(db: Db, id: number, conferenceName: string): Promise<PageMetadata | null> {
  const row = await db.selectFrom('sessions').select(['title']).where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  return {
    title: `Room screen: ${row.title}`,
    description: `The room's screen for "${row.title}" at ${conferenceName}: the open poll and the questions.`,
    type: 'website',
  };
}

/** The longest the page waits for its metadata: a slow or unreachable database never holds the page up for long. */
export const METADATA_WAIT_MS = 300;

/**
 * The metadata of a public page; null for any other path, one that names nothing, or a page drawn from the
 * database (a session, a speaker, a venue) when the database does not answer within METADATA_WAIT_MS (the page is
 * sent without it, as before).
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
  const fixed = FIXED_PAGES[urlPath.length > 1 ? urlPath.replace(/\/$/, '') : urlPath];
  if (fixed) {
    return { title: fixed.title, description: fixed.description.replace('{name}', conferenceName), type: 'website' };
  }
  const venue = /^\/map\/([a-z0-9-]{1,200})\/?$/.exec(urlPath);
  if (venue?.[1]) return venueMetadata(db, venue[1], conferenceName);
  const questions = /^\/qa\/(\d{1,9})\/?$/.exec(urlPath);
  if (questions) return sessionQuestionsMetadata(db, Number(questions[1]), conferenceName);
  const room = /^\/room\/(\d{1,9})\/?$/.exec(urlPath);
  if (room) return roomMetadata(db, Number(room[1]), conferenceName);
  const session = /^\/session\/(\d{1,9})\/?$/.exec(urlPath);
  if (session) return sessionMetadata(db, Number(session[1]), conferenceName);
  const speaker = /^\/speakers\/([a-z0-9-]{1,200})\/?$/.exec(urlPath);
  if (speaker?.[1]) return speakerMetadata(db, speaker[1], conferenceName);
  return null;
}

/**
 * Puts the metadata in the page: the title replaced, a description and Open Graph tags added to the head.
 * `og:url` only with a configured public address: the request's Host header is not to be trusted. For the same
 * reason the image's address is absolute only with one; without, it is the path (read by browsers, not by every
 * preview).
 */
export function withPageMetadata(
  page: string,
  metadata: PageMetadata,
  siteName: string,
  canonicalUrl: string | null,
): string {
  const title = `${metadata.title} – ${APP_NAME}`;
  const image = canonicalUrl ? new URL(PREVIEW_IMAGE.path, canonicalUrl).href : PREVIEW_IMAGE.path;
  const tags = [
    `<meta name="description" content="${escapeAttribute(metadata.description)}" />`,
    `<meta property="og:type" content="${metadata.type}" />`,
    `<meta property="og:site_name" content="${escapeAttribute(siteName)}" />`,
    `<meta property="og:title" content="${escapeAttribute(metadata.title)}" />`,
    `<meta property="og:description" content="${escapeAttribute(metadata.description)}" />`,
    canonicalUrl ? `<meta property="og:url" content="${escapeAttribute(canonicalUrl)}" />` : '',
    `<meta property="og:locale" content="${LOCALE}" />`,
    `<meta property="og:image" content="${escapeAttribute(image)}" />`,
    `<meta property="og:image:width" content="${PREVIEW_IMAGE.width}" />`,
    `<meta property="og:image:height" content="${PREVIEW_IMAGE.height}" />`,
    `<meta property="og:image:alt" content="${escapeAttribute(PREVIEW_IMAGE.alt)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
  ].join('');
  // Replaced by functions: a title may hold "$&", which a replacement string would read as a pattern.
  const titled = page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeAttribute(title)}</title>`);
  return titled.replace('</head>', () => `${tags}</head>`);
}
