/** TypeBox schemas of the Q&A endpoints; each is checked at compile time against its contract type. */
import { type Static, Type } from 'typebox';
import type {
  AdminQuestion,
  AdminQuestionBulkModerateBody,
  AdminQuestionBulkModerateResult,
  AdminQuestionList,
  AdminQuestionUpdateBody,
  MyQuestionList,
  Question,
  QuestionList,
  QuestionStatus,
  SubmitQuestionBody,
  SubmitQuestionResult,
  VoteResult,
} from '../../contract/index';
import { type Assert, type Equals, Nullable, StringEnum } from '../../lib/schemas';

export const QUESTION_MAX = 500;
export const RESPONSE_MAX = 5000;
export const NOTES_MAX = 2000;
export const SHOWN_NAME_MAX = 100;

const STATUSES = ['pending', 'approved', 'rejected', 'answered'] as const satisfies readonly QuestionStatus[];
export const QuestionStatusSchema = StringEnum(STATUSES);

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const DateTime = Type.String({ format: 'date-time' });

export const QuestionSchema = Type.Object({
  id: Type.Integer(),
  text: Type.String(),
  sessionId: Nullable(Type.Integer()),
  sessionTitle: Nullable(Type.String()),
  anonymous: Type.Boolean(),
  authorName: Nullable(Type.String()),
  status: StringEnum(['approved', 'answered'] as const),
  answered: Type.Boolean(),
  votes: Type.Integer(),
  voted: Type.Boolean(),
  response: Nullable(Type.String()),
  respondedBy: Nullable(Type.String()),
  respondedAt: Nullable(DateTime),
  readOutLoud: Type.Boolean({ description: 'The asker asked for it to be read out loud' }),
  deviceTurn: Type.Boolean({ description: 'The asker will ask with their communication device and needs time' }),
  createdAt: DateTime,
});
export const QuestionListSchema = Type.Object({ questions: Type.Array(QuestionSchema) });

export const QuestionListQuery = Type.Object({ sessionId: Type.Optional(Id) }, { additionalProperties: false });

export const QuestionIdParams = Type.Object({ id: Id });

export const SubmitQuestionSchema = Type.Object(
  {
    // Trimmed by the server before the 1–500 check; a little slack for surrounding white space.
    text: Type.String({ maxLength: QUESTION_MAX + 100 }),
    sessionId: Nullable(Id),
    showName: Type.Optional(
      Type.String({ maxLength: SHOWN_NAME_MAX + 50, description: 'Absent or blank: the question is anonymous.' }),
    ),
  },
  { additionalProperties: false },
);

export const MyQuestionSchema = Type.Object({
  id: Type.Integer(),
  text: Type.String(),
  sessionId: Nullable(Type.Integer()),
  sessionTitle: Nullable(Type.String()),
  status: StringEnum(['waiting for review', 'published', 'answered', 'not published'] as const),
  shownName: Nullable(Type.String()),
  response: Nullable(Type.String()),
  createdAt: DateTime,
  chairTurn: Nullable(StringEnum(['waiting', 'called', 'answered'] as const)),
});
export const MyQuestionListSchema = Type.Object({ questions: Type.Array(MyQuestionSchema) });
export type _MyQuestionListMatches = Assert<Equals<Static<typeof MyQuestionListSchema>, MyQuestionList>>;

export const SubmitQuestionResultSchema = Type.Object({
  question: Type.Object({
    id: Type.Integer(),
    text: Type.String(),
    sessionId: Nullable(Type.Integer()),
    status: StringEnum(['pending'] as const),
    createdAt: DateTime,
  }),
  message: Type.String(),
});

export const VoteResultSchema = Type.Object({
  success: Type.Boolean(),
  newVoteCount: Type.Integer(),
  message: Type.String(),
});

export const AdminQuestionSchema = Type.Object({
  id: Type.Integer(),
  text: Type.String(),
  sessionId: Nullable(Type.Integer()),
  sessionTitle: Nullable(Type.String()),
  name: Nullable(Type.String()),
  email: Nullable(Type.String()),
  anonymous: Type.Boolean(),
  status: QuestionStatusSchema,
  answered: Type.Boolean(),
  votes: Type.Integer(),
  response: Nullable(Type.String()),
  respondedBy: Nullable(Type.String()),
  respondedAt: Nullable(DateTime),
  moderationNotes: Nullable(Type.String()),
  readOutLoud: Type.Boolean(),
  deviceTurn: Type.Boolean(),
  seat: Nullable(Type.String({ description: 'Where the asker sits: moderation and the chair only' })),
  createdAt: DateTime,
  updatedAt: DateTime,
});

export const AdminQuestionListSchema = Type.Object({
  questions: Type.Array(AdminQuestionSchema),
  counts: Type.Object({
    total: Type.Integer(),
    pending: Type.Integer(),
    approved: Type.Integer(),
    rejected: Type.Integer(),
    answered: Type.Integer(),
  }),
});

export const AdminQuestionListQuery = Type.Object(
  {
    status: Type.Optional(StringEnum(['all', ...STATUSES] as const)),
    q: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);

export const AdminQuestionUpdateSchema = Type.Object(
  {
    status: Type.Optional(QuestionStatusSchema),
    response: Type.Optional(Nullable(Type.String({ maxLength: RESPONSE_MAX }))),
    moderationNotes: Type.Optional(Nullable(Type.String({ maxLength: NOTES_MAX }))),
  },
  { additionalProperties: false },
);

/** More than a screen of questions at once is a mistake, not moderation. */
export const BULK_MAX = 200;

export const AdminQuestionBulkModerateSchema = Type.Object(
  {
    ids: Type.Array(Id, { minItems: 1, maxItems: BULK_MAX }),
    status: StringEnum(['approved', 'rejected'] as const),
  },
  { additionalProperties: false },
);

export const AdminQuestionBulkModerateResultSchema = Type.Object({
  updated: Type.Array(AdminQuestionSchema),
  unchangedIds: Type.Array(Type.Integer()),
  notFoundIds: Type.Array(Type.Integer()),
});

export type _QuestionMatches = Assert<Equals<Static<typeof QuestionSchema>, Question>>;
export type _QuestionListMatches = Assert<Equals<Static<typeof QuestionListSchema>, QuestionList>>;
export type _SubmitMatches = Assert<Equals<Static<typeof SubmitQuestionSchema>, SubmitQuestionBody>>;
export type _SubmitResultMatches = Assert<Equals<Static<typeof SubmitQuestionResultSchema>, SubmitQuestionResult>>;
export type _VoteMatches = Assert<Equals<Static<typeof VoteResultSchema>, VoteResult>>;
export type _AdminQuestionMatches = Assert<Equals<Static<typeof AdminQuestionSchema>, AdminQuestion>>;
export type _AdminQuestionListMatches = Assert<Equals<Static<typeof AdminQuestionListSchema>, AdminQuestionList>>;
export type _BulkBodyMatches = Assert<
  Equals<Static<typeof AdminQuestionBulkModerateSchema>, AdminQuestionBulkModerateBody>
>;
export type _BulkResultMatches = Assert<
  Equals<Static<typeof AdminQuestionBulkModerateResultSchema>, AdminQuestionBulkModerateResult>
>;
export type _AdminUpdateMatches = Assert<Equals<Static<typeof AdminQuestionUpdateSchema>, AdminQuestionUpdateBody>>;
