import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { cx } from '../../utils/class-names';
import { type HeadingLevel, headingTag } from '../shared/heading-tag';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Element to render: 'article' for a self-contained item, 'li' inside a list, 'section'. */
  as?: 'div' | 'article' | 'section' | 'li';
  heading?: ReactNode;
  headingLevel?: HeadingLevel;
  /** Actions or meta shown at the bottom. */
  footer?: ReactNode;
  /** 'muted' for a quieter background, 'highlight' for an accented edge (e.g. urgent items). */
  variant?: 'default' | 'muted' | 'highlight';
}

export function Card({
  as: Element = 'div',
  heading,
  headingLevel = 3,
  footer,
  variant = 'default',
  className,
  children,
  ...rest
}: CardProps) {
  const headingId = useId();
  const Heading = headingTag(headingLevel);
  // A named article/section becomes a useful landmark-like stop for screen reader navigation.
  const labelled = heading !== undefined && (Element === 'article' || Element === 'section');
  return (
    <Element
      aria-labelledby={labelled ? headingId : undefined}
      {...rest}
      className={cx('ds-card', variant !== 'default' && `ds-card--${variant}`, className)}
    >
      {heading !== undefined && (
        <Heading id={headingId} className="ds-card__heading">
          {heading}
        </Heading>
      )}
      <div className="ds-card__body">{children}</div>
      {footer !== undefined && <div className="ds-card__footer">{footer}</div>}
    </Element>
  );
}
