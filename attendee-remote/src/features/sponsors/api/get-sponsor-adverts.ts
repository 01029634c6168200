import { apiRequest } from '@cc/api/client';
import type { SponsorAdvertList } from '@cc/api/contract';
import { useQuery } from '@tanstack/react-query';

/** GET /api/sponsor-adverts: the images admins uploaded in Content › Sponsors, newest first. */
export function useSponsorAdverts() {
  return useQuery({
    queryKey: ['sponsor-adverts'],
    queryFn: () => apiRequest<SponsorAdvertList>('GET', '/api/sponsor-adverts'),
    staleTime: 5 * 60_000,
  });
}
