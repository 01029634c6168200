import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../test/render-app';
import { RETRY_AFTER_MS, syncUnsyncedDrafts } from './sync-unsynced-drafts';
import { useUnsyncedDrafts } from './unsynced-drafts-store';

const body = { sessionId: null, readOutLoud: true, deviceTurn: false, seat: null, shownName: null };
const ID = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

beforeEach(() => {
  vi.useFakeTimers();
  useUnsyncedDrafts.setState({ drafts: {} });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('syncUnsyncedDrafts', () => {
  it('a first try that fails as the connection comes back is tried again a second later, with no press', async () => {
    let tries = 0;
    const { calls } = mockApi({
      [`PUT /api/question-drafts/${ID}`]: () => {
        tries += 1;
        // The network is said to be back, but the first request still fails.
        if (tries === 1) throw new TypeError('Failed to fetch');
        return json({ id: ID });
      },
      'GET /api/question-drafts': () => json({ drafts: [] }),
    });
    useUnsyncedDrafts.getState().keep({ ...body, id: ID, text: 'Written offline', changedAt: 1 });
    await syncUnsyncedDrafts();
    expect(useUnsyncedDrafts.getState().drafts[ID]).toBeDefined();

    await vi.advanceTimersByTimeAsync(RETRY_AFTER_MS);
    await vi.waitFor(() => expect(useUnsyncedDrafts.getState().drafts[ID]).toBeUndefined());
    expect(calls.filter((call) => call.startsWith('PUT'))).toHaveLength(2);
  });

  it('asked again while a pass is running (back online during a failing request), it runs once more', async () => {
    const waiting: ((response: Response) => void)[] = [];
    const sent: string[] = [];
    mockApi({
      [`PUT /api/question-drafts/${ID}`]: (init) => {
        sent.push(JSON.parse(String(init?.body)).text);
        return new Promise<Response>((resolve) => waiting.push(resolve));
      },
      'GET /api/question-drafts': () => json({ drafts: [] }),
    });
    useUnsyncedDrafts.getState().keep({ ...body, id: ID, text: 'First words', changedAt: 1 });
    const first = syncUnsyncedDrafts();
    await vi.waitFor(() => expect(waiting).toHaveLength(1));
    // Written more while the first save is on its way, and the 'online' event asks for a sync.
    useUnsyncedDrafts.getState().keep({ ...body, id: ID, text: 'First words and more', changedAt: 2 });
    void syncUnsyncedDrafts();
    waiting[0]?.(json({ id: ID }));
    await vi.waitFor(() => expect(waiting).toHaveLength(2));
    waiting[1]?.(json({ id: ID }));
    await vi.waitFor(() => expect(useUnsyncedDrafts.getState().drafts[ID]).toBeUndefined());
    expect(sent).toEqual(['First words', 'First words and more']);
    await first;
  });
});
