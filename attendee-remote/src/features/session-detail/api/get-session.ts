import { ApiRequestError, apiRequest } from '@cc/api/client';
import type { Session } from '@cc/api/contract';
import { useQuery } from '@tanstack/react-query';

/** GET /api/sessions/:key — by numeric id, session number or track label. */
export function getSession(key: string): Promise<Session> {
  return apiRequest<Session>('GET', `/api/sessions/${encodeURIComponent(key)}`);
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.statusCode === 404;
}

export function useSession(key: string) {
  return useQuery({
    queryKey: ['session', key],
    queryFn: () => getSession(key),
    staleTime: 60_000,
    // A missing session will not appear by asking again.
    retry: (failureCount, error) => !isNotFound(error) && failureCount < 2,
  });
}

/** Where "Add to calendar" downloads the session's .ics from. */
export function sessionCalendarUrl(session: Pick<Session, 'id'>): string {
  return `/api/sessions/${session.id}/calendar.ics`;
}
