import type { AdminSession } from '@cc/api/contract';

/** An active session with no date, time, room or speaker; the test says what differs. */
export function makeAdminSession(id: number, overrides: Partial<AdminSession> = {}): AdminSession {
  return {
    id,
    sessionNumber: null,
    track: null,
    title: `Session ${id}`,
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
    version: 1,
    ...overrides,
  };
}
