import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../lib/http-error';
import { ImageBytesSchema } from '../../lib/image-upload/image-bytes-schema';
import { storedImageHeaders } from '../../lib/image-upload/image-files';
import { withErrors } from '../../lib/schemas';
import { sponsorLogoFiles } from './sponsor-logos';
import { findUploadedLogo, listSponsorRows, toSponsor } from './sponsors-repository';
import { SponsorListSchema, SponsorLogoParams } from './sponsors-schemas';

const logoNotFound = () => notFound('SPONSOR_LOGO_NOT_FOUND', 'Sponsor logo not found');

export const sponsorsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/sponsors',
    {
      schema: {
        tags: ['sponsors'],
        summary: 'Every sponsor in slideshow order',
        response: withErrors({ 200: SponsorListSchema }),
      },
    },
    async () => ({ sponsors: (await listSponsorRows(app.db)).map(toSponsor) }),
  );

  app.get(
    '/api/sponsors/logos/:fileName',
    {
      config: { identity: false },
      schema: {
        tags: ['sponsors'],
        summary: 'A logo an admin uploaded (each upload has its own name: cached for a year)',
        params: SponsorLogoParams,
        produces: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
        response: withErrors({ 200: ImageBytesSchema }, 400, 404),
      },
    },
    async (request, reply) => {
      // Only a logo a sponsor shows now: a replaced or deleted one is gone, even if its file were left behind.
      const row = await findUploadedLogo(app.db, request.params.fileName);
      if (!row?.logoContentType) throw logoNotFound();
      const bytes = await sponsorLogoFiles.read(app.config.dataDir, row.logoFile);
      if (!bytes) throw logoNotFound();
      return reply.status(200).headers(storedImageHeaders(row.logoContentType)).send(bytes);
    },
  );
};
