/**
 * The chair poll routes (contract/polls.ts) as calls, for the two front ends that run polls: the chair's view in
 * the attendee remote and the admin's sessions tab. One module, so both send the same requests; each gives these
 * to the design system's PollsManager with its own refresh.
 */
import { apiRequest } from './client.js';
import type { ManagedPoll, ManagedPolls, PollResultsVisibilityBody, PollWriteBody } from './polls.js';

/** /api/chair/sessions/{sessionId}/polls */
export function chairPollsPath(sessionId: number): string {
  return `/api/chair/sessions/${sessionId}/polls`;
}

/** GET …/polls.csv: every poll's results, for a download link. */
export function chairPollsCsvPath(sessionId: number): string {
  return `${chairPollsPath(sessionId)}.csv`;
}

export function getChairPolls(sessionId: number): Promise<ManagedPolls> {
  return apiRequest<ManagedPolls>('GET', chairPollsPath(sessionId));
}

/** Every write a chair or an admin makes to one session's polls; each answers with the poll (delete: nothing). */
export function chairPollCalls(sessionId: number) {
  const base = chairPollsPath(sessionId);
  return {
    create: (body: PollWriteBody) => apiRequest<ManagedPoll>('POST', base, body),
    update: (pollId: number, body: PollWriteBody) => apiRequest<ManagedPoll>('PUT', `${base}/${pollId}`, body),
    remove: (pollId: number) => apiRequest<void>('DELETE', `${base}/${pollId}`),
    open: (pollId: number) => apiRequest<ManagedPoll>('POST', `${base}/${pollId}/open`),
    close: (pollId: number) => apiRequest<ManagedPoll>('POST', `${base}/${pollId}/close`),
    setResultsVisible: (pollId: number, visible: boolean) =>
      apiRequest<ManagedPoll>('POST', `${base}/${pollId}/results-visibility`, {
        visible,
      } satisfies PollResultsVisibilityBody),
    moderate: (pollId: number, answerId: number, decision: 'approve' | 'reject') =>
      apiRequest<ManagedPoll>('POST', `${base}/${pollId}/answers/${answerId}/${decision}`),
  };
}
