/** TypeBox schemas of the News endpoints; each is checked at compile time against its contract type. */
import { type Static, Type } from 'typebox';
import type {
  AdminAnnouncement,
  AdminAnnouncementCreateBody,
  AdminAnnouncementList,
  AdminAnnouncementUpdateBody,
  Announcement,
  AnnouncementCategory,
  AnnouncementList,
  AnnouncementPriority,
  AnnouncementReadIds,
  MarkReadBody,
} from '../../contract/index';
import { ANNOUNCEMENT_CATEGORIES } from '../../contract/index';
import { type Assert, type Equals, Nullable, StringEnum } from '../../lib/schemas';

/** The admin spec's name for what is now 'schedule' (migration 2026-11-27-0055). */
const LEGACY_SCHEDULE_CATEGORY = 'session_update';

export const SUMMARY_LENGTH = 150;
export const TITLE_MAX = 200;
export const CONTENT_MAX = 10_000;
export const SUMMARY_MAX = 500;
export const ACTION_TEXT_MAX = 100;
export const ACTION_URL_MAX = 2000;

const PRIORITIES = ['normal', 'important', 'urgent'] as const satisfies readonly AnnouncementPriority[];
type _Categories = Assert<Equals<(typeof ANNOUNCEMENT_CATEGORIES)[number], AnnouncementCategory>>;
/**
 * The one list of categories (issue 27), plus 'session_update' on the wire only: a client built against 1.4 may still
 * send it, and it is filed under 'schedule' (fileCategory); the API never answers with it. Dropping it from the
 * OpenAPI document is a major change, left for the next major version (docs/api-contract.md).
 */
const WIRE_CATEGORIES = [...ANNOUNCEMENT_CATEGORIES, LEGACY_SCHEDULE_CATEGORY] as const;

export const PrioritySchema = StringEnum(PRIORITIES, { description: 'normal (default), important or urgent' });
export const CategorySchema = Type.Unsafe<AnnouncementCategory>(
  StringEnum(WIRE_CATEGORIES, {
    description: "general by default; 'session_update' is deprecated: it is stored and answered as 'schedule'",
  }),
);

/** The category to store: the deprecated 'session_update' is filed under Schedule. */
export function fileCategory(category: AnnouncementCategory): AnnouncementCategory;
export function fileCategory(category: AnnouncementCategory | undefined): AnnouncementCategory | undefined;
export function fileCategory(category: AnnouncementCategory | undefined): AnnouncementCategory | undefined {
  return (category as string | undefined) === LEGACY_SCHEDULE_CATEGORY ? 'schedule' : category;
}

const announcementFields = {
  id: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  content: Type.String(),
  priority: PrioritySchema,
  category: CategorySchema,
  actionUrl: Nullable(Type.String()),
  actionText: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
};

export const AnnouncementSchema = Type.Object(announcementFields);
export const AnnouncementListSchema = Type.Object({ announcements: Type.Array(AnnouncementSchema) });
export const AdminAnnouncementSchema = Type.Object({
  ...announcementFields,
  // The summary an admin wrote; null when the summary is made from the content.
  writtenSummary: Nullable(Type.String()),
  createdBy: Nullable(Type.String()),
  createdByName: Nullable(Type.String()),
  version: Type.Integer({ minimum: 1, description: 'Send back with an edit (optimistic locking).' }),
});
export const AdminAnnouncementListSchema = Type.Object({ announcements: Type.Array(AdminAnnouncementSchema) });
export const AnnouncementReadIdsSchema = Type.Object({ ids: Type.Array(Type.Integer()) });

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const AnnouncementIdParams = Type.Object({ id: Id });
export const MarkReadBodySchema = Type.Object(
  { ids: Type.Array(Id, { minItems: 1, maxItems: 500 }) },
  { additionalProperties: false },
);

const writeFields = {
  title: Type.String({ maxLength: TITLE_MAX }),
  content: Type.String({ maxLength: CONTENT_MAX }),
  summary: Type.Optional(Nullable(Type.String({ maxLength: SUMMARY_MAX }))),
  priority: Type.Optional(PrioritySchema),
  category: Type.Optional(CategorySchema),
  actionUrl: Type.Optional(Nullable(Type.String({ maxLength: ACTION_URL_MAX }))),
  actionText: Type.Optional(Nullable(Type.String({ maxLength: ACTION_TEXT_MAX }))),
};
export const AdminAnnouncementCreateSchema = Type.Object(writeFields, { additionalProperties: false });
export const AdminAnnouncementUpdateSchema = Type.Object(
  {
    ...writeFields,
    title: Type.Optional(writeFields.title),
    content: Type.Optional(writeFields.content),
    version: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'The version the edit started from.' }),
  },
  { additionalProperties: false },
);

export type _AnnouncementMatches = Assert<Equals<Static<typeof AnnouncementSchema>, Announcement>>;
export type _AnnouncementListMatches = Assert<Equals<Static<typeof AnnouncementListSchema>, AnnouncementList>>;
export type _AdminAnnouncementMatches = Assert<Equals<Static<typeof AdminAnnouncementSchema>, AdminAnnouncement>>;
export type _AdminAnnouncementListMatches = Assert<
  Equals<Static<typeof AdminAnnouncementListSchema>, AdminAnnouncementList>
>;
export type _ReadIdsMatches = Assert<Equals<Static<typeof AnnouncementReadIdsSchema>, AnnouncementReadIds>>;
export type _MarkReadMatches = Assert<Equals<Static<typeof MarkReadBodySchema>, MarkReadBody>>;
export type _CreateMatches = Assert<Equals<Static<typeof AdminAnnouncementCreateSchema>, AdminAnnouncementCreateBody>>;
export type _UpdateMatches = Assert<Equals<Static<typeof AdminAnnouncementUpdateSchema>, AdminAnnouncementUpdateBody>>;
