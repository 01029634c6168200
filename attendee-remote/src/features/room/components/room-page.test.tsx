/** The room screen: what it shows, the clicker's keys, and the writing note and results arriving live. */
import type { Poll, RoomView } from '@cc/api/contract';
import { announce } from '@cc/design-system';
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../../../test/fake-websocket';
import { json, mockApi, renderApp } from '../../../test/render-app';
import { ROOM_WRITING_NOTE } from './room-page';

vi.mock('@cc/design-system', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cc/design-system')>()),
  announce: vi.fn(),
}));

const poll: Poll = {
  id: 4,
  sessionId: 7,
  kind: 'single',
  question: 'More quiet rooms?',
  options: [
    { id: 1, label: 'Yes' },
    { id: 2, label: 'No' },
  ],
  scaleLabels: null,
  state: 'open',
  openedAt: '2027-09-13T10:00:00Z',
  closedAt: null,
  closesNotBefore: null,
  resultsVisible: true,
  answered: 0,
  results: { answered: 0, options: [], mean: null, texts: [] },
};

const room: RoomView = {
  session: { id: 7, title: 'Eye gaze basics', date: null, startTime: null, endTime: null, location: 'Linden Hall' },
  shortUrl: 'https://conference.test/s/7',
  questionsOpen: true,
  questions: [
    {
      id: 20,
      text: 'How long to learn?',
      shownName: 'Robin',
      readOutLoud: true,
      deviceTurn: false,
      votes: 2,
      answered: false,
    },
    { id: 21, text: 'Is it tiring?', shownName: null, readOutLoud: false, deviceTurn: true, votes: 0, answered: false },
  ],
  polls: [poll],
  writing: 0,
};

beforeEach(() => {
  vi.mocked(announce).mockClear();
  vi.stubGlobal('WebSocket', FakeWebSocket);
  mockApi({ 'GET /api/room/7': () => json(room) });
});

describe('RoomPage', () => {
  it('shows the title, the QR code with the address in words, the poll and the questions with their marks', async () => {
    renderApp('/room/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Eye gaze basics' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR code for conference.test/s/7' }).getAttribute('src')).toBe(
      '/api/room/7/qr.svg',
    );
    expect(screen.getByText('conference.test/s/7')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Poll: More quiet rooms?' })).toBeTruthy();
    expect(screen.getByText('Please read it out loud')).toBeTruthy();
    expect(screen.getByText('Asked by Robin')).toBeTruthy();
    expect(screen.getByText('Will ask with a communication device: please allow time')).toBeTruthy();
    expect(screen.queryByText(ROOM_WRITING_NOTE)).toBeNull();
  });

  it('moves with Page Down and Page Up, one item at a time, and says where it is', async () => {
    renderApp('/room/7');
    await screen.findByRole('heading', { level: 1, name: 'Eye gaze basics' }, { timeout: 5000 });
    fireEvent.keyDown(window, { key: 'PageDown' });
    expect(announce).toHaveBeenLastCalledWith('Item 2 of 4: poll, More quiet rooms?');
    fireEvent.keyDown(window, { key: 'PageDown' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Question 1 of 2' })).toBeTruthy();
    expect(announce).toHaveBeenLastCalledWith('Item 3 of 4: question 1 of 2, How long to learn?');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Question 2 of 2' })).toBeTruthy();
    fireEvent.keyDown(window, { key: 'PageDown' });
    expect(announce).toHaveBeenLastCalledWith('Item 4 of 4: question 2 of 2, Is it tiring?. This is the last item');
    fireEvent.keyDown(window, { key: 'PageUp' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Question 1 of 2' })).toBeTruthy();
  });

  it('shows the writing note and new results as they arrive', async () => {
    renderApp('/room/7');
    await screen.findByRole('heading', { level: 1, name: 'Eye gaze basics' }, { timeout: 5000 });
    const socket = FakeWebSocket.latest();
    act(() => socket.open());
    expect(socket.sent).toContainEqual({
      type: 'subscribe',
      topics: expect.arrayContaining(['questions:7', 'polls:7', 'room:7']),
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    act(() => socket.frame({ kind: 'event', topic: 'room:7', type: 'room.writing', data: { sessionId: 7, count: 1 } }));
    expect(await screen.findByText(ROOM_WRITING_NOTE)).toBeTruthy();
    act(() =>
      socket.frame({
        kind: 'event',
        topic: 'polls:7',
        type: 'poll.results',
        data: {
          sessionId: 7,
          pollId: 4,
          answered: 2,
          results: {
            answered: 2,
            options: [
              { id: 1, label: 'Yes', count: 2, percent: 100 },
              { id: 2, label: 'No', count: 0, percent: 0 },
            ],
            mean: null,
            texts: [],
          },
        },
      }),
    );
    expect(await screen.findByText('Yes: 2 of 2 (100%)')).toBeTruthy();
  });
});
