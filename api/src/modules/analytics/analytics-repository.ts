/**
 * The Analytics tab's figures, each computed by one SQL query (admin.md §2, §9; BEYOND D6).
 *
 * Ranges are calendar days in the conference time zone: "7 days" is today and the six days before it; the
 * previous range is the seven days before that. Rows are counted by their created_at, which the indexes of
 * migration 0017 serve.
 */
import { sql } from 'kysely';
import type { AdminAnalytics, AnalyticsCount, AnalyticsDay, AnalyticsDays, AnalyticsTotal } from '../../contract/index';
import type { Db } from '../../db/database';
import { percentChange } from './percent-change';

/** Active users are counted over this many days, whatever the range (admin.md §9). */
export const ACTIVE_USER_DAYS = 30;
/** Attendance is estimated for this many sessions, expecting max(2 × bookmarks, this minimum). */
export const ATTENDANCE_SESSIONS = 10;
export const ATTENDANCE_MINIMUM = 10;
export const TOP_ACTIONS = 5;

interface Bounds {
  /** Start of this range (midnight, conference time zone). */
  from: Date;
  /** Start of the previous range; it ends at `from`. */
  previousFrom: Date;
  /** Start of the active-user window. */
  activeFrom: Date;
  to: Date;
}

/** Midnight (in `timeZone`) of the day `daysBack` days before today, as a timestamptz expression. */
function midnight(timeZone: string, daysBack: number) {
  return sql`(((now() at time zone ${timeZone})::date - ${daysBack}::int)::timestamp at time zone ${timeZone})`;
}

async function rangeBounds(db: Db, days: number, timeZone: string): Promise<Bounds> {
  const { rows } = await sql<Bounds>`
    select ${midnight(timeZone, days - 1)} as "from",
           ${midnight(timeZone, 2 * days - 1)} as "previousFrom",
           ${midnight(timeZone, ACTIVE_USER_DAYS - 1)} as "activeFrom",
           now() as "to"
  `.execute(db);
  const row = rows[0];
  if (!row) throw new Error('range bounds query returned no row');
  return row;
}

function total(value: number, current: number, previous: number): AnalyticsTotal {
  return { value, current, previous, change: percentChange(current, previous) };
}

type CountedTable = 'questions' | 'bookmarks' | 'announcements' | 'sessions';

/** Every row, rows created in this range and rows created in the previous one, for each table. */
async function tableTotals(db: Db, bounds: Bounds) {
  const counts = (table: CountedTable) => sql`
    select ${table}::text as "table",
           count(*)::int as "all",
           (count(*) filter (where created_at >= ${bounds.from}))::int as "current",
           (count(*) filter (where created_at >= ${bounds.previousFrom} and created_at < ${bounds.from}))::int as "previous"
    from ${sql.table(table)}
  `;
  const { rows } = await sql<{ table: CountedTable; all: number; current: number; previous: number }>`
    ${counts('questions')} union all ${counts('bookmarks')} union all
    ${counts('announcements')} union all ${counts('sessions')}
  `.execute(db);
  const byTable = new Map(rows.map((row) => [row.table, total(row.all, row.current, row.previous)]));
  const get = (table: CountedTable) => byTable.get(table) ?? total(0, 0, 0);
  return {
    questions: get('questions'),
    bookmarks: get('bookmarks'),
    announcements: get('announcements'),
    sessions: get('sessions'),
  };
}

/** Distinct visitors or accounts that asked a question or made a bookmark. */
async function activeUsers(db: Db, bounds: Bounds): Promise<AnalyticsTotal> {
  const since = new Date(Math.min(bounds.previousFrom.getTime(), bounds.activeFrom.getTime()));
  const { rows } = await sql<{ value: number; current: number; previous: number }>`
    with activity as (
      select coalesce('u:' || author_user_id::text, 'v:' || author_visitor_id::text) as who, created_at
      from questions where created_at >= ${since}
      union all
      select coalesce('u:' || user_id::text, 'v:' || visitor_id::text) as who, created_at
      from bookmarks where created_at >= ${since}
    )
    select (count(distinct who) filter (where created_at >= ${bounds.activeFrom}))::int as "value",
           (count(distinct who) filter (where created_at >= ${bounds.from}))::int as "current",
           (count(distinct who) filter (where created_at >= ${bounds.previousFrom} and created_at < ${bounds.from}))::int
             as "previous"
    from activity
    where who is not null
  `.execute(db);
  const row = rows[0] ?? { value: 0, current: 0, previous: 0 };
  return total(row.value, row.current, row.previous);
}

async function questionStatus(db: Db): Promise<AnalyticsCount[]> {
  const { rows } = await sql<AnalyticsCount>`
    select s.status as "label", count(q.id)::int as "count"
    from (values ('pending', 1), ('approved', 2), ('answered', 3), ('rejected', 4)) as s (status, position)
    left join questions q on q.status = s.status
    group by s.status, s.position
    order by s.position
  `.execute(db);
  return rows;
}

async function sessionsByType(db: Db): Promise<AnalyticsCount[]> {
  const { rows } = await sql<AnalyticsCount>`
    select coalesce(nullif(trim(session_format), ''), 'Other') as "label", count(*)::int as "count"
    from sessions
    group by 1
    order by 2 desc, 1
  `.execute(db);
  return rows;
}

/** Per calendar day of the range: questions asked, bookmarks made and user actions recorded. */
async function activity(db: Db, bounds: Bounds, days: number, timeZone: string): Promise<AnalyticsDay[]> {
  const perDay = (table: 'questions' | 'bookmarks' | 'user_actions') => sql`
    select (created_at at time zone ${timeZone})::date as day, count(*)::int as n
    from ${sql.table(table)}
    where created_at >= ${bounds.from}
    group by 1
  `;
  const { rows } = await sql<AnalyticsDay>`
    with days as (
      select generate_series(
        (now() at time zone ${timeZone})::date - ${days - 1}::int,
        (now() at time zone ${timeZone})::date,
        interval '1 day'
      )::date as day
    ),
    q as (${perDay('questions')}),
    b as (${perDay('bookmarks')}),
    a as (${perDay('user_actions')})
    select to_char(days.day, 'YYYY-MM-DD') as "date",
           coalesce(q.n, 0) as "questions",
           coalesce(b.n, 0) as "bookmarks",
           coalesce(a.n, 0) as "userActions"
    from days
    left join q on q.day = days.day
    left join b on b.day = days.day
    left join a on a.day = days.day
    order by days.day
  `.execute(db);
  return rows;
}

async function topActions(db: Db, bounds: Bounds): Promise<AnalyticsCount[]> {
  const { rows } = await sql<AnalyticsCount>`
    select action_type as "label", count(*)::int as "count"
    from user_actions
    where created_at >= ${bounds.from}
    group by action_type
    order by 2 desc, 1
    limit ${TOP_ACTIONS}
  `.execute(db);
  return rows;
}

async function deviceUsage(db: Db, bounds: Bounds): Promise<AnalyticsCount[]> {
  const { rows } = await sql<AnalyticsCount>`
    select d.device as "label", count(u.id)::int as "count"
    from (values ('desktop', 1), ('mobile', 2), ('tablet', 3)) as d (device, position)
    left join user_actions u on u.device_type = d.device and u.created_at >= ${bounds.from}
    group by d.device, d.position
    order by d.position
  `.execute(db);
  return rows;
}

/** The first sessions of the programme (by date and start time) with their bookmarks. */
async function attendance(db: Db) {
  const { rows } = await sql<{ sessionId: number; title: string; bookmarks: number; expected: number }>`
    with first as (
      select id, title, session_date, start_time
      from sessions
      where status = 'active' and trim(title) <> ''
      order by session_date asc nulls last, start_time asc nulls last, id
      limit ${ATTENDANCE_SESSIONS}
    )
    select first.id as "sessionId", first.title as "title", count(b.id)::int as "bookmarks",
           greatest(2 * count(b.id), ${ATTENDANCE_MINIMUM})::int as "expected"
    from first
    left join bookmarks b on b.session_id = first.id
    group by first.id, first.title, first.session_date, first.start_time
    order by first.session_date asc nulls last, first.start_time asc nulls last, first.id
  `.execute(db);
  return rows;
}

export async function computeAnalytics(db: Db, days: AnalyticsDays, timeZone: string): Promise<AdminAnalytics> {
  const bounds = await rangeBounds(db, days, timeZone);
  const [tables, active, status, types, perDay, actions, devices, expected] = await Promise.all([
    tableTotals(db, bounds),
    activeUsers(db, bounds),
    questionStatus(db),
    sessionsByType(db),
    activity(db, bounds, days, timeZone),
    topActions(db, bounds),
    deviceUsage(db, bounds),
    attendance(db),
  ]);
  return {
    days,
    range: { from: bounds.from.toISOString(), to: bounds.to.toISOString() },
    previousRange: { from: bounds.previousFrom.toISOString(), to: bounds.from.toISOString() },
    totals: {
      questions: tables.questions,
      bookmarks: tables.bookmarks,
      activeUsers: active,
      announcements: tables.announcements,
      sessions: tables.sessions,
    },
    questionStatus: status,
    sessionsByType: types,
    activity: perDay,
    topActions: actions,
    deviceUsage: devices,
    attendance: expected,
  };
}
