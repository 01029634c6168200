import { apiRequest } from '@cc/api/client';
import type { ConferenceInfo } from '@cc/api/contract';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { use } from 'react';

/**
 * GET /api/conference: name, days, time zone and its offsets (BEYOND D12: nothing about the conference is written
 * into pages).
 */
export function getConference(): Promise<ConferenceInfo> {
  return apiRequest<ConferenceInfo>('GET', '/api/conference');
}

const conferenceQuery = { queryKey: ['conference'], queryFn: getConference, staleTime: 60 * 60_000 };

/** Same key and shape as the other pages' conference query, so they share one cached copy. */
export function useConference() {
  return useQuery(conferenceQuery);
}

/** Per cache, the read Home's first draw waited on, settled either way. */
const firstReads = new WeakMap<QueryClient, Promise<unknown>>();

/**
 * useConference, but a draw without the conference waits (suspends) until it is known or could not be read. Home's
 * introduction needs it; while Home waits, the host keeps showing the same introduction it drew before the remote
 * loaded (docs/remote-contract.md), instead of a loading message between the two.
 */
export function useConferenceWhenKnown() {
  const client = useQueryClient();
  let read = firstReads.get(client);
  if (!read) {
    const state = client.getQueryState(conferenceQuery.queryKey);
    if (state?.data === undefined && state?.status !== 'error') {
      read = client.fetchQuery(conferenceQuery).catch(() => undefined);
      firstReads.set(client, read);
    }
  }
  // Once there is a read, every draw passes it to use(): React replays a suspended draw and expects the same calls.
  // Settled, it returns at once; a later read that is pending again (the answer was dropped from the cache) draws
  // Home's loading message instead.
  if (read) use(read);
  return useConference();
}
