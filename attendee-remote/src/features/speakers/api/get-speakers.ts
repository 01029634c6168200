import { ApiRequestError, apiRequest } from '@cc/api/client';
import type { SpeakerDetail, SpeakerList } from '@cc/api/contract';
import { useQuery } from '@tanstack/react-query';

/** GET /api/speakers: every speaker with a session, by name. */
export function getSpeakers(): Promise<SpeakerList> {
  return apiRequest<SpeakerList>('GET', '/api/speakers');
}

/** GET /api/speakers/:slug: one speaker's bio and sessions. */
export function getSpeaker(slug: string): Promise<SpeakerDetail> {
  return apiRequest<SpeakerDetail>('GET', `/api/speakers/${encodeURIComponent(slug)}`);
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.statusCode === 404 || error.statusCode === 400);
}

export function useSpeakers() {
  return useQuery({ queryKey: ['speakers'], queryFn: getSpeakers, staleTime: 60_000 });
}

export function useSpeaker(slug: string) {
  return useQuery({
    queryKey: ['speaker', slug],
    queryFn: () => getSpeaker(slug),
    staleTime: 60_000,
    // An unknown speaker will not appear by asking again.
    retry: (failureCount, error) => !isNotFound(error) && failureCount < 2,
  });
}
