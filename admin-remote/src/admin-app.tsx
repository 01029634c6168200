import { QueryClientProvider } from '@tanstack/react-query';
import { AdminRoot } from './app/admin-root';
import { queryClient } from './app/query-client';
import './app/admin.css';

/** The admin area, rendered by the host under /admin/* inside its router and <main>. */
export default function AdminApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <AdminRoot />
    </QueryClientProvider>
  );
}
