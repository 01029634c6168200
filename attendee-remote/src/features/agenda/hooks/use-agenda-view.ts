import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ALL_DAYS } from '../utils/day-filter';

export type AgendaView = 'schedule' | 'list';

/**
 * The view (Schedule View / List View) and the day filter, kept in the address (?view=list&day=2027-09-13)
 * so that a reload, Back, or a shared link shows the same thing.
 */
export function useAgendaView() {
  const [params, setParams] = useSearchParams();
  const view: AgendaView = params.get('view') === 'list' ? 'list' : 'schedule';
  const rawDay = params.get('day');
  const day = rawDay && /^\d{4}-\d{2}-\d{2}$/.test(rawDay) ? rawDay : ALL_DAYS;

  const update = useCallback(
    (name: 'view' | 'day', value: string, fallback: string) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === fallback) next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  const setView = useCallback((next: AgendaView) => update('view', next, 'schedule'), [update]);
  const setDay = useCallback((next: string) => update('day', next, ALL_DAYS), [update]);
  return { view, day, setView, setDay };
}
