import type { preValidationHookHandler } from 'fastify';

/**
 * Reads a POST sent without a body as `{}`, so the validator names the field it lacks ("Version is required")
 * instead of answering "Request body must be an object".
 */
export const missingBodyAsEmpty: preValidationHookHandler = async (request) => {
  if (request.body === undefined || request.body === null) request.body = {};
};
