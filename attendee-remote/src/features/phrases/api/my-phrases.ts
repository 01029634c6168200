import { apiRequest } from '@cc/api/client';
import type { Phrase, PhraseList } from '@cc/api/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useVisitorQuery } from '../../../lib/use-visitor-query';
import { localCopy } from '../utils/local-copy';

export const MY_PHRASES_KEY = ['my-phrases'] as const;
const copy = localCopy('cm-my-phrases', { personal: true });

/** GET /api/phrases: the person's own phrases (the account's, or this browser's before sign-in). */
export function useMyPhrases() {
  return useVisitorQuery({
    queryKey: MY_PHRASES_KEY,
    queryFn: async () => copy.save(await apiRequest<PhraseList>('GET', '/api/phrases')),
    placeholderData: copy.read,
  });
}

export type PhraseChange =
  | { kind: 'add'; text: string }
  | { kind: 'rename'; id: number; text: string }
  | { kind: 'order'; ids: number[] }
  | { kind: 'delete'; id: number };

/** One request per change (POST, PATCH, PUT order, DELETE /api/phrases…); the answer becomes the cached list. */
async function sendChange(change: PhraseChange, current: Phrase[]): Promise<PhraseList> {
  switch (change.kind) {
    case 'add': {
      const added = await apiRequest<Phrase>('POST', '/api/phrases', { text: change.text });
      return { phrases: [...current, added] };
    }
    case 'rename': {
      const renamed = await apiRequest<Phrase>('PATCH', `/api/phrases/${change.id}`, { text: change.text });
      return { phrases: current.map((phrase) => (phrase.id === renamed.id ? renamed : phrase)) };
    }
    case 'order':
      return apiRequest<PhraseList>('PUT', '/api/phrases/order', { ids: change.ids });
    case 'delete':
      await apiRequest<null>('DELETE', `/api/phrases/${change.id}`);
      return { phrases: current.filter((phrase) => phrase.id !== change.id) };
  }
}

export function useChangeMyPhrases() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PhraseChange) =>
      sendChange(change, queryClient.getQueryData<PhraseList>(MY_PHRASES_KEY)?.phrases ?? []),
    onSuccess: (list) => {
      queryClient.setQueryData(MY_PHRASES_KEY, copy.save(list));
    },
    // A refused change (say, the list changed on another device): read the server's list again.
    onError: () => queryClient.invalidateQueries({ queryKey: MY_PHRASES_KEY }),
  });
}
