// Exposed as './routes'. Default export: the component the host renders under "/*".
import { AppRoutes } from './app/app-routes';
import { QueryProvider } from './app/query-provider';
import './styles/attendee.css';

/** The API contract this remote was compiled against; the host refuses the remote when its API cannot serve it. */
export { API_CONTRACT_VERSION as apiContract } from '@cc/api/contract';

export default function AttendeeRoutes() {
  return (
    <QueryProvider>
      <AppRoutes />
    </QueryProvider>
  );
}
