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
}

export function LoadingIndicator({
  size = 'medium',
  fullScreen = false,
  message = 'Loading...',
  className,
}: LoadingIndicatorProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cx('ds-loading', `ds-loading--${size}`, fullScreen && 'ds-loading--full-screen', className)}
    >
      <span className="ds-loading__spinner" aria-hidden="true" />
      <span className="ds-loading__message">{message}</span>
    </div>
  );
}
