import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clickAsync, renderAsync } from '../test/act-helpers';
import { ErrorBoundary } from './error-boundary';
import { RouteErrorFallback } from './route-error-fallback';

let broken = true;
function Page() {
  if (broken) throw new Error('bug');
  return <h1>Programme</h1>;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('route-level error boundary', () => {
  it("shows 'Something went wrong'; 'Try Again' renders the page afresh", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    broken = true;
    await renderAsync(
      <ErrorBoundary fallback={({ reset }) => <RouteErrorFallback reset={reset} />}>
        <Page />
      </ErrorBoundary>,
    );
    const heading = screen.getByRole('heading', { name: 'Something went wrong' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeTruthy();

    broken = false;
    await clickAsync(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByRole('heading', { name: 'Programme' })).toBeTruthy();
  });

  it('clears itself when a reset key changes (a new route)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    broken = true;
    const view = (key: string) => (
      <ErrorBoundary resetKeys={[key]} fallback={() => <p>failed</p>}>
        <Page />
      </ErrorBoundary>
    );
    const { rerender } = await renderAsync(view('/programme'));
    expect(screen.getByText('failed')).toBeTruthy();
    broken = false;
    rerender(view('/map'));
    expect(screen.getByRole('heading', { name: 'Programme' })).toBeTruthy();
  });
});
