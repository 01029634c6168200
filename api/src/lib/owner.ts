/** Who owns bookmarks, read state and votes: the signed-in account, else the anonymous visitor. */
import type { FastifyRequest } from 'fastify';

export type Owner = { userId: string; visitorId: null } | { userId: null; visitorId: string };

export function ownerOf(request: FastifyRequest): Owner {
  if (request.user) return { userId: request.user.id, visitorId: null };
  if (request.visitorId) return { userId: null, visitorId: request.visitorId };
  // The visitor hook runs on every /api route that uses owners; reaching here is a wiring bug.
  throw new Error('No visitor or user on an owner-scoped request');
}
