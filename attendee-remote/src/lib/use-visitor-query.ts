import { useHydrated } from '@cc/design-system';
import {
  type DefaultError,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
} from '@tanstack/react-query';

/**
 * useQuery for what belongs to this visitor (bookmarks, agenda, read state, drafts; lib/public-queries.ts lists
 * the rest). A server-drawn page shows such data loading, as the server had none of it; while that HTML hydrates the
 * answer reads as still loading even when the browser has it already (another part asked first), so the first draw
 * matches the HTML. The real answer shows the moment after.
 */
export function useVisitorQuery<
  TQueryFnData = unknown,
  TError = DefaultError,
  TData = TQueryFnData,
  TKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TKey>): UseQueryResult<TData, TError> {
  const hydrated = useHydrated();
  const result = useQuery(options);
  if (hydrated) return result;
  return {
    ...result,
    data: undefined,
    error: null,
    status: 'pending',
    isPending: true,
    isLoading: true,
    isSuccess: false,
    isError: false,
    isFetched: false,
    isFetchedAfterMount: false,
    isLoadingError: false,
    isRefetchError: false,
    isPlaceholderData: false,
  } as UseQueryResult<TData, TError>;
}
