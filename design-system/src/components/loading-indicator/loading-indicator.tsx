import type { ReactNode } from 'react';
import { cx } from '../../utils/class-names';

export type LoadingSize = 'small' | 'medium' | 'large';

export interface LoadingIndicatorProps {
  size?: LoadingSize;
  /** Cover the whole viewport (app start-up). */
  fullScreen?: boolean;
  /** Always visible text: the spinner alone tells nothing to people who cannot see it or when motion is off. */
  message?: ReactNode;
  className?: string;
  /**
   * Said in the page's HTML to a browser that does not run scripts, where the wait would never end (issue 36):
   * what this part needs. A part that is personal says so (My Agenda: "kept in this browser").
   */
  withoutScripts?: string;
}

export const WITHOUT_SCRIPTS_DEFAULT = 'This part needs JavaScript, which is turned off in this browser.';

/**
 * Where scripts run, the browser reads a <noscript>'s content as raw text: a character the server sends escaped
 * (' " & < >) would then differ from the text React hydrates against. Typographic ones read the same and need no
 * escaping.
 */
function rawTextSafe(text: string): string {
  return text.replace(/'/g, '\u2019').replace(/"/g, '\u201d').replace(/&/g, 'and').replace(/[<>]/g, '');
}

export function LoadingIndicator({
  size = 'medium',
  fullScreen = false,
  message = 'Loading...',
  className,
  withoutScripts = WITHOUT_SCRIPTS_DEFAULT,
}: LoadingIndicatorProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cx('ds-loading', `ds-loading--${size}`, fullScreen && 'ds-loading--full-screen', className)}
    >
      <span className="ds-loading__spinner" aria-hidden="true" />
      <span className="ds-loading__message">{message}</span>
      {/* Read only where scripts are off; the same text on the server and in the browser, so nothing to hydrate. */}
      <noscript>{rawTextSafe(withoutScripts)}</noscript>
    </div>
  );
}
