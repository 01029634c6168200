import { type Static, Type } from 'typebox';
import type {
  AccountDataExport,
  AccountSessionList,
  ChangePasswordBody,
  DeleteAccountBody,
  EndOtherSessionsBody,
  EraseAttendeeBody,
} from '../../contract/index';
import { type Assert, type Equals, Nullable, StringEnum } from '../../lib/schemas';
import { PASSWORD_MAX_LENGTH } from '../auth/passwords';
import { PushPreferencesSchema } from '../push/push-schemas';
import { QuestionDraftSchema } from '../question-drafts/question-drafts-schemas';
import { MyQuestionSchema } from '../questions/questions-schemas';

const DateTime = Type.String({ format: 'date-time' });

export const AccountDataExportSchema = Type.Object({
  exportedAt: DateTime,
  account: Nullable(
    Type.Object({
      email: Type.String(),
      name: Type.String(),
      role: StringEnum(['attendee', 'admin'] as const),
      createdAt: DateTime,
    }),
  ),
  agenda: Type.Array(Type.Object({ sessionId: Type.Integer(), title: Type.String(), addedAt: DateTime })),
  questions: Type.Array(MyQuestionSchema),
  votes: Type.Array(Type.Object({ questionId: Type.Integer(), text: Type.String(), votedAt: DateTime })),
  readNews: Type.Array(Type.Object({ announcementId: Type.Integer(), title: Type.String(), readAt: DateTime })),
  calendarFeed: Nullable(Type.Object({ createdAt: DateTime })),
  questionDrafts: Type.Array(QuestionDraftSchema),
  activity: Type.Array(
    Type.Object({
      action: Type.String(),
      pageUrl: Type.String(),
      details: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()])),
      device: Type.String(),
      recordedAt: DateTime,
    }),
  ),
  phrases: Type.Array(Type.Object({ text: Type.String(), createdAt: DateTime })),
  pushSubscriptions: Type.Array(
    Type.Object({
      pushService: Type.String({ description: "The push service's origin, e.g. https://fcm.googleapis.com" }),
      preferences: PushPreferencesSchema,
      createdAt: DateTime,
      updatedAt: DateTime,
    }),
  ),
  pollAnswers: Type.Array(
    Type.Object({
      sessionId: Type.Integer(),
      pollId: Type.Integer(),
      question: Type.String(),
      choices: Type.Array(Type.String()),
      text: Nullable(Type.String()),
      textStatus: Nullable(StringEnum(['pending', 'approved', 'rejected'] as const)),
      answeredAt: DateTime,
    }),
  ),
});

export const DeleteAccountBodySchema = Type.Object(
  {
    password: Type.String({ maxLength: 1024, description: 'The current password, as the confirmation.' }),
  },
  { additionalProperties: false },
);

export const ChangePasswordBodySchema = Type.Object(
  {
    currentPassword: Type.String({ maxLength: 1024 }),
    newPassword: Type.String({
      maxLength: PASSWORD_MAX_LENGTH,
      description: '12–128 characters, not a common password.',
    }),
  },
  { additionalProperties: false },
);

export const EndOtherSessionsBodySchema = Type.Object(
  {
    password: Type.String({ maxLength: 1024, description: 'The current password, as the confirmation.' }),
  },
  { additionalProperties: false },
);

export const AccountSessionListSchema = Type.Object({
  sessions: Type.Array(
    Type.Object({
      id: Type.String(),
      current: Type.Boolean(),
      device: Nullable(
        Type.String({
          description:
            'The browser and system the session was started on, e.g. "Firefox on Android"; null when not known',
        }),
      ),
      createdAt: DateTime,
      lastUsedAt: DateTime,
    }),
  ),
});

export const EraseAttendeeBodySchema = Type.Object(
  { email: Type.String({ maxLength: 320 }) },
  { additionalProperties: false },
);

export type _ExportMatches = Assert<Equals<Static<typeof AccountDataExportSchema>, AccountDataExport>>;
export type _DeleteMatches = Assert<Equals<Static<typeof DeleteAccountBodySchema>, DeleteAccountBody>>;
export type _ChangeMatches = Assert<Equals<Static<typeof ChangePasswordBodySchema>, ChangePasswordBody>>;
export type _SessionsMatches = Assert<Equals<Static<typeof AccountSessionListSchema>, AccountSessionList>>;
export type _EndOthersMatches = Assert<Equals<Static<typeof EndOtherSessionsBodySchema>, EndOtherSessionsBody>>;
export type _EraseMatches = Assert<Equals<Static<typeof EraseAttendeeBodySchema>, EraseAttendeeBody>>;
