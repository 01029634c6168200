import { apiRequest } from '@cc/api/client';
import type { SessionList } from '@cc/api/contract';
import { useQuery } from '@tanstack/react-query';
import { sessionsByTime } from '../../../lib/session-time';

/**
 * GET /api/sessions, in time order (day, start time, title) rather than the programme's track order: the Q&A
 * tab's session filter and its "open or close questions" choice both list sessions as a moderator meets them.
 */
export function useSessionChoices() {
  return useQuery({
    queryKey: ['admin', 'session-questions-sessions'],
    queryFn: () => apiRequest<SessionList>('GET', '/api/sessions'),
    select: (data) => sessionsByTime(data.sessions),
    staleTime: 60_000,
  });
}
