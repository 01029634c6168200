/**
 * Sponsor advert images (admin.md §2 Content › Sponsors, BEYOND D14): admins upload and delete them,
 * everyone can list and fetch them. Uploads are multipart/form-data, at most 2 MB, and accepted only when
 * their bytes are a JPEG, PNG, GIF or WebP image; the stored type is the one found in the bytes.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../lib/http-error';
import { ImageBytesSchema } from '../../lib/image-upload/image-bytes-schema';
import { storedImageHeaders } from '../../lib/image-upload/image-files';
import {
  checkAltText,
  checkImageBytes,
  type ImageUpload,
  readImageUpload,
  registerImageMultipart,
} from '../../lib/image-upload/read-image-upload';
import { NoContent, withErrors } from '../../lib/schemas';
import { ADMIN_SECURITY, ADMIN_TAG } from '../admin/admin-openapi';
import { readAdvertFile, removeAdvertFile, saveAdvertFile } from './advert-files';
import { AdvertIdParams, SponsorAdvertListSchema, SponsorAdvertSchema } from './schemas';
import { deleteAdvert, findAdvert, insertAdvert, listAdverts } from './sponsor-adverts-repository';

const advertNotFound = () => notFound('SPONSOR_ADVERT_NOT_FOUND', 'Sponsor image not found');

/** The checked image and its description (the form's `altText`), or a 400 saying what to fix. */
function checkUpload(upload: ImageUpload) {
  if (!upload.bytes) checkImageBytes(null);
  const altText = checkAltText(upload.fields.altText);
  return { ...checkImageBytes(upload.bytes), altText };
}

/** Admin routes; registered inside the admin plugin, whose guard refuses anyone but an admin. */
export const sponsorAdvertsAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const meta = { tags: [ADMIN_TAG], security: ADMIN_SECURITY };
  await registerImageMultipart(app);

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
      const { bytes, type, altText } = checkUpload(await readImageUpload(request, 'image'));
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
      return reply.status(200).headers(storedImageHeaders(row.contentType)).send(bytes);
    },
  );
};
