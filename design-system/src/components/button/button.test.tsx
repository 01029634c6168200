import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { describeExamples } from '../../test/render-examples';
import { Button, buttonClassName } from './button';
import { buttonExamples } from './button.examples';

describeExamples('Button', buttonExamples);

describe('Button', () => {
  it('is type="button" unless told otherwise', () => {
    render(
      <form>
        <Button>Plain</Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Plain' })).toHaveProperty('type', 'button');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('type', 'submit');
  });

  it('applies the variant and size classes', () => {
    render(
      <Button variant="danger" size="small">
        Remove
      </Button>,
    );
    expect(screen.getByRole('button').className).toBe('ds-button ds-button--danger ds-button--small');
    expect(buttonClassName()).toBe('ds-button ds-button--primary');
  });

  it('shows the loading label, stays focusable and ignores presses while loading', () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
        <Button type="submit" loading loadingLabel="Submitting..." onClick={onClick}>
          Submit
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Submitting...' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('calls onClick when idle', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Add to Agenda</Button>);
    fireEvent.click(screen.getByRole('button', { name: 'Add to Agenda' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
