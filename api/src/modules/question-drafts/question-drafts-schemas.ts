/** TypeBox schemas of the drafts and session-questions routes; each checked at compile time against its contract type. */
import { type Static, Type } from 'typebox';
import type {
  QuestionDraft,
  QuestionDraftList,
  QuestionDraftSaveBody,
  QuestionDraftSendBody,
  SessionQuestionsStatus,
} from '../../contract/index';
import { SEAT_MAX } from '../../contract/index';
import { type Assert, type Equals, Nullable, StringEnum } from '../../lib/schemas';
import { QUESTION_MAX, SHOWN_NAME_MAX } from '../questions/questions-schemas';

/** More drafts than this is not someone preparing questions. */
export const DRAFTS_MAX = 200;

const DateTime = Type.String({ format: 'date-time' });
const SessionId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const DraftIdParams = Type.Object({
  id: Type.String({
    pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
    description: 'The UUID the browser gave the draft',
  }),
});

export const SessionIdParams = Type.Object({ id: SessionId });

export const DraftListQuery = Type.Object(
  {
    sessionId: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: "One session's drafts; 0: those with none" }),
    ),
  },
  { additionalProperties: false },
);

export const QuestionDraftSchema = Type.Object({
  id: Type.String(),
  sessionId: Nullable(Type.Integer()),
  sessionTitle: Nullable(Type.String()),
  text: Type.String(),
  readOutLoud: Type.Boolean(),
  deviceTurn: Type.Boolean(),
  seat: Nullable(Type.String()),
  shownName: Nullable(Type.String()),
  sendWhen: StringEnum(['now', 'questions_open'] as const),
  state: StringEnum(['draft', 'scheduled', 'held', 'sent'] as const),
  sendsAt: Nullable(DateTime),
  heldReason: Nullable(StringEnum(['session_cancelled', 'session_removed'] as const)),
  sentQuestionId: Nullable(Type.Integer()),
  sentQuestionStatus: Nullable(StringEnum(['waiting for review', 'published', 'answered', 'not published'] as const)),
  sentAt: Nullable(DateTime),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export const QuestionDraftListSchema = Type.Object({ drafts: Type.Array(QuestionDraftSchema) });

export const QuestionDraftSaveSchema = Type.Object(
  {
    sessionId: Nullable(SessionId),
    // Kept as written (not trimmed: the writer is mid-sentence); a little slack is refused with a message.
    text: Type.String({ maxLength: QUESTION_MAX + 100 }),
    readOutLoud: Type.Boolean(),
    deviceTurn: Type.Boolean(),
    seat: Nullable(Type.String({ maxLength: SEAT_MAX + 50 })),
    shownName: Nullable(Type.String({ maxLength: SHOWN_NAME_MAX + 50 })),
  },
  { additionalProperties: false },
);

export const QuestionDraftSendSchema = Type.Object(
  { when: StringEnum(['now', 'questions_open'] as const) },
  { additionalProperties: false },
);

export const SessionQuestionsStatusSchema = Type.Object({
  sessionId: Type.Integer(),
  open: Type.Boolean(),
  opensAt: Nullable(DateTime),
  openedAt: Nullable(DateTime),
  closedAt: Nullable(DateTime),
});

export type _DraftMatches = Assert<Equals<Static<typeof QuestionDraftSchema>, QuestionDraft>>;
export type _DraftListMatches = Assert<Equals<Static<typeof QuestionDraftListSchema>, QuestionDraftList>>;
export type _DraftSaveMatches = Assert<Equals<Static<typeof QuestionDraftSaveSchema>, QuestionDraftSaveBody>>;
export type _DraftSendMatches = Assert<Equals<Static<typeof QuestionDraftSendSchema>, QuestionDraftSendBody>>;
export type _StatusMatches = Assert<Equals<Static<typeof SessionQuestionsStatusSchema>, SessionQuestionsStatus>>;
