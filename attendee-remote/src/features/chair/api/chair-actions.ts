import { apiRequest } from '@cc/api/client';
import type { ChairSessionView } from '@cc/api/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chairViewKey } from './get-chair-view';

export type ChairAction =
  | { kind: 'call-next' }
  | { kind: 'answered'; questionId: number }
  | { kind: 'open-questions' }
  | { kind: 'close-questions' };

function pathOf(sessionId: number, action: ChairAction): string {
  const base = `/api/chair/sessions/${sessionId}`;
  switch (action.kind) {
    case 'call-next':
      return `${base}/turns/next`;
    case 'answered':
      return `${base}/turns/${action.questionId}/answered`;
    case 'open-questions':
      return `${base}/questions/open`;
    case 'close-questions':
      return `${base}/questions/close`;
  }
}

/** Every chair action answers with the new view, which replaces the cached one. */
export function useChairAction(sessionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ChairAction) => apiRequest<ChairSessionView>('POST', pathOf(sessionId, action)),
    onSuccess: (view) => queryClient.setQueryData(chairViewKey(sessionId), view),
    onError: () => void queryClient.invalidateQueries({ queryKey: chairViewKey(sessionId) }),
  });
}
