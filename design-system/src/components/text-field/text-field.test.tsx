import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeExamples } from '../../test/render-examples';
import { TextField } from './text-field';
import { textFieldExamples } from './text-field.examples';

describeExamples('TextField', textFieldExamples);

describe('TextField', () => {
  it('is labelled by its visible label', () => {
    render(<TextField label="Presenter name" />);
    const input = screen.getByRole('textbox', { name: 'Presenter name' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('links hint and error with aria-describedby and marks the input invalid', () => {
    render(
      <TextField label="URL" type="url" id="url" hint="Starting with https://" error="Please enter a valid URL" />,
    );
    const input = screen.getByRole('textbox', { name: 'URL' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('url-hint url-error');
    expect(document.getElementById('url-error')?.textContent).toBe('Error: Please enter a valid URL');
    expect(screen.getByText('Please enter a valid URL')).toBeTruthy();
  });

  it('keeps a caller-supplied aria-describedby', () => {
    render(<TextField label="Email" id="email" aria-describedby="privacy-note" error="Required" />);
    expect(screen.getByRole('textbox').getAttribute('aria-describedby')).toBe('privacy-note email-error');
  });
});
