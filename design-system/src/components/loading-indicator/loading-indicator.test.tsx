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
    expect(status.querySelector('.ds-loading__message')?.textContent).toBe('Loading...');
    expect(status.className).toContain('ds-loading--medium');
  });

  it('covers the screen with its own message when fullScreen', () => {
    render(<LoadingIndicator fullScreen size="large" message="Loading Conference Companion..." />);
    const status = screen.getByRole('status');
    expect(status.className).toContain('ds-loading--full-screen');
    expect(status.className).toContain('ds-loading--large');
    expect(status.querySelector('.ds-loading__message')?.textContent).toBe('Loading Conference Companion...');
  });

  it('says, to a browser without scripts, what the part needs (issue 36)', () => {
    const { container, rerender } = render(<LoadingIndicator message="Loading Your Agenda..." />);
    expect(container.querySelector('noscript')?.textContent).toBe(
      'This part needs JavaScript, which is turned off in this browser.',
    );
    // Read as raw text where scripts run: no character the server would send escaped.
    rerender(<LoadingIndicator withoutScripts={`The agenda's "kept" here & <there>.`} />);
    expect(container.querySelector('noscript')?.textContent).toBe('The agenda\u2019s \u201dkept\u201d here and there.');
  });
});
