import { apiRequest } from '@cc/api/client';
import type { VenueList } from '@cc/api/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/venues: each venue's building, for walking-time clash checks when a session names only its venue. */
export function getVenues(): Promise<VenueList> {
  return apiRequest<VenueList>('GET', '/api/venues');
}

export function venuesQueryOptions() {
  return queryOptions({ queryKey: ['venues'] as const, queryFn: getVenues, staleTime: 60 * 60_000 });
}

export function useVenues() {
  return useQuery(venuesQueryOptions());
}
