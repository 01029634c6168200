import type { AdminDashboard, AdminDashboardQuestion } from '@cc/api/contract';

const question = (id: number, status: AdminDashboardQuestion['status'], text: string, name: string | null = null) => ({
  id,
  text,
  name,
  status,
  sessionId: null,
  sessionTitle: null,
  createdAt: `2027-09-13T10:${String(id).padStart(2, '0')}:00.000Z`,
});

/** A GET /api/admin/dashboard answer for tests. */
export const dashboard: AdminDashboard = {
  stats: { sessions: 124, questions: 30, pendingQuestions: 4, announcements: 6, bookmarks: 210 },
  pendingQuestions: {
    items: [
      question(
        12,
        'pending',
        'Could the keynote slides be shared in an easy-read format, with symbols, for people who use AAC devices?',
        'Sam',
      ),
      question(11, 'pending', 'Is there a quiet room?'),
    ],
    total: 4,
  },
  pendingUrls: {
    items: [
      {
        id: 7,
        url: 'https://example.org/slides',
        presenterName: 'Pat Presenter',
        sessionId: 3,
        sessionTitle: 'Core vocabulary in the classroom',
        createdAt: '2027-09-13T09:00:00.000Z',
      },
    ],
    total: 1,
  },
  recentQuestions: [question(12, 'pending', 'Recent one', 'Sam'), question(10, 'answered', 'Recent two')],
  system: {
    checks: [
      {
        id: 'database',
        label: 'Database',
        status: 'online',
        detail: 'Answered in 2 ms',
        checkedAt: '2027-09-13T10:30:00.000Z',
        durationMs: 2,
      },
      {
        id: 'sessionStore',
        label: 'Session store',
        status: 'online',
        detail: '3 active sign-in sessions',
        checkedAt: '2027-09-13T10:30:00.000Z',
        durationMs: 3,
      },
      {
        id: 'fileStorage',
        label: 'File storage',
        status: 'offline',
        detail: 'Failed: EACCES',
        checkedAt: '2027-09-13T10:30:00.000Z',
        durationMs: 1,
      },
    ],
    checkedAt: '2027-09-13T10:30:00.000Z',
  },
  generatedAt: '2027-09-13T10:30:00.000Z',
};
