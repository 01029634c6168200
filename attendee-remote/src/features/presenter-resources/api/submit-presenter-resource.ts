import { ApiRequestError, apiRequest } from '@cc/api/client';
import {
  PRESENTER_RESOURCE_MESSAGES,
  type PresenterResourceBody,
  type SubmittedPresenterResource,
} from '@cc/api/contract';
import { useMutation } from '@tanstack/react-query';

/** POST /api/sessions/:key/resources: stored pending until an admin approves it (BEYOND D2). */
export function submitPresenterResource(
  sessionId: number,
  body: PresenterResourceBody,
): Promise<SubmittedPresenterResource> {
  return apiRequest<SubmittedPresenterResource>(
    'POST',
    `/api/sessions/${encodeURIComponent(sessionId)}/resources`,
    body,
  );
}

export function useSubmitPresenterResource(sessionId: number) {
  return useMutation({ mutationFn: (body: PresenterResourceBody) => submitPresenterResource(sessionId, body) });
}

/**
 * attendee.md §8: the server's message, else 'Failed to submit URL'; anything that is not an API answer
 * 'An unexpected error occurred'.
 */
export function submitErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    // statusCode 0: no answer at all; HTTP_ERROR: an answer without the API's error body (e.g. a proxy's 502).
    const fromServer = error.statusCode > 0 && error.code !== 'HTTP_ERROR' && error.message;
    return fromServer ? error.message : PRESENTER_RESOURCE_MESSAGES.failure;
  }
  return PRESENTER_RESOURCE_MESSAGES.unexpected;
}
