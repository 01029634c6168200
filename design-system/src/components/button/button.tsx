import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { cx } from '../../utils/class-names';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

export interface ButtonProps extends ComponentPropsWithRef<'button'>, ButtonStyleOptions {
  /** Work in flight: the button says so (aria-busy, `loadingLabel`) and ignores presses. */
  loading?: boolean;
  /** Text while loading, e.g. 'Submitting...'; defaults to the normal children. */
  loadingLabel?: ReactNode;
}

/** Button classes for elements that must look like a button but are links (e.g. router links). */
export function buttonClassName({
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
}: ButtonStyleOptions = {}): string {
  return cx(
    'ds-button',
    `ds-button--${variant}`,
    size !== 'medium' && `ds-button--${size}`,
    fullWidth && 'ds-button--full-width',
  );
}

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  loadingLabel,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // Also stops implicit form submission (Enter in a field clicks the submit button).
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      // Never the browser's default 'submit': a stray button inside a form must not submit it.
      type={type}
      className={cx(buttonClassName({ variant, size, fullWidth }), className)}
      // aria-disabled rather than disabled keeps focus on the button while it is busy.
      aria-disabled={loading ? true : rest['aria-disabled']}
      aria-busy={loading || undefined}
      onClick={handleClick}
    >
      {loading && <span className="ds-button__spinner" aria-hidden="true" />}
      {loading && loadingLabel !== undefined ? loadingLabel : children}
    </button>
  );
}
