import { type Static, Type } from 'typebox';
import type { AuditLogEntry, AuditLogPage } from '../../contract/index';
import { type Assert, BigintId, type Equals, Nullable } from '../../lib/schemas';

export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 100;

export const AuditLogQuerySchema = Type.Object({
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: AUDIT_PAGE_MAX,
      description: `Entries per page (default ${AUDIT_PAGE_DEFAULT}).`,
    }),
  ),
  before: Type.Optional(
    BigintId({ description: 'Only entries older than this id (the nextBefore of the previous page).' }),
  ),
  entity: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 64,
      pattern: '^[a-z][a-z0-9_]*$',
      description: "One kind of record, e.g. 'user'.",
    }),
  ),
});

export const AuditLogEntrySchema = Type.Object({
  id: Type.Integer(),
  action: Type.String(),
  entity: Type.String(),
  entityId: Nullable(Type.String()),
  actorEmail: Nullable(Type.String()),
  actorName: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
  before: Type.Unknown({ description: 'The record before the change (JSON), or null.' }),
  after: Type.Unknown({ description: 'The record after the change (JSON), or null.' }),
});

export const AuditLogPageSchema = Type.Object({
  entries: Type.Array(AuditLogEntrySchema),
  nextBefore: Nullable(Type.Integer()),
  entities: Type.Array(Type.String()),
});

export type _AuditLogEntryMatches = Assert<Equals<Static<typeof AuditLogEntrySchema>, AuditLogEntry>>;
export type _AuditLogPageMatches = Assert<Equals<Static<typeof AuditLogPageSchema>, AuditLogPage>>;
