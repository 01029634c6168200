import { type Static, Type } from 'typebox';
import type {
  ProgrammeImportApplyBody,
  ProgrammeImportPreview,
  ProgrammeImportResult,
  ProgrammeImportText,
} from '../../contract/index';
import { type Assert, type Equals, Nullable, StringEnum } from '../../lib/schemas';
import { ClashOverrideSchema } from '../admin-sessions/schemas';

export const MAX_PROGRAMME_BYTES = 5 * 1024 * 1024;

const Format = StringEnum(['json', 'csv'] as const, { description: 'json or csv' });
const Content = Type.String({ minLength: 1, maxLength: MAX_PROGRAMME_BYTES, description: 'The file as text' });
const FileName = Type.String({ maxLength: 255 });
const Mode = StringEnum(['replace', 'merge'] as const, {
  description: 'replace (default): sessions not in the file are removed; merge: they are kept',
});

/** What the apply was confirmed against: the programmeVersion of a preview. */
const ProgrammeVersion = Type.String({
  minLength: 1,
  maxLength: 100,
  description: "The preview's programmeVersion: 409 PROGRAMME_CHANGED if the programme changed since",
});

export const ProgrammeImportTextSchema = Type.Object(
  { format: Format, content: Content, fileName: Type.Optional(FileName), mode: Type.Optional(Mode) },
  { additionalProperties: false },
);

export const ProgrammeImportApplyBodySchema = Type.Object(
  {
    previewId: Type.Optional(Type.String({ format: 'uuid', description: 'From a preview' })),
    programmeVersion: ProgrammeVersion,
    format: Type.Optional(Format),
    content: Type.Optional(Content),
    fileName: Type.Optional(FileName),
    mode: Type.Optional(Mode),
    saveAnyway: Type.Optional(ClashOverrideSchema),
  },
  { additionalProperties: false },
);

const Item = {
  row: Nullable(Type.Integer()),
  id: Nullable(Type.Integer()),
  sessionNumber: Nullable(Type.String()),
  track: Nullable(Type.String()),
  title: Type.String(),
  speaker: Nullable(Type.String()),
  location: Nullable(Type.String()),
  room: Nullable(Type.String()),
  sessionDate: Nullable(Type.String()),
  startTime: Nullable(Type.String()),
  endTime: Nullable(Type.String()),
  status: StringEnum(['active', 'cancelled'] as const, { description: 'active or cancelled' }),
};
const ItemSchema = Type.Object(Item);

export const ProgrammeImportPreviewSchema = Type.Object({
  previewId: Type.String(),
  programmeVersion: Type.String(),
  mode: Mode,
  fileName: Nullable(Type.String()),
  format: Format,
  rows: Type.Integer(),
  toAdd: Type.Array(ItemSchema),
  toChange: Type.Array(
    Type.Object({
      ...Item,
      changes: Type.Array(
        Type.Object({ field: Type.String(), label: Type.String(), from: Type.String(), to: Type.String() }),
      ),
    }),
  ),
  toRemove: Type.Array(ItemSchema),
  unchanged: Type.Integer(),
  invalid: Type.Array(Type.Object({ row: Type.Integer(), reason: Type.String() })),
  warnings: Type.Array(Type.Object({ row: Type.Integer(), message: Type.String() })),
  clashes: Type.Array(Type.Object({ row: Type.Integer(), message: Type.String() })),
});

export const ProgrammeImportResultSchema = Type.Object({
  added: Type.Integer(),
  changed: Type.Integer(),
  removed: Type.Integer(),
  unchanged: Type.Integer(),
});

export type _Text = Assert<Equals<Static<typeof ProgrammeImportTextSchema>, ProgrammeImportText>>;
export type _Apply = Assert<Equals<Static<typeof ProgrammeImportApplyBodySchema>, ProgrammeImportApplyBody>>;
export type _Preview = Assert<Equals<Static<typeof ProgrammeImportPreviewSchema>, ProgrammeImportPreview>>;
export type _Result = Assert<Equals<Static<typeof ProgrammeImportResultSchema>, ProgrammeImportResult>>;
