import { type RefObject, useEffect, useState } from 'react';

export type MoveDirection = 'up' | 'down';

interface PendingMove {
  id: number;
  direction: MoveDirection;
  ids: number[];
}

/**
 * Keeps keyboard focus on a moved item's "Move up"/"Move down" button. React puts a reordered item in its new place
 * by moving its DOM node, and a moved node loses focus; so focus is put back only once the list is drawn in the new
 * order (`currentIds` equals the order asked for), on the button of the same direction, or the one that still works
 * at the top or bottom. Items carry `data-item-id`; their move buttons carry `data-move="up|down"`.
 */
export function useRefocusAfterMove(listRef: RefObject<HTMLElement | null>, currentIds: number[]) {
  const [pending, setPending] = useState<PendingMove | null>(null);
  const order = currentIds.join(',');

  useEffect(() => {
    if (!pending || order !== pending.ids.join(',')) return;
    setPending(null);
    const buttons = Array.from(
      listRef.current?.querySelectorAll<HTMLButtonElement>(`[data-item-id="${pending.id}"] button[data-move]`) ?? [],
    );
    const same = buttons.find((button) => button.dataset.move === pending.direction && !button.disabled);
    (same ?? buttons.find((button) => !button.disabled))?.focus();
  }, [pending, order, listRef]);

  return {
    /** Call when the server has the new order. */
    refocus: (id: number, direction: MoveDirection, ids: number[]) => setPending({ id, direction, ids }),
  };
}
