/**
 * The right-hand side of every iCalendar UID this deployment writes. A UID must be globally unique (RFC 5545
 * §3.8.4.7): `session-42@conference-companion` was the same in every deployment, so a calendar app subscribed to
 * two conferences run with this app would merge their sessions. The domain is the host (and path) of PUBLIC_URL
 * when configured, else the deployment's random id kept in the database (migration 2026-11-25-0030); the left-hand
 * side names the conference and the session (ical.ts `sessionUid`).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';

const DEPLOYMENT_ID_KEY = 'deployment_id';

/** Read once per database: the id never changes once made. */
const deploymentIds = new WeakMap<Db, Promise<string>>();

async function readDeploymentId(db: Db): Promise<string> {
  const read = () => db.selectFrom('settings').select('value').where('key', '=', DEPLOYMENT_ID_KEY).executeTakeFirst();
  let row = await read();
  if (!row) {
    // A database migrated before the id existed, then emptied by hand: make it now, the same way.
    await db
      .insertInto('settings')
      .values({ key: DEPLOYMENT_ID_KEY, value: JSON.stringify(crypto.randomUUID()) })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .execute();
    row = await read();
  }
  const value = row?.value;
  if (typeof value !== 'string' || !value) throw new Error('settings.deployment_id is missing or not a string');
  return value;
}

export function deploymentId(db: Db): Promise<string> {
  let id = deploymentIds.get(db);
  if (!id) {
    id = readDeploymentId(db);
    // A failed read (database down) is not kept: the next request tries again.
    id.catch(() => deploymentIds.delete(db));
    deploymentIds.set(db, id);
  }
  return id;
}

/** `https://TT2027.example/companion/` → `tt2027.example/companion`: what tells deployments apart. */
export function uidDomainOfPublicUrl(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.host.toLowerCase()}${url.pathname.replace(/\/+$/, '')}`;
}

export async function calendarUidDomain(app: Pick<FastifyInstance, 'db' | 'config'>): Promise<string> {
  const { publicUrl } = app.config;
  return publicUrl ? uidDomainOfPublicUrl(publicUrl) : deploymentId(app.db);
}

/** What every calendar of this conference shares: its zone, UIDs and organiser (ical.ts `ICalendarOptions`). */
export async function conferenceCalendarOptions(app: Pick<FastifyInstance, 'db' | 'config'>) {
  const { conference } = app.config;
  return {
    timeZone: conference.timeZone,
    uidDomain: await calendarUidDomain(app),
    conferenceKey: conference.shortName,
    organizer: { name: conference.organiser, email: conference.contactEmail },
  };
}
