/** TypeBox schemas of the polls and room routes (contract/polls.ts), each checked against its contract type. */
import { type Static, Type } from 'typebox';
import {
  type ManagedPoll,
  type ManagedPolls,
  type MyPollAnswer,
  type MyPollAnswers,
  type OpenPolls,
  POLL_OPTION_LABEL_MAX,
  POLL_OPTIONS_MAX,
  POLL_OPTIONS_MIN,
  POLL_QUESTION_MAX,
  POLL_SCALE_LABEL_MAX,
  POLL_TEXT_ANSWER_MAX,
  type Poll,
  type PollAnswerBody,
  type PollAnswerResult,
  type PollResults,
  type PollResultsVisibilityBody,
  type PollWriteBody,
  type RoomView,
  type SessionPolls,
} from '../../contract/polls';
import { type Assert, type Equals, INT4_MAX, Nullable, StringEnum } from '../../lib/schemas';

const Id = Type.Integer({ minimum: 1, maximum: INT4_MAX });
const AnswerId = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
const DateTime = Type.String({ format: 'date-time' });
const Kind = StringEnum(['single', 'multiple', 'scale', 'text'] as const);
const TextStatus = StringEnum(['pending', 'approved', 'rejected'] as const);

export const SessionIdParams = Type.Object({ sessionId: Id });
export const PollIdParams = Type.Object({ pollId: Id });
export const ManagedPollParams = Type.Object({ sessionId: Id, pollId: Id });
export const PollTextAnswerParams = Type.Object({ sessionId: Id, pollId: Id, answerId: AnswerId });

const ScaleLabels = Type.Object(
  {
    low: Type.String({ minLength: 1, maxLength: POLL_SCALE_LABEL_MAX, description: 'What 1 means' }),
    high: Type.String({ minLength: 1, maxLength: POLL_SCALE_LABEL_MAX, description: 'What 5 means' }),
  },
  { additionalProperties: false },
);

export const PollWriteBodySchema = Type.Object(
  {
    kind: Kind,
    question: Type.String({ minLength: 1, maxLength: POLL_QUESTION_MAX }),
    options: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: POLL_OPTION_LABEL_MAX }), {
        maxItems: POLL_OPTIONS_MAX,
        description: `${POLL_OPTIONS_MIN}–${POLL_OPTIONS_MAX} labels for single and several choices; none for scale and text`,
      }),
    ),
    scaleLabels: Type.Optional(Nullable(ScaleLabels)),
    resultsVisible: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type _PollWriteBody = Assert<Equals<Static<typeof PollWriteBodySchema>, PollWriteBody>>;

export const PollAnswerBodySchema = Type.Object(
  {
    optionIds: Type.Optional(Type.Array(Id, { minItems: 1, maxItems: POLL_OPTIONS_MAX, uniqueItems: true })),
    text: Type.Optional(Type.String({ minLength: 1, maxLength: POLL_TEXT_ANSWER_MAX })),
  },
  { additionalProperties: false },
);
export type _PollAnswerBody = Assert<Equals<Static<typeof PollAnswerBodySchema>, PollAnswerBody>>;

export const PollResultsVisibilityBodySchema = Type.Object(
  { visible: Type.Boolean() },
  { additionalProperties: false },
);
export type _PollResultsVisibilityBody = Assert<
  Equals<Static<typeof PollResultsVisibilityBodySchema>, PollResultsVisibilityBody>
>;

const PollOptionSchema = Type.Object({ id: Type.Integer(), label: Type.String() });

export const PollResultsSchema = Type.Object({
  answered: Type.Integer({ minimum: 0 }),
  options: Type.Array(
    Type.Object({
      id: Type.Integer(),
      label: Type.String(),
      count: Type.Integer({ minimum: 0 }),
      percent: Type.Integer({ minimum: 0 }),
    }),
  ),
  mean: Nullable(Type.Number()),
  texts: Type.Array(Type.Object({ id: Type.Integer(), text: Type.String() })),
});
export type _PollResults = Assert<Equals<Static<typeof PollResultsSchema>, PollResults>>;

const pollProperties = {
  id: Type.Integer(),
  sessionId: Type.Integer(),
  kind: Kind,
  question: Type.String(),
  options: Type.Array(PollOptionSchema),
  scaleLabels: Nullable(Type.Object({ low: Type.String(), high: Type.String() })),
  state: StringEnum(['draft', 'open', 'closed'] as const),
  openedAt: Nullable(DateTime),
  closedAt: Nullable(DateTime),
  closesNotBefore: Nullable(DateTime),
  resultsVisible: Type.Boolean(),
  answered: Type.Integer({ minimum: 0 }),
};

export const PollSchema = Type.Object({ ...pollProperties, results: Nullable(PollResultsSchema) });
export type _Poll = Assert<Equals<Static<typeof PollSchema>, Poll>>;

export const SessionPollsSchema = Type.Object({ polls: Type.Array(PollSchema) });
export type _SessionPolls = Assert<Equals<Static<typeof SessionPollsSchema>, SessionPolls>>;

export const OpenPollsSchema = Type.Object({
  polls: Type.Array(
    Type.Object({ ...pollProperties, results: Nullable(PollResultsSchema), sessionTitle: Type.String() }),
  ),
});
type Flat<T> = { [K in keyof T]: T[K] };
export type _OpenPolls = Assert<
  Equals<Static<typeof OpenPollsSchema>['polls'][number], Flat<OpenPolls['polls'][number]>>
>;

export const MyPollAnswerSchema = Type.Object({
  pollId: Type.Integer(),
  optionIds: Type.Array(Type.Integer()),
  text: Nullable(Type.String()),
  textStatus: Nullable(TextStatus),
  updatedAt: DateTime,
});
export type _MyPollAnswer = Assert<Equals<Static<typeof MyPollAnswerSchema>, MyPollAnswer>>;

export const MyPollAnswersSchema = Type.Object({ answers: Type.Array(MyPollAnswerSchema) });
export type _MyPollAnswers = Assert<Equals<Static<typeof MyPollAnswersSchema>, MyPollAnswers>>;

export const PollAnswerResultSchema = Type.Object({ answer: MyPollAnswerSchema, poll: PollSchema });
export type _PollAnswerResult = Assert<Equals<Static<typeof PollAnswerResultSchema>, PollAnswerResult>>;

export const ManagedPollSchema = Type.Object({
  ...pollProperties,
  results: PollResultsSchema,
  textAnswers: Type.Array(
    Type.Object({ id: Type.Integer(), text: Type.String(), status: TextStatus, createdAt: DateTime }),
  ),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type _ManagedPoll = Assert<Equals<Static<typeof ManagedPollSchema>, ManagedPoll>>;

export const ManagedPollsSchema = Type.Object({
  polls: Type.Array(ManagedPollSchema),
  minOpenSeconds: Type.Integer({ minimum: 1 }),
});
export type _ManagedPolls = Assert<Equals<Static<typeof ManagedPollsSchema>, ManagedPolls>>;

export const RoomViewSchema = Type.Object({
  session: Type.Object({
    id: Type.Integer(),
    title: Type.String(),
    date: Nullable(Type.String()),
    startTime: Nullable(Type.String()),
    endTime: Nullable(Type.String()),
    location: Nullable(Type.String()),
  }),
  shortUrl: Type.String(),
  questionsOpen: Type.Boolean(),
  questions: Type.Array(
    Type.Object({
      id: Type.Integer(),
      text: Type.String(),
      shownName: Nullable(Type.String()),
      readOutLoud: Type.Boolean(),
      deviceTurn: Type.Boolean(),
      votes: Type.Integer({ minimum: 0 }),
      answered: Type.Boolean(),
    }),
  ),
  polls: Type.Array(PollSchema),
  writing: Type.Integer({ minimum: 0 }),
});
export type _RoomView = Assert<Equals<Static<typeof RoomViewSchema>, RoomView>>;
