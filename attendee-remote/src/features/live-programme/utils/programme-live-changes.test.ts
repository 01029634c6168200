// @vitest-environment node
import type { LiveEvent } from '@cc/api/contract';
import { describe, expect, it } from 'vitest';
import { programmeLiveMessage, sessionViewOf } from './programme-live-changes';

const event = (data: unknown): LiveEvent => ({ topic: 'sessions', type: 'session.updated', data });
const sessions = [
  { id: 1, title: 'Core vocabulary' },
  { id: 2, title: 'Eye gaze at school' },
];

describe('sessionViewOf', () => {
  it('tells list pages, session pages and the rest apart', () => {
    expect(sessionViewOf('/programme')).toEqual({ kind: 'list' });
    expect(sessionViewOf('/timetable/')).toEqual({ kind: 'list' });
    expect(sessionViewOf('/session/2.6')).toEqual({ kind: 'session', key: '2.6' });
    expect(sessionViewOf('/my-agenda')).toEqual({ kind: 'other' });
    expect(sessionViewOf('/')).toEqual({ kind: 'other' });
  });
});

describe('programmeLiveMessage', () => {
  it('names each changed session on the programme and the timetable, once', () => {
    const events = [
      event({ sessionIds: [1], change: 'cancelled' }),
      event({ sessionIds: [2], change: 'updated' }),
      event({ sessionIds: [2], change: 'updated' }),
    ];
    expect(programmeLiveMessage({ kind: 'list' }, events, sessions, undefined)).toBe(
      'The programme was updated. Cancelled: Core vocabulary. Changed: Eye gaze at school.',
    );
  });

  it('speaks on a session page only of that session', () => {
    const view = { kind: 'session', key: '1' } as const;
    expect(programmeLiveMessage(view, [event({ sessionIds: [1], change: 'cancelled' })], sessions, { id: 1 })).toBe(
      'This session has just been cancelled.',
    );
    expect(programmeLiveMessage(view, [event({ sessionIds: [2], change: 'cancelled' })], sessions, { id: 1 })).toBe(
      null,
    );
    expect(programmeLiveMessage(view, [event({ sessionIds: [1], change: 'deleted' })], sessions, { id: 1 })).toBe(
      'This session has just been taken out of the programme.',
    );
  });

  it('says the programme changed after an import or an event it cannot read', () => {
    expect(
      programmeLiveMessage({ kind: 'list' }, [event({ sessionIds: [], change: 'imported' })], sessions, undefined),
    ).toBe('The programme was updated.');
    expect(programmeLiveMessage({ kind: 'list' }, [event('garbage')], sessions, undefined)).toBe(
      'The programme was updated.',
    );
  });

  it('names a reinstated session, and says the programme changed when a session is added', () => {
    expect(
      programmeLiveMessage({ kind: 'list' }, [event({ sessionIds: [1], change: 'reinstated' })], sessions, undefined),
    ).toBe('The programme was updated. No longer cancelled: Core vocabulary.');
    expect(
      programmeLiveMessage(
        { kind: 'session', key: '1' },
        [event({ sessionIds: [1], change: 'reinstated' })],
        sessions,
        {
          id: 1,
        },
      ),
    ).toBe('This session is no longer cancelled. It takes place as shown.');
    expect(
      programmeLiveMessage({ kind: 'list' }, [event({ sessionIds: [99], change: 'created' })], sessions, undefined),
    ).toBe('The programme was updated.');
  });

  it('stays quiet where no session is shown, and about sessions it does not know', () => {
    const cancelled = [event({ sessionIds: [1], change: 'cancelled' })];
    expect(programmeLiveMessage({ kind: 'other' }, cancelled, sessions, undefined)).toBe(null);
    expect(
      programmeLiveMessage({ kind: 'list' }, [event({ sessionIds: [99], change: 'updated' })], sessions, undefined),
    ).toBe(null);
  });
});
