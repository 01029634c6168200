// Exposed as './routes'. Default export: the component the host renders under "/*".
import { AppRoutes } from './app/app-routes';
import { QueryProvider } from './app/query-provider';
import './styles/attendee.css';

export default function AttendeeRoutes() {
  return (
    <QueryProvider>
      <AppRoutes />
    </QueryProvider>
  );
}
