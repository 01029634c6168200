/**
 * Phrases (issue 26): the starter phrases anyone reads, and the caller's own phrases (account if signed in, else
 * the visitor). The admin routes that change starter phrases are registered inside the admin plugin (its guard
 * refuses anyone but an admin) by starterPhrasesAdminRoutes below.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ownerOf } from '../../lib/owner';
import { DEFAULT_RATE_LIMITS, type Limit, perAddressLimit } from '../../lib/rate-limits';
import { NoContent, withErrors } from '../../lib/schemas';
import { ADMIN_SECURITY, ADMIN_TAG } from '../admin/admin-openapi';
import {
  addPersonalPhrase,
  addStarterPhrase,
  checkPhraseText,
  deletePersonalPhrase,
  deleteStarterPhrase,
  listPersonalPhrases,
  listStarterPhrases,
  renamePersonalPhrase,
  renameStarterPhrase,
  reorderPersonalPhrases,
  reorderStarterPhrases,
} from './phrases-repository';
import { PhraseBodySchema, PhraseIdParams, PhraseListSchema, PhraseOrderSchema, PhraseSchema } from './phrases-schemas';

const TAG = 'phrases';

export interface PhrasesRoutesOptions {
  /** Per address on each route that stores or changes the caller's phrases (default: savedChoicesPerAddress). */
  rateLimit?: Limit;
}

export const phrasesRoutes: FastifyPluginAsyncTypebox<PhrasesRoutesOptions> = async (app, options) => {
  const storing = perAddressLimit(
    options.rateLimit ?? DEFAULT_RATE_LIMITS.savedChoicesPerAddress,
    'Very many phrases have just been saved from your network.',
  );

  app.get(
    '/api/starter-phrases',
    {
      schema: {
        tags: [TAG],
        summary: 'The starter phrases the organisers offer beside every question box, in their order',
        response: withErrors({ 200: PhraseListSchema }),
      },
    },
    async () => ({ phrases: await listStarterPhrases(app.db) }),
  );

  app.get(
    '/api/phrases',
    {
      schema: {
        tags: [TAG],
        summary: "The caller's own phrases (account if signed in, else visitor), in their order",
        response: withErrors({ 200: PhraseListSchema }),
      },
    },
    async (request) => ({ phrases: await listPersonalPhrases(app.db, ownerOf(request)) }),
  );

  app.post(
    '/api/phrases',
    {
      config: { storesForVisitor: true, rateLimit: storing },
      schema: {
        tags: [TAG],
        summary: 'Save a phrase of your own (placed last); 409 when the list is full',
        body: PhraseBodySchema,
        response: withErrors({ 201: PhraseSchema }, 400, 409, 429),
      },
    },
    async (request, reply) => {
      const phrase = await addPersonalPhrase(app.db, ownerOf(request), checkPhraseText(request.body.text));
      return reply.status(201).send(phrase);
    },
  );

  app.patch(
    '/api/phrases/:id',
    {
      config: { rateLimit: storing },
      schema: {
        tags: [TAG],
        summary: 'Rename (change the text of) one of your phrases',
        params: PhraseIdParams,
        body: PhraseBodySchema,
        response: withErrors({ 200: PhraseSchema }, 400, 404, 429),
      },
    },
    async (request) =>
      renamePersonalPhrase(app.db, ownerOf(request), request.params.id, checkPhraseText(request.body.text)),
  );

  app.put(
    '/api/phrases/order',
    {
      config: { rateLimit: storing },
      schema: {
        tags: [TAG],
        summary: 'Put your phrases in a new order: every id once; 409 when phrases were added or deleted meanwhile',
        body: PhraseOrderSchema,
        response: withErrors({ 200: PhraseListSchema }, 400, 409, 429),
      },
    },
    async (request) => ({ phrases: await reorderPersonalPhrases(app.db, ownerOf(request), request.body.ids) }),
  );

  app.delete(
    '/api/phrases/:id',
    {
      config: { rateLimit: storing },
      schema: {
        tags: [TAG],
        summary: 'Delete one of your phrases',
        params: PhraseIdParams,
        response: withErrors({ 204: NoContent }, 400, 404, 429),
      },
    },
    async (request, reply) => {
      await deletePersonalPhrase(app.db, ownerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

/** Admin changes to the starter phrases, each audited. Registered inside the admin plugin (admins only). */
export const starterPhrasesAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const meta = { tags: [ADMIN_TAG], security: ADMIN_SECURITY };
  const actorOf = (user: { id: string } | null | undefined) => {
    if (!user) throw new Error('admin route reached without a user');
    return user.id;
  };

  app.post(
    '/api/admin/starter-phrases',
    {
      schema: {
        ...meta,
        summary: 'Add a starter phrase (placed last); 409 when the list is full',
        body: PhraseBodySchema,
        response: withErrors({ 201: PhraseSchema }, 400, 401, 403, 409),
      },
    },
    async (request, reply) => {
      const phrase = await addStarterPhrase(app.db, checkPhraseText(request.body.text), actorOf(request.user));
      return reply.status(201).send(phrase);
    },
  );

  app.patch(
    '/api/admin/starter-phrases/:id',
    {
      schema: {
        ...meta,
        summary: 'Change the text of a starter phrase',
        params: PhraseIdParams,
        body: PhraseBodySchema,
        response: withErrors({ 200: PhraseSchema }, 400, 401, 403, 404),
      },
    },
    async (request) =>
      renameStarterPhrase(app.db, request.params.id, checkPhraseText(request.body.text), actorOf(request.user)),
  );

  app.put(
    '/api/admin/starter-phrases/order',
    {
      schema: {
        ...meta,
        summary: 'Put the starter phrases in a new order: every id once; 409 when the list changed meanwhile',
        body: PhraseOrderSchema,
        response: withErrors({ 200: PhraseListSchema }, 400, 401, 403, 409),
      },
    },
    async (request) => ({
      phrases: await reorderStarterPhrases(app.db, request.body.ids, actorOf(request.user)),
    }),
  );

  app.delete(
    '/api/admin/starter-phrases/:id',
    {
      schema: {
        ...meta,
        summary: 'Delete a starter phrase',
        params: PhraseIdParams,
        response: withErrors({ 204: NoContent }, 400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      await deleteStarterPhrase(app.db, request.params.id, actorOf(request.user));
      return reply.status(204).send(null);
    },
  );
};
