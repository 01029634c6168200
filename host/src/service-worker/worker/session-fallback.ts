import type { Session, SessionList } from '@cc/api/contract';

/** `/api/sessions/:key` (not its sub-resources), with the key decoded; null for any other path. */
export function sessionKeyOf(pathname: string): string | null {
  const match = /^\/api\/sessions\/([^/]+)$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]).trim();
  } catch {
    return null;
  }
}

/**
 * Offline, a session page the visitor has not opened yet is answered from the cached programme, which holds
 * every session in the same shape, instead of fetching each session ahead. The key is matched as the API
 * matches it: numeric id first, then session number, then track label, ignoring case.
 */
export function sessionFromList(list: SessionList, key: string): Session | null {
  const sessions = list.sessions;
  if (/^\d+$/.test(key)) {
    const byId = sessions.find((session) => session.id === Number(key));
    if (byId) return byId;
  }
  const wanted = key.toLowerCase();
  for (const field of ['sessionNumber', 'track'] as const) {
    const match = sessions.find((session) => session[field]?.trim().toLowerCase() === wanted);
    if (match) return match;
  }
  return null;
}
