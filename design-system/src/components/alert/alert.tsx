import type { ReactNode } from 'react';
import { cx } from '../../utils/class-names';

export type AlertTone = 'success' | 'error' | 'warning' | 'info';

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a dismiss button when given. */
  onDismiss?: () => void;
  /** Accessible name of the dismiss button. */
  dismissLabel?: string;
  className?: string;
}

// A symbol besides the colour so the tone is not told by colour alone.
const ICON: Record<AlertTone, string> = {
  success: '✓',
  error: '!',
  warning: '⚠',
  info: 'i',
};

/**
 * A message about something that just happened. Errors use role="alert" (read at once),
 * other tones role="status" (read when the user is idle).
 */
export function Alert({
  tone = 'info',
  title,
  children,
  onDismiss,
  dismissLabel = 'Dismiss message',
  className,
}: AlertProps) {
  return (
    <div className={cx('ds-alert', `ds-alert--${tone}`, className)}>
      <span className="ds-alert__icon" aria-hidden="true">
        {ICON[tone]}
      </span>
      {/* The live element holds only the message, so the dismiss button is not read out with it. */}
      <div className="ds-alert__content" role={tone === 'error' ? 'alert' : 'status'}>
        {title !== undefined && <p className="ds-alert__title">{title}</p>}
        {children !== undefined && <div className="ds-alert__body">{children}</div>}
      </div>
      {onDismiss && (
        <button
          type="button"
          className="ds-button ds-button--ghost ds-button--small ds-alert__dismiss"
          aria-label={dismissLabel}
          onClick={onDismiss}
        >
          <span aria-hidden="true">✕</span> Dismiss
        </button>
      )}
    </div>
  );
}

/** A full-width Alert for page-level results (e.g. 'URL submitted successfully!'). */
export function MessageBanner({ className, ...props }: AlertProps) {
  return <Alert {...props} className={cx('ds-alert--banner', className)} />;
}
