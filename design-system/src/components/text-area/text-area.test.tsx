import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { describeExamples } from '../../test/render-examples';
import { TextArea } from './text-area';
import { textAreaExamples } from './text-area.examples';

describeExamples('TextArea', textAreaExamples);

function Controlled() {
  const [value, setValue] = useState('Hi');
  return <TextArea label="Answer" maxLength={500} value={value} onChange={(e) => setValue(e.target.value)} />;
}

describe('TextArea', () => {
  it("counts characters as 'n/500 characters' and describes the field with it", () => {
    render(<TextArea label="Your question" id="q" maxLength={500} />);
    const textarea = screen.getByRole('textbox', { name: 'Your question' });
    expect(screen.getByText('0/500 characters')).toBeTruthy();
    expect(textarea.getAttribute('aria-describedby')).toBe('q-count');
    expect(textarea.getAttribute('maxlength')).toBe('500');
    fireEvent.change(textarea, { target: { value: 'Where is lunch?' } });
    expect(screen.getByText('15/500 characters')).toBeTruthy();
  });

  it('counts a controlled value', () => {
    render(<Controlled />);
    expect(screen.getByText('2/500 characters')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Hello' } });
    expect(screen.getByText('5/500 characters')).toBeTruthy();
  });

  it('has no counter without maxLength or when switched off, and links errors', () => {
    const { rerender } = render(<TextArea label="Notes" />);
    expect(screen.queryByText(/characters$/)).toBeNull();
    rerender(<TextArea label="Notes" id="n" maxLength={10} showCount={false} error="Too short" />);
    expect(screen.queryByText(/characters$/)).toBeNull();
    const textarea = screen.getByRole('textbox', { name: 'Notes' });
    expect(textarea.getAttribute('aria-describedby')).toBe('n-error');
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
  });
});
