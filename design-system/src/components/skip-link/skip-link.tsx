import type { MouseEvent, ReactNode } from 'react';
import { moveFocusTo } from '../../utils/focus';

/** The id of the page's <main>; SkipLink and BackToTop aim at it. */
export const MAIN_CONTENT_ID = 'main-content';

export interface SkipLinkProps {
  targetId?: string;
  children?: ReactNode;
}

/** First focusable element of the page; visible only when focused. */
export function SkipLink({ targetId = MAIN_CONTENT_ID, children = 'Skip to main content' }: SkipLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Focus the target ourselves: a client-side router may swallow the hash, and some browsers
    // scroll to the target without moving the keyboard's starting point.
    if (moveFocusTo(targetId)) event.preventDefault();
  };
  return (
    <a className="ds-skip-link" href={`#${targetId}`} onClick={handleClick}>
      {children}
    </a>
  );
}
