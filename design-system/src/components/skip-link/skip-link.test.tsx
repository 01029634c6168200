import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeExamples } from '../../test/render-examples';
import { SkipLink } from './skip-link';
import { skipLinkExamples } from './skip-link.examples';

describeExamples('SkipLink', skipLinkExamples);

describe('SkipLink', () => {
  it("moves focus to #main-content with 'Skip to main content'", () => {
    render(
      <>
        <SkipLink />
        <main id="main-content">content</main>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link.getAttribute('href')).toBe('#main-content');
    fireEvent.click(link);
    const main = screen.getByRole('main');
    expect(document.activeElement).toBe(main);
    expect(main.getAttribute('tabindex')).toBe('-1');
  });

  it('falls back to the plain link when the target is missing', () => {
    render(<SkipLink targetId="nowhere">Skip</SkipLink>);
    const link = screen.getByRole('link', { name: 'Skip' });
    // Not prevented: the browser may still handle the hash.
    expect(fireEvent.click(link)).toBe(true);
  });
});
