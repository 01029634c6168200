import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InNextTask } from './in-next-task';

afterEach(() => {
  vi.useRealTimers();
});

describe('InNextTask', () => {
  it('draws nothing at first and its children one task later', async () => {
    vi.useFakeTimers();
    render(
      <InNextTask>
        <p>The page</p>
      </InNextTask>,
    );
    expect(screen.queryByText('The page')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('The page')).toBeTruthy();
  });
});
