import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/class-names';

export interface VisuallyHiddenProps extends ComponentPropsWithRef<'span'> {
  /** Show the content while it (or something inside it) has focus. */
  focusable?: boolean;
}

/** Text for assistive technology only: hidden on screen, still read and still translatable. */
export function VisuallyHidden({ focusable = false, className, ...rest }: VisuallyHiddenProps) {
  return (
    <span {...rest} className={cx(focusable ? 'ds-visually-hidden-focusable' : 'ds-visually-hidden', className)} />
  );
}
