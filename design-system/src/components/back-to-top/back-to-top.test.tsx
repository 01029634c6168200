import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeExamples } from '../../test/render-examples';
import { BackToTop } from './back-to-top';
import { backToTopExamples } from './back-to-top.examples';

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  vi.restoreAllMocks();
});

describeExamples('BackToTop', backToTopExamples, () =>
  Object.defineProperty(window, 'scrollY', { value: 5000, configurable: true }),
);

describe('BackToTop', () => {
  it('appears only after scrolling more than 300 px', () => {
    render(<BackToTop />);
    expect(screen.queryByRole('button')).toBeNull();
    scrollWindowTo(300);
    expect(screen.queryByRole('button')).toBeNull();
    scrollWindowTo(301);
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeTruthy();
    scrollWindowTo(10);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('scrolls up and puts focus at the top of main', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(
      <>
        <main id="main-content">top</main>
        <BackToTop />
      </>,
    );
    scrollWindowTo(900);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('jumps without smooth scrolling when motion is reduced', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    document.documentElement.dataset.reducedMotion = 'true';
    render(<BackToTop />);
    scrollWindowTo(900);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });
});
