import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeExamples } from '../../test/render-examples';
import { VisuallyHidden } from './visually-hidden';
import { visuallyHiddenExamples } from './visually-hidden.examples';

describeExamples('VisuallyHidden', visuallyHiddenExamples);

describe('VisuallyHidden', () => {
  it('keeps text in the accessible name', () => {
    render(
      <button type="button">
        Remove <VisuallyHidden>Keynote from your agenda</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Remove Keynote from your agenda' })).toBeTruthy();
    expect(screen.getByText('Keynote from your agenda').className).toBe('ds-visually-hidden');
  });

  it('uses the focusable variant on request', () => {
    render(<VisuallyHidden focusable>x</VisuallyHidden>);
    expect(screen.getByText('x').className).toBe('ds-visually-hidden-focusable');
  });
});
