/**
 * What the visitor (or account) has read, kept by the server. When the server cannot be reached, the ids
 * saved in this browser under cm-read-announcements stand in (attendee.md §8), and they are sent to the
 * server the next time it answers.
 */
import { apiRequest } from '@cc/api/client';
import type { AnnouncementReadIds } from '@cc/api/contract';
import { STORAGE_KEYS, safeStorage } from '@cc/design-system';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { useVisitorQuery } from '../../../lib/use-visitor-query';

export interface ReadState {
  ids: number[];
  /** True when the server could not be reached and the ids come from this browser. */
  offline: boolean;
}

export const readIdsQueryKey = ['announcement-reads'] as const;

export function storedReadIds(): number[] {
  try {
    const parsed: unknown = JSON.parse(safeStorage.get(STORAGE_KEYS.readAnnouncements) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id) && id > 0) : [];
  } catch {
    return [];
  }
}

export function storeReadIds(ids: readonly number[]): void {
  const all = [...new Set([...storedReadIds(), ...ids])].slice(-1000);
  safeStorage.set(STORAGE_KEYS.readAnnouncements, JSON.stringify(all));
}

/**
 * Corrected announcements are unread again (the server has dropped their reads): drop them here too, in the
 * cache and among the ids kept in this browser, so the list and the badge say so before the refetch answers.
 */
export function markUnreadAgain(queryClient: QueryClient, ids: readonly number[]): void {
  if (ids.length === 0) return;
  const again = new Set(ids);
  const current = queryClient.getQueryData<ReadState>(readIdsQueryKey);
  if (current) {
    queryClient.setQueryData<ReadState>(readIdsQueryKey, {
      ...current,
      ids: current.ids.filter((id) => !again.has(id)),
    });
  }
  const stored = storedReadIds();
  if (stored.some((id) => again.has(id))) {
    safeStorage.set(STORAGE_KEYS.readAnnouncements, JSON.stringify(stored.filter((id) => !again.has(id))));
  }
  void queryClient.invalidateQueries({ queryKey: readIdsQueryKey });
  refreshOtherViews(queryClient);
}

const union = (a: readonly number[], b: readonly number[]) => [...new Set([...a, ...b])];

export async function getReadState(): Promise<ReadState> {
  const local = storedReadIds();
  let ids: number[];
  try {
    ids = (await apiRequest<AnnouncementReadIds>('GET', '/api/announcements/read')).ids;
  } catch {
    return { ids: local, offline: true };
  }
  const pending = local.filter((id) => !ids.includes(id)).slice(0, 500);
  if (pending.length === 0) return { ids, offline: false };
  try {
    const synced = await apiRequest<AnnouncementReadIds>('POST', '/api/announcements/read', { ids: pending });
    safeStorage.remove(STORAGE_KEYS.readAnnouncements);
    return { ids: synced.ids, offline: false };
  } catch {
    return { ids: union(ids, local), offline: false };
  }
}

export function readStateQueryOptions() {
  return queryOptions({ queryKey: readIdsQueryKey, queryFn: getReadState, staleTime: 30_000 });
}

export function useReadState() {
  return useVisitorQuery(readStateQueryOptions());
}

/** Other views of read state (e.g. Home's) refetch after a change here. */
function refreshOtherViews(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] !== 'announcement-reads' && query.queryKey.includes('announcement-reads'),
  });
}

export type MarkReadOutcome = 'saved' | 'offline';

/** Marks announcements read on the server, or in this browser when the server cannot be reached. */
export async function markRead(queryClient: QueryClient, ids: readonly number[]): Promise<MarkReadOutcome> {
  if (ids.length === 0) return 'saved';
  const current = queryClient.getQueryData<ReadState>(readIdsQueryKey);
  // Shown as read at once; the server's answer (or the local fallback) follows.
  queryClient.setQueryData<ReadState>(readIdsQueryKey, {
    ids: union(current?.ids ?? [], ids),
    offline: current?.offline ?? false,
  });
  try {
    const result =
      ids.length === 1
        ? await apiRequest<AnnouncementReadIds>('POST', `/api/announcements/${ids[0]}/read`)
        : await apiRequest<AnnouncementReadIds>('POST', '/api/announcements/read', { ids: ids.slice(0, 500) });
    const latest = queryClient.getQueryData<ReadState>(readIdsQueryKey);
    queryClient.setQueryData<ReadState>(readIdsQueryKey, {
      ids: union(result.ids, latest?.ids ?? []),
      offline: false,
    });
    refreshOtherViews(queryClient);
    return 'saved';
  } catch {
    storeReadIds(ids);
    refreshOtherViews(queryClient);
    return 'offline';
  }
}
