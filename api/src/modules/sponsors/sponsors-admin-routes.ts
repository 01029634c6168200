/**
 * The sponsors editor (issue 21): admins list, add, edit, reorder and delete sponsors and replace their logos.
 * Registered inside the admin plugin, whose guard refuses anyone but an admin; the origin check refuses cross-site
 * writes. Logos are uploads like sponsor adverts (lib/image-upload): multipart/form-data, at most 2 MB, accepted
 * only when their bytes are a JPEG, PNG, GIF or WebP image, with a required text alternative.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger } from 'fastify';
import Value from 'typebox/value';
import { badRequest } from '../../lib/http-error';
import {
  checkAltText,
  checkImageBytes,
  readImageUpload,
  registerImageMultipart,
} from '../../lib/image-upload/read-image-upload';
import { NoContent, withErrors } from '../../lib/schemas';
import { ADMIN_SECURITY, ADMIN_TAG } from '../admin/admin-openapi';
import { sponsorLogoFiles } from './sponsor-logos';
import {
  checkName,
  checkWebsite,
  deleteSponsor,
  insertSponsor,
  LOGO_ALT_LABEL,
  listSponsorRows,
  reorderSponsors,
  replaceSponsorLogo,
  type SponsorRow,
  toAdminSponsor,
  updateSponsor,
} from './sponsors-repository';
import {
  AdminSponsorListSchema,
  AdminSponsorOrderSchema,
  AdminSponsorSchema,
  AdminSponsorUpdateSchema,
  LogoStyleSchema,
  SponsorIdParams,
  VersionFieldSchema,
} from './sponsors-schemas';

const LOGO_FIELD = 'logo';

/** The uploaded logo file of a row that is gone (deleted, or its logo replaced); bundled logos stay. */
async function removeUploadedLogo(dataDir: string, row: SponsorRow, log: FastifyBaseLogger): Promise<void> {
  if (row.logoContentType === null) return;
  await sponsorLogoFiles
    .remove(dataDir, row.logoFile)
    .catch((error) => log.warn({ err: error }, 'could not remove a sponsor logo file no longer used'));
}

export const sponsorsAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const meta = { tags: [ADMIN_TAG], security: ADMIN_SECURITY };
  await registerImageMultipart(app);

  const actorOf = (user: { id: string } | null | undefined) => {
    if (!user) throw new Error('admin route reached without a user');
    return user.id;
  };

  /** Saves the checked logo under a new name, runs `change`, and removes the new file again if `change` fails. */
  async function withSavedLogo<T>(
    bytes: Buffer | null,
    change: (logo: Parameters<typeof insertSponsor>[1]['logo']) => Promise<T>,
  ): Promise<T> {
    const image = checkImageBytes(bytes);
    const fileName = await sponsorLogoFiles.save(app.config.dataDir, image.bytes, image.type.extension);
    try {
      return await change({ fileName, contentType: image.type.contentType, size: image.bytes.length });
    } catch (error) {
      await sponsorLogoFiles.remove(app.config.dataDir, fileName).catch(() => undefined);
      throw error;
    }
  }

  app.get(
    '/api/admin/sponsors',
    {
      schema: {
        ...meta,
        summary: 'Every sponsor in the order attendees see them, with versions',
        response: withErrors({ 200: AdminSponsorListSchema }, 401, 403),
      },
    },
    async () => ({ sponsors: (await listSponsorRows(app.db)).map(toAdminSponsor) }),
  );

  app.post(
    '/api/admin/sponsors',
    {
      schema: {
        ...meta,
        summary: 'Add a sponsor with its logo (placed last)',
        description:
          'multipart/form-data with text fields "name", "url" (http:// or https://), "logoAlt" (what the logo shows, ' +
          '1–300 characters), optionally "logoStyle" (image or background), and one file field "logo": JPEG, PNG, GIF ' +
          'or WebP judged by the bytes (never SVG), at most 2 MB (413).',
        consumes: ['multipart/form-data'],
        response: withErrors({ 201: AdminSponsorSchema }, 400, 401, 403, 413, 415),
      },
    },
    async (request, reply) => {
      const upload = await readImageUpload(request, LOGO_FIELD);
      const { fields } = upload;
      const name = checkName(fields.name);
      const url = checkWebsite(fields.url);
      const logoAlt = checkAltText(fields.logoAlt, LOGO_ALT_LABEL);
      const logoStyle = fields.logoStyle?.trim() || 'image';
      if (!Value.Check(LogoStyleSchema, logoStyle)) {
        throw badRequest('INVALID_LOGO_STYLE', 'Logo style must be "image" or "background"');
      }
      const actor = actorOf(request.user);
      const sponsor = await withSavedLogo(upload.bytes, (logo) =>
        insertSponsor(app.db, { name, url, logoAlt, logoStyle, logo }, actor),
      );
      return reply.status(201).send(sponsor);
    },
  );

  app.patch(
    '/api/admin/sponsors/:id',
    {
      schema: {
        ...meta,
        summary: 'Change a sponsor (only the fields given); 409 when it changed since the given version',
        params: SponsorIdParams,
        body: AdminSponsorUpdateSchema,
        response: withErrors({ 200: AdminSponsorSchema }, 400, 401, 403, 404, 409),
      },
    },
    async (request) => updateSponsor(app.db, request.params.id, request.body, actorOf(request.user)),
  );

  app.put(
    '/api/admin/sponsors/:id/logo',
    {
      schema: {
        ...meta,
        summary: "Replace a sponsor's logo; 409 when the sponsor changed since the given version",
        description:
          'multipart/form-data with a text field "version" (the version the edit started from), optionally a new ' +
          '"logoAlt", and one file field "logo" checked like a new sponsor\'s. The old uploaded logo is removed.',
        params: SponsorIdParams,
        consumes: ['multipart/form-data'],
        response: withErrors({ 200: AdminSponsorSchema }, 400, 401, 403, 404, 409, 413, 415),
      },
    },
    async (request) => {
      const upload = await readImageUpload(request, LOGO_FIELD);
      const { fields } = upload;
      const versionField = fields.version?.trim();
      if (!Value.Check(VersionFieldSchema, versionField)) {
        throw badRequest('VERSION_REQUIRED', 'Send the version the change started from in a field named "version".');
      }
      const version = Number(versionField);
      const logoAlt = fields.logoAlt === undefined ? null : checkAltText(fields.logoAlt, LOGO_ALT_LABEL);
      const actor = actorOf(request.user);
      const { sponsor, previous } = await withSavedLogo(upload.bytes, (logo) =>
        replaceSponsorLogo(app.db, request.params.id, { version, logoAlt, logo }, actor),
      );
      await removeUploadedLogo(app.config.dataDir, previous, request.log);
      return sponsor;
    },
  );

  app.put(
    '/api/admin/sponsors/order',
    {
      schema: {
        ...meta,
        summary: 'Put the sponsors in a new order: every id once; 409 when sponsors were added or deleted meanwhile',
        body: AdminSponsorOrderSchema,
        response: withErrors({ 200: AdminSponsorListSchema }, 400, 401, 403, 409),
      },
    },
    async (request) => ({
      sponsors: (await reorderSponsors(app.db, request.body.ids, actorOf(request.user))).map(toAdminSponsor),
    }),
  );

  app.delete(
    '/api/admin/sponsors/:id',
    {
      schema: {
        ...meta,
        summary: 'Delete a sponsor (and its uploaded logo)',
        params: SponsorIdParams,
        response: withErrors({ 204: NoContent }, 400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const row = await deleteSponsor(app.db, request.params.id, actorOf(request.user));
      await removeUploadedLogo(app.config.dataDir, row, request.log);
      return reply.status(204).send(null);
    },
  );
};
