// What the apps take from TanStack Query, shared as the one query library singleton (federated-app.mjs): the list
// keeps the shared copy to what is used. A name missing here fails the build (SharedImportsCheckPlugin); add it here, and
// rebuild the host as well as the remote that needs it.
export {
  focusManager,
  infiniteQueryOptions,
  keepPreviousData,
  MutationCache,
  onlineManager,
  QueryCache,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  skipToken,
  useInfiniteQuery,
  useIsFetching,
  useIsMutating,
  useMutation,
  useMutationState,
  useQueries,
  useQuery,
  useQueryClient,
  useSuspenseQuery,
} from 'cc-shared-impl/@tanstack/react-query';
