import { type Static, Type } from 'typebox';
import type { AdminDashboard, AdminOverview, AdminSystemStatus } from '../../contract/index';
import { type Assert, type Equals, Nullable, StringEnum } from '../../lib/schemas';

const DateTime = Type.String({ format: 'date-time' });

/** The stat cards' counts: the dashboard's `stats` and GET /api/admin/overview (contract AdminOverview). */
export const AdminOverviewSchema = Type.Object({
  sessions: Type.Integer(),
  questions: Type.Integer(),
  pendingQuestions: Type.Integer(),
  announcements: Type.Integer(),
  bookmarks: Type.Integer(),
});

const DashboardQuestionSchema = Type.Object({
  id: Type.Integer(),
  text: Type.String(),
  name: Nullable(Type.String()),
  status: StringEnum(['pending', 'approved', 'rejected', 'answered'] as const),
  sessionId: Nullable(Type.Integer()),
  sessionTitle: Nullable(Type.String()),
  createdAt: DateTime,
});

const DashboardUrlSchema = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  presenterName: Type.String(),
  sessionId: Type.Integer(),
  sessionTitle: Type.String(),
  createdAt: DateTime,
});

export const AdminSystemStatusSchema = Type.Object({
  checks: Type.Array(
    Type.Object({
      id: StringEnum(['database', 'sessionStore', 'fileStorage'] as const),
      label: Type.String(),
      status: StringEnum(['online', 'offline'] as const),
      detail: Type.String(),
      checkedAt: DateTime,
      durationMs: Type.Integer({ minimum: 0 }),
    }),
  ),
  checkedAt: DateTime,
});

export const AdminDashboardSchema = Type.Object({
  stats: AdminOverviewSchema,
  pendingQuestions: Type.Object({ items: Type.Array(DashboardQuestionSchema), total: Type.Integer() }),
  pendingUrls: Type.Object({ items: Type.Array(DashboardUrlSchema), total: Type.Integer() }),
  recentQuestions: Type.Array(DashboardQuestionSchema),
  system: AdminSystemStatusSchema,
  generatedAt: DateTime,
});

export type _AdminSystemStatusMatches = Assert<Equals<Static<typeof AdminSystemStatusSchema>, AdminSystemStatus>>;
export type _AdminDashboardMatches = Assert<Equals<Static<typeof AdminDashboardSchema>, AdminDashboard>>;
export type _AdminOverviewMatches = Assert<Equals<Static<typeof AdminOverviewSchema>, AdminOverview>>;
