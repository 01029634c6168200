import { clearAnnouncements, useAnnouncer } from '@cc/design-system';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeBookmark } from '../api/change-bookmark';
import { PENDING_BOOKMARKS_KEY, usePendingBookmarks } from '../stores/pending-bookmarks-store';
import { flushPendingBookmarks } from './use-pending-bookmarks-sync';

/** The bookmark requests that reached the (stand-in) server, as 'PUT 1' / 'DELETE 2'. */
let received: string[];
let reachable: boolean;

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  received = [];
  reachable = true;
  setOnline(true);
  usePendingBookmarks.setState({ changes: [] });
  clearAnnouncements();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (!reachable) throw new TypeError('Failed to fetch');
      const match = /\/api\/bookmarks\/(\d+)$/.exec(url);
      if (match) received.push(`${init.method} ${match[1]}`);
      return new Response(match ? JSON.stringify({ sessionIds: [] }) : null, { status: match ? 200 : 204 });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
});

const session = (id: number) => ({ id, title: `Session ${id}` });

describe('bookmark changes made offline', () => {
  it('are kept in browser storage, not sent, while the browser is offline', async () => {
    setOnline(false);
    expect(await changeBookmark(session(1), true)).toBeNull();
    expect(await changeBookmark(session(2), false)).toBeNull();
    expect(received).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(useAnnouncer.getState().polite).toBe(
      'Removed Session 2 from your agenda. 2 changes to your agenda are waiting to be sent when you are back online.',
    );
    const stored = JSON.parse(localStorage.getItem(PENDING_BOOKMARKS_KEY) ?? '{}');
    expect(stored.state.changes.map((c: { sessionId: number }) => c.sessionId)).toEqual([1, 2]);
  });

  it('are sent in the order they were made once the network is back, then forgotten', async () => {
    setOnline(false);
    await changeBookmark(session(3), true);
    await changeBookmark(session(4), false);
    await changeBookmark(session(5), true);
    setOnline(true);
    await flushPendingBookmarks();
    expect(received).toEqual(['PUT 3', 'DELETE 4', 'PUT 5']);
    expect(usePendingBookmarks.getState().changes).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(useAnnouncer.getState().polite).toBe('Your agenda changes have been sent.');
  });

  it('wait behind earlier ones even when the new one could be sent at once', async () => {
    setOnline(false);
    await changeBookmark(session(6), true);
    setOnline(true);
    expect(await changeBookmark(session(6), false)).toBeNull();
    await flushPendingBookmarks();
    // Only the latest wish for session 6 is sent: the server ends as the attendee left it.
    expect(received).toEqual(['DELETE 6']);
  });

  it('are kept when the network fails mid-way, and sent by the next attempt without repeats', async () => {
    setOnline(false);
    await changeBookmark(session(7), true);
    await changeBookmark(session(8), true);
    setOnline(true);
    reachable = false;
    await flushPendingBookmarks();
    expect(received).toEqual([]);
    expect(usePendingBookmarks.getState().changes).toHaveLength(2);

    reachable = true;
    await vi.advanceTimersByTimeAsync(5_000);
    await flushPendingBookmarks();
    expect(received).toEqual(['PUT 7', 'PUT 8']);
    expect(usePendingBookmarks.getState().changes).toEqual([]);
  });

  it('are queued when the browser says online but the request cannot get through', async () => {
    reachable = false;
    expect(await changeBookmark(session(9), true)).toBeNull();
    expect(usePendingBookmarks.getState().changes.map((c) => c.sessionId)).toEqual([9]);
  });
});
