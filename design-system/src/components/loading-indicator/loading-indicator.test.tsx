import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeExamples } from '../../test/render-examples';
import { LoadingIndicator } from './loading-indicator';
import { loadingIndicatorExamples } from './loading-indicator.examples';

describeExamples('LoadingIndicator', loadingIndicatorExamples);

describe('LoadingIndicator', () => {
  it("is a status saying 'Loading...' by default", () => {
    render(<LoadingIndicator />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading...');
    expect(status.className).toContain('ds-loading--medium');
  });

  it('covers the screen with its own message when fullScreen', () => {
    render(<LoadingIndicator fullScreen size="large" message="Loading Conference Companion..." />);
    const status = screen.getByRole('status');
    expect(status.className).toContain('ds-loading--full-screen');
    expect(status.className).toContain('ds-loading--large');
    expect(status.textContent).toBe('Loading Conference Companion...');
  });
});
