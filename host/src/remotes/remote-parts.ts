import type { RemoteName } from './remote-registry';

/** How the messages name each remote to people. */
export const REMOTE_PARTS: Record<RemoteName, string> = {
  attendee: 'the attendee pages',
  admin: 'the admin area',
};
