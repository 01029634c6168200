import { type ReactNode, useId } from 'react';

/**
 * A table in its own sideways scroll box, so a narrow screen scrolls the table, not the page. The box can take
 * focus and is named by the caption, so keyboard users can scroll it too (axe: scrollable-region-focusable).
 */
export function ScrollTable({ caption, children }: { caption: string; children: ReactNode }) {
  const captionId = useId();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box must be focusable to be scrolled by keyboard
    <section className="ds-scroll-x" tabIndex={0} aria-labelledby={captionId}>
      <table className="cc-import__table">
        <caption id={captionId}>{caption}</caption>
        {children}
      </table>
    </section>
  );
}
