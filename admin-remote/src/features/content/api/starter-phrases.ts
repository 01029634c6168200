import { apiRequest } from '@cc/api/client';
import type { Phrase, PhraseList } from '@cc/api/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminQueryRoot } from '../../../lib/query-meta';

export const starterPhrasesQueryKey = [...adminQueryRoot, 'starter-phrases'] as const;

/** GET /api/starter-phrases: the list attendees see beside every question box, in order. */
export function useStarterPhrases() {
  return useQuery({
    queryKey: starterPhrasesQueryKey,
    queryFn: () => apiRequest<PhraseList>('GET', '/api/starter-phrases'),
  });
}

export type StarterPhraseChange =
  | { kind: 'add'; text: string }
  | { kind: 'rename'; id: number; text: string }
  | { kind: 'order'; ids: number[] }
  | { kind: 'delete'; id: number };

/** POST, PATCH, PUT order and DELETE /api/admin/starter-phrases…: admin only, each audited by the server. */
function send(change: StarterPhraseChange): Promise<unknown> {
  switch (change.kind) {
    case 'add':
      return apiRequest<Phrase>('POST', '/api/admin/starter-phrases', { text: change.text });
    case 'rename':
      return apiRequest<Phrase>('PATCH', `/api/admin/starter-phrases/${change.id}`, { text: change.text });
    case 'order':
      return apiRequest<PhraseList>('PUT', '/api/admin/starter-phrases/order', { ids: change.ids });
    case 'delete':
      return apiRequest<null>('DELETE', `/api/admin/starter-phrases/${change.id}`);
  }
}

export function useChangeStarterPhrases() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { adminCall: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: starterPhrasesQueryKey }),
  });
}
