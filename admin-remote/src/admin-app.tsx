import { QueryClientProvider } from '@tanstack/react-query';
import { AdminRoot } from './app/admin-root';
import { queryClient } from './app/query-client';
import './app/admin.css';

/** The API contract this remote was compiled against; the host refuses the remote when its API cannot serve it. */
export { API_CONTRACT_VERSION as apiContract } from '@cc/api/contract';

/** The admin area, rendered by the host under /admin/* inside its router and <main>. */
export default function AdminApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <AdminRoot />
    </QueryClientProvider>
  );
}
