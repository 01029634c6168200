import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/class-names';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  tone?: BadgeTone;
}

/** A short status label (track, category, CANCELLED). The text carries the meaning, not the colour. */
export function Badge({ tone = 'neutral', className, ...rest }: BadgeProps) {
  return <span {...rest} className={cx('ds-badge', `ds-badge--${tone}`, className)} />;
}

/** '99+' above the cap (spec: the news badge caps at 99+). */
export function formatBadgeCount(count: number, max = 99): string {
  return count > max ? `${max}+` : String(Math.max(0, Math.floor(count)));
}

export interface CountBadgeProps {
  count: number;
  /** Full text for screen readers, e.g. '150 unread announcements'; the capped number is only shown. */
  label: string;
  max?: number;
  /** Zero is hidden unless this is set. */
  showZero?: boolean;
  className?: string;
}

export function CountBadge({ count, label, max = 99, showZero = false, className }: CountBadgeProps) {
  if (count <= 0 && !showZero) return null;
  return (
    <span className={cx('ds-count-badge', className)}>
      <span aria-hidden="true">{formatBadgeCount(count, max)}</span>
      <span className="ds-visually-hidden">{label}</span>
    </span>
  );
}
