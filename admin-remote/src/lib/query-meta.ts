// Every admin query's key starts with this, so signing out can drop them all at once.
export const adminQueryRoot = ['admin'] as const;

// Types the `meta` of our queries and mutations: admin calls are marked, so a 401 from one of them
// means the admin session has ended (see app/query-client.ts).
import '@tanstack/react-query';

interface AdminCallMeta extends Record<string, unknown> {
  adminCall?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AdminCallMeta;
    mutationMeta: AdminCallMeta;
  }
}
