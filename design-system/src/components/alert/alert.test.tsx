import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { describeExamples } from '../../test/render-examples';
import { Alert, MessageBanner } from './alert';
import { alertExamples } from './alert.examples';

describeExamples('Alert', alertExamples);

describe('Alert', () => {
  it('uses role alert for errors and status for other tones', () => {
    render(
      <>
        <Alert tone="error">Failed to load agenda</Alert>
        <Alert tone="success">Vote recorded</Alert>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Failed to load agenda');
    expect(screen.getByRole('status').textContent).toBe('Vote recorded');
  });

  it("offers 'Dismiss message' only with onDismiss, outside the live element", () => {
    const onDismiss = vi.fn();
    const { rerender } = render(<MessageBanner tone="warning">Heads up</MessageBanner>);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(
      <MessageBanner tone="warning" onDismiss={onDismiss}>
        Heads up
      </MessageBanner>,
    );
    const button = screen.getByRole('button', { name: 'Dismiss message' });
    expect(screen.getByRole('status').contains(button)).toBe(false);
    fireEvent.click(button);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
