/**
 * Sponsor advert images (admin.md §2 Content › Sponsors, BEYOND D14): admins upload and delete them,
 * everyone can list and fetch them. Uploads are multipart/form-data, at most 2 MB, and accepted only when
 * their bytes are a JPEG, PNG, GIF or WebP image; the stored type is the one found in the bytes.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import { NoContent, withErrors } from '../../lib/schemas';
import { ADMIN_SECURITY, ADMIN_TAG } from '../admin/admin-routes';
import { readAdvertFile, removeAdvertFile, saveAdvertFile } from './advert-files';
import { detectImageType, type ImageType } from './image-type';
import { AdvertIdParams, ImageBytesSchema, SponsorAdvertListSchema, SponsorAdvertSchema } from './schemas';
import { deleteAdvert, findAdvert, insertAdvert, listAdverts } from './sponsor-adverts-repository';

export const MAX_ADVERT_BYTES = 2 * 1024 * 1024;

export const TOO_LARGE_MESSAGE = 'The image is larger than 2 MB. Choose an image of at most 2 MB.';
export const NOT_AN_IMAGE_MESSAGE =
  'The file is not a JPEG, PNG, GIF or WebP image. Choose an image in one of those formats (SVG is not accepted).';

const advertNotFound = () => notFound('SPONSOR_ADVERT_NOT_FOUND', 'Sponsor image not found');

export const ALT_TEXT_MAX = 300;

interface Upload {
  bytes: Buffer | null;
  altText: string | null;
}

/**
 * Reads the form: the file field `image` and the text field `altText`, in either order. Every way an upload
 * can be malformed becomes a 4xx a person can act on.
 */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) {
    throw new HttpError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the image as multipart/form-data with one file field named "image".',
    );
  }
  const upload: Upload = { bytes: null, altText: null };
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_ADVERT_BYTES, files: 1 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'image') upload.bytes = bytes;
      } else if (part.fieldname === 'altText' && typeof part.value === 'string') {
        upload.altText = part.value;
      }
    }
    return upload;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'FILE_TOO_LARGE', TOO_LARGE_MESSAGE);
    if (code === 'FST_FILES_LIMIT') throw new HttpError(413, 'TOO_MANY_FILES', 'Upload one image at a time.');
    if (statusCode !== undefined && statusCode >= 500) throw error;
    throw badRequest('BAD_UPLOAD', 'The upload could not be read. Please choose the image again and retry.');
  }
}

/** The checked image and its description, or a 400 saying what to fix. */
function checkUpload(upload: Upload): { bytes: Buffer; type: ImageType; altText: string } {
  if (!upload.bytes) throw badRequest('IMAGE_REQUIRED', 'Choose an image file to upload.');
  const altText = upload.altText?.trim() ?? '';
  if (!altText) {
    throw badRequest('ALT_TEXT_REQUIRED', 'Image description is required: say what the image shows.');
  }
  if (Array.from(altText).length > ALT_TEXT_MAX) {
    throw badRequest('ALT_TEXT_TOO_LONG', `Image description must be at most ${ALT_TEXT_MAX} characters`);
  }
  if (upload.bytes.length === 0) throw badRequest('EMPTY_FILE', 'The file is empty. Choose an image to upload.');
  const type = detectImageType(upload.bytes);
  if (!type) throw badRequest('UNSUPPORTED_IMAGE_TYPE', NOT_AN_IMAGE_MESSAGE);
  return { bytes: upload.bytes, type, altText };
}

/** Admin routes; registered inside the admin plugin, whose guard refuses anyone but an admin. */
export const sponsorAdvertsAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const meta = { tags: [ADMIN_TAG], security: ADMIN_SECURITY };
  // Multipart parsing only in this plugin's scope; the rest of the API stays JSON only.
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_ADVERT_BYTES, files: 1, fields: 10, fieldSize: 4096, parts: 11, headerPairs: 100 },
  });

  app.get(
    '/api/admin/sponsor-adverts',
    {
      schema: {
        ...meta,
        summary: 'Every sponsor advert image, newest first',
        response: withErrors({ 200: SponsorAdvertListSchema }, 401, 403),
      },
    },
    async () => ({ adverts: await listAdverts(app.db) }),
  );

  app.post(
    '/api/admin/sponsor-adverts',
    {
      schema: {
        ...meta,
        summary: 'Upload a sponsor advert image',
        description:
          'multipart/form-data with a text field "altText" (what the image shows, 1–300 characters) and one file ' +
          'field "image": JPEG, PNG, GIF or WebP judged by the bytes (never SVG), ' +
          'at most 2 MB (413). The stored content type is the one found in the bytes, whatever the name says.',
        consumes: ['multipart/form-data'],
        response: withErrors({ 201: SponsorAdvertSchema }, 400, 401, 403, 413, 415),
      },
    },
    async (request, reply) => {
      const { bytes, type, altText } = checkUpload(await readUpload(request));
      const actor = request.user?.id;
      if (!actor) throw new Error('admin route reached without a user');
      const fileName = await saveAdvertFile(app.config.dataDir, bytes, type.extension);
      try {
        const advert = await insertAdvert(
          app.db,
          { fileName, contentType: type.contentType, altText, size: bytes.length },
          actor,
        );
        return reply.status(201).send(advert);
      } catch (error) {
        await removeAdvertFile(app.config.dataDir, fileName).catch(() => undefined);
        throw error;
      }
    },
  );

  app.delete(
    '/api/admin/sponsor-adverts/:id',
    {
      schema: {
        ...meta,
        summary: 'Delete a sponsor advert image',
        params: AdvertIdParams,
        response: withErrors({ 204: NoContent }, 400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const actor = request.user?.id;
      if (!actor) throw new Error('admin route reached without a user');
      const row = await deleteAdvert(app.db, request.params.id, actor);
      if (!row) throw advertNotFound();
      await removeAdvertFile(app.config.dataDir, row.fileName).catch((error) =>
        request.log.warn({ err: error }, 'could not remove a deleted sponsor advert file'),
      );
      return reply.status(204).send(null);
    },
  );
};

/** Public routes: the list and the images, for the sponsors page. */
export const sponsorAdvertsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/sponsor-adverts',
    {
      config: { identity: false },
      schema: {
        tags: ['sponsors'],
        summary: 'Every sponsor advert image, newest first',
        response: withErrors({ 200: SponsorAdvertListSchema }),
      },
    },
    async () => ({ adverts: await listAdverts(app.db) }),
  );

  app.get(
    '/api/sponsor-adverts/:id/image',
    {
      config: { identity: false },
      schema: {
        tags: ['sponsors'],
        summary: 'One sponsor advert image (never changes: cached for a year)',
        params: AdvertIdParams,
        produces: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
        response: withErrors({ 200: ImageBytesSchema }, 400, 404),
      },
    },
    async (request, reply) => {
      const row = await findAdvert(app.db, request.params.id);
      if (!row) throw advertNotFound();
      const bytes = await readAdvertFile(app.config.dataDir, row.fileName);
      if (!bytes) throw advertNotFound();
      return reply
        .status(200)
        .headers({
          'content-type': row.contentType,
          'x-content-type-options': 'nosniff',
          'cache-control': 'public, max-age=31536000, immutable',
          'content-security-policy': "default-src 'none'; sandbox",
          'content-disposition': 'inline',
        })
        .send(bytes);
    },
  );
};
