/**
 * /api/admin/programme-import (BEYOND "Programme import"): preview a programme file (nothing written to the
 * programme), then apply it all or nothing. The file comes as JSON text ({format, content, fileName}) or as
 * multipart/form-data with one file field `file` (.json or .csv). Registered inside the admin plugin.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type {
  ProgrammeImportApplyBody,
  ProgrammeImportMode,
  ProgrammeImportPreview,
  ProgrammeImportText,
} from '../../contract/index';
import { badRequest, HttpError } from '../../lib/http-error';
import { withErrors } from '../../lib/schemas';
import { ADMIN_SECURITY, ADMIN_TAG } from '../admin/admin-openapi';
import { publishSessionChange } from '../admin-sessions/publish-session-change';
import { publishAnnouncement } from '../admin-sessions/session-announcement';
import { describePlan } from './plan-import';
import { formatFromFileName } from './programme-file';
import {
  applyFile,
  loadPreview,
  noFileGiven,
  PROGRAMME_CHANGED_MESSAGE,
  type ProgrammeFile,
  planFile,
  savePreview,
} from './programme-import-repository';
import {
  MAX_PROGRAMME_BYTES,
  ProgrammeImportApplyBodySchema,
  ProgrammeImportPreviewSchema,
  ProgrammeImportResultSchema,
  ProgrammeImportTextSchema,
} from './schemas';

const TOO_LARGE = 'The programme file is larger than 5 MB.';

interface Upload {
  file: ProgrammeFile;
  /** The `programmeVersion` field sent before the file, if any (apply needs it). */
  programmeVersion: unknown;
}

/** The uploaded file of a multipart request, as text with its format, and the fields sent before it. */
async function readUploadedFile(request: FastifyRequest): Promise<Upload> {
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  let bytes: Buffer;
  try {
    part = await request.file({ limits: { fileSize: MAX_PROGRAMME_BYTES, files: 1 } });
    if (!part) throw badRequest('FILE_REQUIRED', 'Choose a programme file (.json or .csv) to upload.');
    bytes = await part.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'FILE_TOO_LARGE', TOO_LARGE);
    if (code === 'FST_FILES_LIMIT') throw new HttpError(413, 'TOO_MANY_FILES', 'Upload one programme file at a time.');
    if (statusCode !== undefined && statusCode >= 500) throw error;
    throw badRequest('BAD_UPLOAD', 'The upload could not be read. Please choose the file again and retry.');
  }
  const format =
    formatFromFileName(part.filename) ??
    (part.mimetype === 'application/json' ? 'json' : part.mimetype === 'text/csv' ? 'csv' : null);
  if (!format) throw badRequest('UNSUPPORTED_FILE', 'Choose a .json or .csv file.');
  let content: string;
  try {
    content = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest('UNSUPPORTED_FILE', 'The file is not UTF-8 text. Save it as UTF-8 JSON or CSV and try again.');
  }
  if (!content.trim()) throw badRequest('EMPTY_FILE', 'The file holds no sessions.');
  return {
    file: { format, content, fileName: part.filename || null, mode: modeOf(fieldOf(part, 'mode')) },
    programmeVersion: fieldOf(part, 'programmeVersion'),
  };
}

/** A text field of a multipart request, sent before its file. */
function fieldOf(part: { fields: Record<string, unknown> }, name: string): unknown {
  return (part.fields[name] as { value?: unknown } | undefined)?.value;
}

function fileOfText(body: ProgrammeImportText): ProgrammeFile {
  return {
    format: body.format,
    content: body.content,
    fileName: body.fileName?.trim() || null,
    mode: body.mode ?? 'replace',
  };
}

/**
 * The programmeVersion of a multipart apply: required (3.0.0), so an import is only ever applied over the
 * programme its preview was computed from.
 */
function programmeVersionField(value: unknown): string {
  if (value === undefined) {
    throw badRequest(
      'VALIDATION_ERROR',
      'Programme version is required: send the programmeVersion of the preview as a field before the file.',
    );
  }
  if (typeof value !== 'string' || value.length < 1 || value.length > 100) {
    throw badRequest(
      'VALIDATION_ERROR',
      "Programme version must be the preview's programmeVersion (1 to 100 characters).",
    );
  }
  return value;
}

/** A multipart upload names its mode in a `mode` field sent before the file; replace when absent. */
function modeOf(value: unknown): ProgrammeImportMode {
  if (value === undefined || value === 'replace') return 'replace';
  if (value === 'merge') return 'merge';
  throw badRequest('VALIDATION_ERROR', 'Mode must be replace or merge');
}

function actorOf(request: FastifyRequest): string {
  const id = request.user?.id;
  if (!id) throw new Error('admin route reached without a user');
  return id;
}

export const programmeImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const meta = { tags: [ADMIN_TAG], security: ADMIN_SECURITY };
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_PROGRAMME_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11, headerPairs: 100 },
  });
  // JSON bodies carry the whole file (escaped), so allow more than the API's usual limit.
  const bodyLimit = MAX_PROGRAMME_BYTES * 2;

  app.post(
    '/api/admin/programme-import/preview',
    {
      bodyLimit,
      schema: {
        ...meta,
        summary: 'What importing a programme file would add, change and remove (nothing is written)',
        description:
          'JSON {format, content, fileName?, mode?} or multipart/form-data with an optional "mode" field and one ' +
          'file field "file" (.json or .csv).',
        consumes: ['application/json', 'multipart/form-data'],
        body: { content: { 'application/json': { schema: ProgrammeImportTextSchema } } },
        response: withErrors({ 200: ProgrammeImportPreviewSchema }, 400, 401, 403, 413),
      },
    },
    async (request): Promise<ProgrammeImportPreview> => {
      const file = request.isMultipart()
        ? (await readUploadedFile(request)).file
        : request.body
          ? fileOfText(request.body as ProgrammeImportText)
          : (() => {
              throw noFileGiven();
            })();
      const { plan, programmeVersion, clashes } = await planFile(app.db, file);
      const previewId = await savePreview(app.db, file, programmeVersion, actorOf(request));
      return {
        previewId,
        programmeVersion,
        mode: file.mode,
        fileName: file.fileName,
        format: file.format,
        rows: plan.rows,
        ...describePlan(plan),
        unchanged: plan.unchanged,
        invalid: plan.invalid,
        warnings: plan.warnings,
        clashes,
      };
    },
  );

  app.post(
    '/api/admin/programme-import/apply',
    {
      bodyLimit,
      schema: {
        ...meta,
        summary:
          'Import a programme file all or nothing (refused while it has invalid rows, with 409 when the ' +
          'programme changed since the preview, or when it makes clashes and saveAnyway was not sent)',
        description:
          'JSON {previewId, programmeVersion} or {format, content, fileName?, mode?, programmeVersion}, or ' +
          'multipart/form-data with a "programmeVersion" field (and an optional "mode") before one file field ' +
          '"file". programmeVersion is the preview\'s: 400 without it, 409 PROGRAMME_CHANGED when the programme ' +
          'changed since.',
        consumes: ['application/json', 'multipart/form-data'],
        body: { content: { 'application/json': { schema: ProgrammeImportApplyBodySchema } } },
        response: withErrors({ 200: ProgrammeImportResultSchema }, 400, 401, 403, 404, 409, 413),
      },
    },
    async (request) => {
      let file: ProgrammeFile;
      let previewId: string | null = null;
      let expectedVersion: string;
      let saveAnyway: ProgrammeImportApplyBody['saveAnyway'];
      if (request.isMultipart()) {
        const upload = await readUploadedFile(request);
        file = upload.file;
        expectedVersion = programmeVersionField(upload.programmeVersion);
      } else {
        // The schema requires programmeVersion of a JSON body; a request without a body names nothing at all.
        const body = request.body as ProgrammeImportApplyBody | undefined;
        if (!body) throw noFileGiven();
        saveAnyway = body.saveAnyway;
        expectedVersion = body.programmeVersion;
        if (body.previewId) {
          if (body.content !== undefined) {
            throw badRequest('BAD_REQUEST', 'Send either a previewId or the file, not both.');
          }
          previewId = body.previewId;
          const preview = await loadPreview(app.db, previewId);
          file = preview;
          // Older previews kept no version; the one sent is checked against the programme all the same.
          if (preview.programmeVersion !== null && preview.programmeVersion !== expectedVersion) {
            throw new HttpError(409, 'PROGRAMME_CHANGED', PROGRAMME_CHANGED_MESSAGE);
          }
        } else if (body.format && body.content) {
          file = fileOfText({ format: body.format, content: body.content, fileName: body.fileName, mode: body.mode });
        } else {
          throw noFileGiven();
        }
      }
      const { result, sessionIds, announcements } = await applyFile(
        app.db,
        file,
        actorOf(request),
        previewId,
        expectedVersion,
        saveAnyway,
      );
      for (const announcement of announcements) {
        await publishAnnouncement(app, announcement).catch((error) =>
          request.log.error({ err: error }, 'publishing an import cancellation announcement failed'),
        );
      }
      await publishSessionChange(app, request.log, { sessionIds, change: 'imported' });
      return result;
    },
  );
};
