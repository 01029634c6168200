import { createContext } from 'react';
import type { RemoteName } from '../remotes/remote-registry';

/**
 * On the server, the remotes' exposed modules come from their server builds, already loaded (server-entry.tsx);
 * in the browser there is no provider and the federation runtime loads them (remote-registry.ts).
 */
export type ServerRemoteModules = Partial<Record<RemoteName, Record<string, { default: unknown }>>>;

export const ServerRemotes = createContext<ServerRemoteModules | null>(null);
