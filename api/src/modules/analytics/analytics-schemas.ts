import { type Static, Type } from 'typebox';
import type { AdminAnalytics } from '../../contract/index';
import { type Assert, type Equals, Nullable } from '../../lib/schemas';

export const ANALYTICS_DAYS = [7, 30, 90] as const;

export const AnalyticsQuerySchema = Type.Object({
  days: Type.Optional(
    Type.Unsafe<7 | 30 | 90>({
      type: 'integer',
      enum: [...ANALYTICS_DAYS],
      description: 'Length of the range in days (default 30).',
    }),
  ),
});

const TotalSchema = Type.Object({
  value: Type.Integer(),
  current: Type.Integer(),
  previous: Type.Integer(),
  change: Nullable(Type.Number({ description: 'Percent against the previous range; null when it counted 0.' })),
});

const CountSchema = Type.Object({ label: Type.String(), count: Type.Integer() });
const RangeSchema = Type.Object({
  from: Type.String({ format: 'date-time' }),
  to: Type.String({ format: 'date-time' }),
});

export const AdminAnalyticsSchema = Type.Object({
  days: Type.Unsafe<7 | 30 | 90>({ type: 'integer', enum: [...ANALYTICS_DAYS] }),
  range: RangeSchema,
  previousRange: RangeSchema,
  totals: Type.Object({
    questions: TotalSchema,
    bookmarks: TotalSchema,
    activeUsers: TotalSchema,
    announcements: TotalSchema,
    sessions: TotalSchema,
  }),
  questionStatus: Type.Array(CountSchema),
  sessionsByType: Type.Array(CountSchema),
  activity: Type.Array(
    Type.Object({
      date: Type.String({ format: 'date' }),
      questions: Type.Integer(),
      bookmarks: Type.Integer(),
      userActions: Type.Integer(),
    }),
  ),
  topActions: Type.Array(CountSchema),
  deviceUsage: Type.Array(CountSchema),
  attendance: Type.Array(
    Type.Object({
      sessionId: Type.Integer(),
      title: Type.String(),
      bookmarks: Type.Integer(),
      expected: Type.Integer(),
    }),
  ),
});

export type _AdminAnalyticsMatches = Assert<Equals<Static<typeof AdminAnalyticsSchema>, AdminAnalytics>>;
