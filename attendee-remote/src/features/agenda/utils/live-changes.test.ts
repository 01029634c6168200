// @vitest-environment node
import type { LiveEvent } from '@cc/api/contract';
import { describe, expect, it } from 'vitest';
import { entry } from './agenda-test-entries';
import { agendaLiveChanges } from './live-changes';

const event = (data: unknown): LiveEvent => ({ topic: 'sessions', type: 'session.updated', data });

describe('agendaLiveChanges', () => {
  const mine = entry({ title: 'Core vocabulary' });
  const agenda = { entries: [mine] };

  it('refetches and names the session when one in the agenda changes', () => {
    expect(agendaLiveChanges(agenda, [event({ sessionIds: [mine.session.id], change: 'cancelled' })])).toEqual({
      refetch: true,
      message: 'Your agenda was updated. Cancelled: Core vocabulary.',
    });
    expect(agendaLiveChanges(agenda, [event({ sessionIds: [mine.session.id], change: 'updated' })]).message).toBe(
      'Your agenda was updated. Changed: Core vocabulary.',
    );
  });

  it('ignores changes to sessions that are not in the agenda', () => {
    expect(agendaLiveChanges(agenda, [event({ sessionIds: [999_999], change: 'updated' })])).toEqual({
      refetch: false,
      message: null,
    });
  });

  it('refetches quietly after an import or unreadable event data', () => {
    expect(agendaLiveChanges(agenda, [event({ sessionIds: [], change: 'imported' })])).toEqual({
      refetch: true,
      message: null,
    });
    expect(agendaLiveChanges(agenda, [event('garbage')]).refetch).toBe(true);
  });
});
