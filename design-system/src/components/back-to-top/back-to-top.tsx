import { useEffect, useState } from 'react';
import { cx } from '../../utils/class-names';
import { moveFocusTo } from '../../utils/focus';
import { isMotionReduced } from '../../utils/motion';
import { MAIN_CONTENT_ID } from '../skip-link/skip-link';

/** Spec §9: the button appears once the page is scrolled more than 300 px. */
export const BACK_TO_TOP_THRESHOLD = 300;

export interface BackToTopProps {
  threshold?: number;
  /** Receives focus after scrolling, so keyboard and screen reader users restart at the top. */
  targetId?: string;
  label?: string;
  className?: string;
}

export function BackToTop({
  threshold = BACK_TO_TOP_THRESHOLD,
  targetId = MAIN_CONTENT_ID,
  label = 'Back to top',
  className,
}: BackToTopProps) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);

  // Not rendered while hidden, so it never sits invisible in the tab order.
  if (!visible) return null;

  const handleClick = () => {
    window.scrollTo({ top: 0, behavior: isMotionReduced() ? 'auto' : 'smooth' });
    moveFocusTo(targetId, { preventScroll: true });
  };

  return (
    <button type="button" className={cx('ds-back-to-top', className)} onClick={handleClick}>
      <span className="ds-back-to-top__arrow" aria-hidden="true">
        ↑
      </span>{' '}
      {label}
    </button>
  );
}
