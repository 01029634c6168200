import type { Session } from '@cc/api/contract';

/** A complete Session with plain defaults; tests override only what they are about. */
export function makeSession(overrides: Partial<Session> & Pick<Session, 'id' | 'title'>): Session {
  return {
    sessionNumber: null,
    track: null,
    description: null,
    abstractContent: null,
    abstractReferences: null,
    abstractNumber: null,
    hasAbstract: false,
    speaker: null,
    presenters: [],
    category: 'General',
    sessionFormat: null,
    topicCategory: null,
    sessionLevel: null,
    ageGroup: null,
    status: 'active',
    cancellationNotes: null,
    location: null,
    building: null,
    room: null,
    venueId: null,
    sessionDate: null,
    day: null,
    startTime: null,
    endTime: null,
    updatedAt: '2027-01-01T00:00:00.000Z',
    ...overrides,
  };
}
