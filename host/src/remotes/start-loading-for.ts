import { loadExposed } from './remote-registry';

/**
 * Starts loading what the first page needs while start-up is still probing the API: the page appears sooner, and
 * a remote's 10 s limit runs from its first request. The outlets later pick up these same attempts.
 */
export function startLoadingFor(pathname: string): void {
  const ignore = () => {};
  if (pathname === '/admin' || pathname.startsWith('/admin/')) loadExposed('admin', 'admin-app').catch(ignore);
  else loadExposed('attendee', 'routes').catch(ignore);
  loadExposed('attendee', 'nav-badges').catch(ignore);
}
