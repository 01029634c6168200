import { apiRequest } from '@cc/api/client';
import type { AuditLogPage } from '@cc/api/contract';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { adminQueryRoot } from '../../../lib/query-meta';

export const AUDIT_PAGE_SIZE = 25;

/** GET /api/admin/audit-log: newest first; `before` is the previous page's nextBefore. */
export function getAuditLog(params: { entity: string | null; before: number | null }): Promise<AuditLogPage> {
  const query = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE) });
  if (params.before !== null) query.set('before', String(params.before));
  if (params.entity) query.set('entity', params.entity);
  return apiRequest<AuditLogPage>('GET', `/api/admin/audit-log?${query.toString()}`);
}

export function useAuditLog(entity: string | null) {
  return useInfiniteQuery({
    queryKey: [...adminQueryRoot, 'audit-log', entity ?? 'all'],
    queryFn: ({ pageParam }) => getAuditLog({ entity, before: pageParam }),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextBefore,
    meta: { adminCall: true },
    // Other tabs' changes land here: read it afresh whenever the tab is opened.
    staleTime: 0,
    // Changing the filter keeps the current entries (and the filter's options) until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
