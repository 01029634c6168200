/** The writer's client sends at most one "writing" signal per 10 s, only when they opted in and for a session. */
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useWritingSignal, WRITING_SIGNAL_INTERVAL_MS } from './use-writing-signal';
import { useWritingOptIn, WRITING_OPT_IN_KEY } from './writing-opt-in-store';

let clock = 1_000_000;
let sent: number[] = [];
let answer: () => Promise<void> = () => Promise.resolve();
const options = {
  now: () => clock,
  send: (sessionId: number) => {
    sent.push(sessionId);
    return answer();
  },
};

beforeEach(() => {
  clock = 1_000_000;
  sent = [];
  answer = () => Promise.resolve();
  localStorage.clear();
  useWritingOptIn.setState({ enabled: false });
});

describe('useWritingSignal', () => {
  it('sends nothing until the writer opts in, and remembers the choice', () => {
    const { result } = renderHook(() => useWritingSignal(7, options));
    result.current();
    expect(sent).toEqual([]);
    act(() => useWritingOptIn.getState().setEnabled(true));
    expect(JSON.parse(localStorage.getItem(WRITING_OPT_IN_KEY) ?? '{}').state).toEqual({ enabled: true });
  });

  it('sends at most one signal per 10 s while typing', () => {
    useWritingOptIn.setState({ enabled: true });
    const { result } = renderHook(() => useWritingSignal(7, options));
    result.current();
    clock += 3_000;
    result.current();
    clock += WRITING_SIGNAL_INTERVAL_MS - 3_001;
    result.current();
    expect(sent).toEqual([7]);
    clock += 1;
    result.current();
    expect(sent).toEqual([7, 7]);
  });

  it('sends nothing for a question box without a session', () => {
    useWritingOptIn.setState({ enabled: true });
    const { result } = renderHook(() => useWritingSignal(null, options));
    result.current();
    expect(sent).toEqual([]);
  });

  it('stops asking a server that does not know the route (an older API)', async () => {
    useWritingOptIn.setState({ enabled: true });
    answer = () => Promise.reject(Object.assign(new Error('Not found'), { statusCode: 404 }));
    const { result } = renderHook(() => useWritingSignal(7, options));
    result.current();
    await act(async () => {});
    clock += WRITING_SIGNAL_INTERVAL_MS;
    result.current();
    expect(sent).toEqual([7]);
  });
});
