/** TypeBox schemas of the chair's routes and the admin's chair assignments (contract/chair.ts). */
import { type Static, Type } from 'typebox';
import type {
  AdminChairList,
  AssignChairsBody,
  AssignChairsResult,
  ChairSessionList,
  ChairSessionView,
} from '../../contract/chair';
import { type Assert, type Equals, INT4_MAX, Nullable, StringEnum } from '../../lib/schemas';
import { NAME_MAX_LENGTH } from '../auth/schemas';

const Id = Type.Integer({ minimum: 1, maximum: INT4_MAX });
const DateTime = Type.String({ format: 'date-time' });

export const ChairSessionParams = Type.Object({ sessionId: Id });
export const ChairTurnParams = Type.Object({ sessionId: Id, questionId: Id });
export const RemoveChairParams = Type.Object({ sessionId: Id, userId: Type.String({ format: 'uuid' }) });
export const WritingParams = Type.Object({ sessionId: Id });
export const ChairInvitationSessionsBodySchema = Type.Object(
  {
    token: Type.String({
      minLength: 1,
      maxLength: 200,
      description: 'The token from the link in the invitation email.',
    }),
  },
  { additionalProperties: false },
);

export const ChairSessionSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  date: Nullable(Type.String()),
  startTime: Nullable(Type.String()),
  endTime: Nullable(Type.String()),
  location: Nullable(Type.String()),
});

export const ChairSessionListSchema = Type.Object({ sessions: Type.Array(ChairSessionSchema) });

const ChairQuestionSchema = Type.Object({
  id: Type.Integer(),
  text: Type.String(),
  shownName: Nullable(Type.String()),
  readOutLoud: Type.Boolean(),
  deviceTurn: Type.Boolean(),
  seat: Nullable(Type.String()),
  votes: Type.Integer(),
  turn: Nullable(StringEnum(['waiting', 'called', 'answered'] as const)),
  createdAt: DateTime,
});

export const ChairSessionViewSchema = Type.Object({
  session: ChairSessionSchema,
  questionsOpen: Type.Boolean(),
  questions: Type.Array(ChairQuestionSchema),
  queue: Type.Array(ChairQuestionSchema),
  writing: Type.Integer({ minimum: 0 }),
});

export const AssignChairsBodySchema = Type.Object(
  {
    email: Type.String({ maxLength: 320 }),
    name: Type.String({ maxLength: NAME_MAX_LENGTH }),
    sessionIds: Type.Array(Id, { minItems: 1, maxItems: 50, description: 'The sessions to chair (1–50).' }),
  },
  { additionalProperties: false },
);

export const AssignChairsResultSchema = Type.Object({
  outcome: StringEnum(['assigned', 'invited'] as const),
  message: Type.String(),
});

export const AdminChairListSchema = Type.Object({
  assignments: Type.Array(
    Type.Object({
      userId: Type.String(),
      name: Type.String(),
      email: Type.String(),
      sessionId: Type.Integer(),
      sessionTitle: Type.String(),
      assignedAt: DateTime,
    }),
  ),
  invitations: Type.Array(
    Type.Object({
      id: Type.String({ format: 'uuid' }),
      email: Type.String(),
      name: Type.String(),
      sessionIds: Type.Array(Type.Integer()),
      sentBy: Nullable(Type.String()),
      sentAt: DateTime,
      expiresAt: DateTime,
    }),
  ),
});

export const ChairInvitationIdParams = Type.Object({
  id: Type.String({ format: 'uuid', description: 'The id GET /api/admin/session-chairs gives each invitation' }),
});

export type _ChairSessionListMatches = Assert<Equals<Static<typeof ChairSessionListSchema>, ChairSessionList>>;
export type _ChairSessionViewMatches = Assert<Equals<Static<typeof ChairSessionViewSchema>, ChairSessionView>>;
export type _AssignChairsBodyMatches = Assert<Equals<Static<typeof AssignChairsBodySchema>, AssignChairsBody>>;
export type _AssignChairsResultMatches = Assert<Equals<Static<typeof AssignChairsResultSchema>, AssignChairsResult>>;
export type _AdminChairListMatches = Assert<Equals<Static<typeof AdminChairListSchema>, AdminChairList>>;
