import { apiRequest } from '@cc/api/client';
import type { PhraseList } from '@cc/api/contract';
import { useQuery } from '@tanstack/react-query';
import { localCopy } from '../utils/local-copy';

export const STARTER_PHRASES_KEY = ['starter-phrases'] as const;
const copy = localCopy('cm-starter-phrases');

/** GET /api/starter-phrases: the organisers' phrases, the same for everyone; the last list read is kept offline. */
export function useStarterPhrases() {
  return useQuery({
    queryKey: STARTER_PHRASES_KEY,
    queryFn: async () => copy.save(await apiRequest<PhraseList>('GET', '/api/starter-phrases')),
    placeholderData: copy.read,
  });
}
