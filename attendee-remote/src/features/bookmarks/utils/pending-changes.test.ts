// @vitest-environment node
import { ApiRequestError } from '@cc/api/client';
import { describe, expect, it } from 'vitest';
import {
  applyPending,
  isNetworkFailure,
  isTemporaryFailure,
  pendingRemovals,
  pendingStatusText,
  withChange,
  withoutChange,
} from './pending-changes';

const add = (sessionId: number) => ({ sessionId, bookmark: true, title: `Session ${sessionId}` });
const remove = (sessionId: number) => ({ sessionId, bookmark: false, title: `Session ${sessionId}` });

describe('the queue of waiting bookmark changes', () => {
  it('keeps changes in the order they were made', () => {
    const queue = withChange(withChange(withChange([], add(1)), remove(2)), add(3));
    expect(queue.map((c) => [c.sessionId, c.bookmark])).toEqual([
      [1, true],
      [2, false],
      [3, true],
    ]);
  });

  it('keeps only the latest change per session, moved to the end', () => {
    const queue = withChange(withChange(withChange([], add(1)), add(2)), remove(1));
    expect(queue.map((c) => [c.sessionId, c.bookmark])).toEqual([
      [2, true],
      [1, false],
    ]);
  });

  it('settles a sent change, but not a newer change to the same session made while it was sent', () => {
    const queue = withChange([], add(1));
    const sent = queue[0]!;
    expect(withoutChange(queue, sent)).toEqual([]);
    const changedAgain = withChange(queue, remove(1));
    expect(withoutChange(changedAgain, sent)).toEqual(changedAgain);
  });

  it('shows the list as it will be once everything is sent', () => {
    const queue = withChange(withChange([], add(4)), remove(2));
    expect(applyPending({ sessionIds: [1, 2] }, queue)).toEqual({ sessionIds: [1, 4] });
    expect(applyPending({ sessionIds: [4] }, withChange([], add(4)))).toEqual({ sessionIds: [4] });
    expect(pendingRemovals(queue)).toEqual(new Set([2]));
  });
});

describe('pendingStatusText', () => {
  it('says how many changes wait and for what', () => {
    expect(pendingStatusText(1, false)).toBe('1 change to your agenda is waiting to be sent when you are back online.');
    expect(pendingStatusText(2, false)).toBe(
      '2 changes to your agenda are waiting to be sent when you are back online.',
    );
    expect(pendingStatusText(2, true)).toBe('2 changes to your agenda are waiting to be sent. Trying again shortly.');
  });
});

describe('failures', () => {
  const error = (statusCode: number) => new ApiRequestError({ statusCode, code: 'X', message: 'x' });

  it('waits and tries again after no network, a timeout, a rate limit or a server error', () => {
    for (const status of [0, 408, 429, 500, 503]) expect(isTemporaryFailure(error(status)), String(status)).toBe(true);
  });

  it('gives up on a change the server refuses for good', () => {
    for (const status of [400, 404]) expect(isTemporaryFailure(error(status)), String(status)).toBe(false);
  });

  it('queues a new change only when the request never reached a server', () => {
    expect(isNetworkFailure(error(0))).toBe(true);
    expect(isNetworkFailure(error(503))).toBe(false);
  });
});
