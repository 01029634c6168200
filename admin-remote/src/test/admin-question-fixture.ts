import type { AdminQuestion } from '@cc/api/contract';

/** A pending question with no session, votes or answer; the test says what differs. */
export function makeAdminQuestion(id: number, overrides: Partial<AdminQuestion> = {}): AdminQuestion {
  return {
    id,
    text: `Question ${id}`,
    sessionId: null,
    sessionTitle: null,
    name: null,
    email: null,
    anonymous: false,
    status: 'pending',
    answered: false,
    votes: 0,
    response: null,
    respondedBy: null,
    respondedAt: null,
    moderationNotes: null,
    readOutLoud: false,
    deviceTurn: false,
    seat: null,
    createdAt: '2027-09-13T10:00:00.000Z',
    updatedAt: '2027-09-13T10:00:00.000Z',
    ...overrides,
  };
}
