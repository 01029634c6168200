// @vitest-environment node
import type { Session, SessionList } from '@cc/api/contract';
import { describe, expect, it } from 'vitest';
import { sessionFromList, sessionKeyOf } from './session-fallback';

const session = (id: number, sessionNumber: string | null, track: string | null) =>
  ({ id, sessionNumber, track, title: `Session ${id}` }) as Session;

const list: SessionList = {
  sessions: [session(7, '12', '1.1'), session(12, '3', 'Keynote'), session(20, ' P4 ', 'P4')],
  total: 3,
};

describe('sessionKeyOf', () => {
  it('reads the key of a single session, decoded, and nothing else', () => {
    expect(sessionKeyOf('/api/sessions/12')).toBe('12');
    expect(sessionKeyOf('/api/sessions/Plenary%20A')).toBe('Plenary A');
    expect(sessionKeyOf('/api/sessions')).toBeNull();
    expect(sessionKeyOf('/api/sessions/12/resources')).toBeNull();
    expect(sessionKeyOf('/api/sessions/%E0%A4%A')).toBeNull();
  });
});

describe('sessionFromList', () => {
  it('matches as the API does: id first, then session number, then track, ignoring case', () => {
    expect(sessionFromList(list, '12')?.id).toBe(12);
    expect(sessionFromList(list, '3')?.id).toBe(12);
    expect(sessionFromList(list, 'keynote')?.id).toBe(12);
    expect(sessionFromList(list, 'p4')?.id).toBe(20);
    expect(sessionFromList(list, '1.1')?.id).toBe(7);
  });

  it('finds nothing for an unknown key', () => {
    expect(sessionFromList(list, '999')).toBeNull();
    expect(sessionFromList(list, 'Workshop')).toBeNull();
  });
});
