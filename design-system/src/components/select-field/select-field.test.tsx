import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { describeExamples } from '../../test/render-examples';
import { SelectField } from './select-field';
import { selectFieldExamples } from './select-field.examples';

describeExamples('SelectField', selectFieldExamples);

describe('SelectField', () => {
  it('renders options, is labelled and reports changes', () => {
    const onChange = vi.fn();
    render(
      <SelectField
        label="Filter by Day"
        options={[
          { value: 'all', label: 'All Days' },
          { value: 'monday', label: 'Monday' },
        ]}
        onChange={(e) => onChange(e.target.value)}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Filter by Day' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All Days', 'Monday']);
    fireEvent.change(select, { target: { value: 'monday' } });
    expect(onChange).toHaveBeenCalledWith('monday');
  });

  it('links its error', () => {
    render(<SelectField label="Session" id="s" error="Pick one" options={[]} />);
    const select = screen.getByRole('combobox', { name: 'Session' });
    expect(select.getAttribute('aria-describedby')).toBe('s-error');
    expect(select.getAttribute('aria-invalid')).toBe('true');
  });
});
