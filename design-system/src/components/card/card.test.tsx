import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeExamples } from '../../test/render-examples';
import { Card } from './card';
import { cardExamples } from './card.examples';

describeExamples('Card', cardExamples);

describe('Card', () => {
  it('names an article by its heading at the chosen level', () => {
    render(
      <Card as="article" heading="Keynote" headingLevel={2}>
        text
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Keynote' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Keynote' })).toBeTruthy();
  });

  it('renders a plain div without heading', () => {
    const { container } = render(<Card>body</Card>);
    expect(container.firstElementChild?.tagName).toBe('DIV');
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
