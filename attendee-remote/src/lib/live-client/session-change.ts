/**
 * The data of a live 'session.updated' event (SessionUpdatedEventData), read defensively: the event comes from
 * a server that may be newer than this remote, so anything unexpected reads as "unknown change" (null).
 */
export interface SessionChange {
  sessionIds: number[];
  change: string;
}

export function asSessionChange(data: unknown): SessionChange | null {
  if (typeof data !== 'object' || data === null) return null;
  const { sessionIds, change } = data as Partial<SessionChange>;
  if (!Array.isArray(sessionIds) || typeof change !== 'string') return null;
  return { sessionIds: sessionIds.filter((id): id is number => typeof id === 'number'), change };
}
