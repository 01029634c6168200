import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeExamples } from '../../test/render-examples';
import { Checkbox } from './checkbox';
import { checkboxExamples } from './checkbox.examples';

describeExamples('Checkbox', checkboxExamples);

describe('Checkbox', () => {
  it('toggles when its label is clicked', () => {
    render(<Checkbox label="Marketing cookies" />);
    const checkbox = screen.getByRole('checkbox', { name: 'Marketing cookies' }) as HTMLInputElement;
    expect(checkbox.checked).toBe(false);
    fireEvent.click(screen.getByText('Marketing cookies'));
    expect(checkbox.checked).toBe(true);
  });

  it('links hint and error', () => {
    render(<Checkbox label="Agree" id="agree" hint="Read it first" error="Please agree" />);
    const checkbox = screen.getByRole('checkbox', { name: 'Agree' });
    expect(checkbox.getAttribute('aria-describedby')).toBe('agree-hint agree-error');
    expect(checkbox.getAttribute('aria-invalid')).toBe('true');
  });
});
