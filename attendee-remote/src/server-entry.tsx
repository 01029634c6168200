// The server build's entry (issue 28, docs/remote-contract.md "Server build"): what the host needs to render the
// attendee pages as HTML. Built to dist/server/remote-entry.cjs beside the browser build, and published with it.
import { dehydrate } from '@tanstack/react-query';
import { isPublicQuery } from './lib/public-queries';
import { queryClient } from './lib/query-client';

export { API_CONTRACT_VERSION as apiContract } from '@cc/api/contract';
export { default } from './routes';

declare const __CC_BUILD_ID__: string;
/** Equal to the browser build's manifest buildInfo.buildVersion when both come from the same sources. */
export const buildId = __CC_BUILD_ID__;

/** Forgets the previous page's data: one server build renders page after page. */
export function resetForRender(): void {
  queryClient.clear();
}

export { isPublicQuery, queryClient };

/** The public answers the page was drawn with, for the browser to start from (lib/server-data.ts reads them). */
export function dehydratedData(): unknown {
  return dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && isPublicQuery(query.queryKey),
  });
}
