/**
 * Loads the fictional programme (api/src/seed/data/, written as typed arrays) into an empty database,
 * in one transaction: all of it or nothing.
 */

import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/types';
import { linkSpeakersByName } from '../modules/speakers/session-speakers';
import { seedAnnouncements } from './data/announcements';
import { seedPresenterUrls } from './data/presenter-urls';
import { seedQuestions } from './data/questions';
import { seedSessions } from './data/sessions';
import { generatedSpeakerBio, seedSpeakerBios } from './data/speakers';
import { seedSponsors } from './data/sponsors';
import { seedVenues } from './data/venues';

const HOUR_MS = 60 * 60 * 1000;

export interface SeedCounts {
  venues: number;
  sessions: number;
  sponsors: number;
  announcements: number;
  questions: number;
  questionVotes: number;
  presenterUrls: number;
}

function hoursBefore(now: Date, hours: number): Date {
  return new Date(now.getTime() - hours * HOUR_MS);
}

/** Seed references name a session by session number, else by track (case-insensitive). */
function sessionResolver(rows: { id: number; sessionNumber: string | null; track: string | null }[]) {
  const byNumber = new Map<string, number>();
  const byTrack = new Map<string, number>();
  for (const row of rows) {
    const number = row.sessionNumber?.trim().toLowerCase();
    const track = row.track?.trim().toLowerCase();
    if (number && !byNumber.has(number)) byNumber.set(number, row.id);
    if (track && !byTrack.has(track)) byTrack.set(track, row.id);
  }
  return (reference: string, what: string): number => {
    const key = reference.trim().toLowerCase();
    const id = byNumber.get(key) ?? byTrack.get(key);
    if (id === undefined) throw new Error(`Seed data: ${what} refers to unknown session "${reference}"`);
    return id;
  };
}

async function insertAll(trx: Transaction<Database>, now: Date): Promise<SeedCounts> {
  const venues = await trx
    .insertInto('venues')
    .values(
      seedVenues.map((venue, index) => ({
        slug: venue.slug,
        name: venue.name,
        building: venue.building,
        description: venue.description,
        capacity: venue.capacity,
        accessibility: venue.accessibility,
        facilities: venue.facilities,
        location: venue.location,
        stepFreeRoute: venue.stepFreeRoute,
        lifts: venue.lifts,
        toilets: venue.toilets,
        hearingLoop: venue.hearingLoop,
        quietSpace: venue.quietSpace,
        sortOrder: index + 1,
      })),
    )
    .returning(['id', 'slug'])
    .execute();
  const venueIds = new Map(venues.map((venue) => [venue.slug, venue.id]));

  const sessions = await trx
    .insertInto('sessions')
    .values(
      seedSessions.map((session) => {
        const venueId = session.venueSlug === null ? null : venueIds.get(session.venueSlug);
        if (venueId === undefined) {
          throw new Error(`Seed data: session "${session.title}" names unknown venue "${session.venueSlug}"`);
        }
        return {
          sessionNumber: session.sessionNumber,
          track: session.track,
          title: session.title,
          description: session.description,
          abstractContent: session.abstractContent,
          abstractReferences: session.abstractReferences,
          abstractNumber: session.abstractNumber,
          hasAbstract: session.hasAbstract,
          presenters: session.presenters,
          sessionFormat: session.sessionFormat,
          topicCategory: session.topicCategory,
          sessionLevel: session.sessionLevel,
          ageGroup: session.ageGroup,
          status: session.status,
          cancellationNotes: session.cancellationNotes,
          location: session.location,
          building: session.building,
          room: session.room,
          venueId,
          sessionDate: session.sessionDate,
          startTime: session.startTime,
          endTime: session.endTime,
        };
      }),
    )
    .returning(['id', 'sessionNumber', 'track', 'presenters'])
    .execute();
  // Every presenter is a speaker with a page, as after an import.
  await linkSpeakersByName(
    trx,
    [...sessions].sort((a, b) => a.id - b.id),
  );
  for (const { name, affiliation, bio } of seedSpeakerBios) {
    await trx.updateTable('speakers').set({ affiliation, bio }).where('name', '=', name).execute();
  }
  // Short invented biographies for most of the others, in name order so every seed gives the same (issue 27).
  const withoutBio = await trx
    .selectFrom('speakers')
    .select(['id', 'name'])
    .where('bio', '=', '')
    .orderBy('name')
    .execute();
  for (const [index, { id, name }] of withoutBio.entries()) {
    const written = generatedSpeakerBio(name, index);
    if (written) await trx.updateTable('speakers').set(written).where('id', '=', id).execute();
  }
  // Returned rows are sorted by id so that "first session with this track" means the first seeded one.
  const sessionId = sessionResolver([...sessions].sort((a, b) => a.id - b.id));

  const sponsors = await trx
    .insertInto('sponsors')
    .values(
      seedSponsors.map((sponsor) => ({
        name: sponsor.name,
        url: sponsor.url,
        logoFile: sponsor.logoFile,
        logoStyle: sponsor.logoStyle,
        sortOrder: sponsor.sortOrder,
        logoAlt: `${sponsor.name} logo`,
      })),
    )
    .returning('id')
    .execute();

  const announcements = await trx
    .insertInto('announcements')
    .values(
      seedAnnouncements.map((announcement) => {
        const createdAt = hoursBefore(now, announcement.hoursAgo);
        return {
          title: announcement.title,
          summary: announcement.summary,
          content: announcement.content,
          priority: announcement.priority,
          category: announcement.category,
          actionUrl: announcement.actionUrl,
          actionText: announcement.actionText,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    )
    .returning('id')
    .execute();

  const questions = await trx
    .insertInto('questions')
    .values(
      seedQuestions.map((question) => {
        const createdAt = hoursBefore(now, question.hoursAgo);
        // Answered an hour after asking, but never in the future.
        const respondedAt =
          question.response === null ? null : new Date(Math.min(createdAt.getTime() + HOUR_MS, now.getTime()));
        return {
          text: question.text,
          sessionId:
            question.sessionNumberOrTrack === null
              ? null
              : sessionId(question.sessionNumberOrTrack, `question "${question.text.slice(0, 40)}…"`),
          name: question.name,
          email: question.email,
          anonymous: question.anonymous,
          status: question.status,
          response: question.response,
          respondedBy: question.respondedBy,
          respondedAt,
          createdAt,
          updatedAt: respondedAt ?? createdAt,
        };
      }),
    )
    .returning('id')
    .execute();

  // Votes are real rows (one per voter, as the database demands), cast by seed visitors.
  const maxVotes = Math.max(0, ...seedQuestions.map((question) => question.votes));
  let questionVotes = 0;
  if (maxVotes > 0) {
    const voters = await trx
      .insertInto('visitors')
      .values(Array.from({ length: maxVotes }, () => ({ createdAt: hoursBefore(now, 48) })))
      .returning('id')
      .execute();
    const votes = seedQuestions.flatMap((question, index) =>
      voters
        .slice(0, question.votes)
        .map((voter) => ({ questionId: questions[index]!.id, visitorId: voter.id, userId: null })),
    );
    if (votes.length > 0) {
      await trx.insertInto('questionVotes').values(votes).execute();
      questionVotes = votes.length;
    }
  }

  const presenterUrls = await trx
    .insertInto('presenterUrls')
    .values(
      seedPresenterUrls.map((entry) => ({
        sessionId: sessionId(entry.sessionNumberOrTrack, `presenter URL ${entry.url}`),
        presenterName: entry.presenterName,
        presenterEmail: entry.presenterEmail,
        url: entry.url,
        description: entry.description,
        status: entry.status,
        moderationNotes: entry.moderationNotes,
        moderatedAt: entry.status === 'pending' ? null : hoursBefore(now, 1),
      })),
    )
    .returning('id')
    .execute();

  return {
    venues: venues.length,
    sessions: sessions.length,
    sponsors: sponsors.length,
    announcements: announcements.length,
    questions: questions.length,
    questionVotes,
    presenterUrls: presenterUrls.length,
  };
}

/** Inserts the whole seed. Use on an empty database (see seedIfEmpty). */
export async function seedDatabase(db: Db, now = new Date()): Promise<SeedCounts> {
  return db.transaction().execute((trx) => insertAll(trx, now));
}

/**
 * Seeds when there are no sessions yet. An advisory lock makes concurrent API instances seed once.
 * Returns the counts, or null when the database already had a programme.
 */
export async function seedIfEmpty(db: Db, now = new Date()): Promise<SeedCounts | null> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('conference-companion-seed'))`.execute(trx);
    const existing = await trx.selectFrom('sessions').select('id').limit(1).executeTakeFirst();
    if (existing) return null;
    return insertAll(trx, now);
  });
}
