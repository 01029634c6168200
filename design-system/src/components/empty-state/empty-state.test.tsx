import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { describeExamples } from '../../test/render-examples';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';
import { emptyStateExamples } from './empty-state.examples';

describeExamples('EmptyState', emptyStateExamples);

describe('EmptyState', () => {
  it('shows heading, text and a working action', () => {
    const onClear = vi.fn();
    render(
      <EmptyState
        heading="No questions found"
        headingLevel={3}
        text="Be the first to ask a question!"
        action={<Button onClick={onClear}>Ask the First Question</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No questions found' })).toBeTruthy();
    expect(screen.getByText('Be the first to ask a question!')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ask the First Question' }));
    expect(onClear).toHaveBeenCalled();
  });
});
