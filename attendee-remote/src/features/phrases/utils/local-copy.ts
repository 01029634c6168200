/**
 * The last phrase list read from the server, kept in this browser so the phrase bank still shows it offline
 * (before the service worker has stored the answer, or where there is none). The personal list is forgotten when
 * someone signs in or out: it was the previous person's.
 */
import { onAccountChanged } from '@cc/api/client';
import type { PhraseList } from '@cc/api/contract';
import { safeStorage } from '@cc/design-system';

export function localCopy(key: string, { personal = false } = {}) {
  if (personal) onAccountChanged(() => safeStorage.remove(key));
  return {
    read(): PhraseList | undefined {
      const raw = safeStorage.get(key);
      if (!raw) return undefined;
      try {
        const parsed = JSON.parse(raw) as PhraseList;
        return Array.isArray(parsed.phrases) ? parsed : undefined;
      } catch {
        return undefined;
      }
    },
    save(list: PhraseList): PhraseList {
      safeStorage.set(key, JSON.stringify(list));
      return list;
    },
  };
}
