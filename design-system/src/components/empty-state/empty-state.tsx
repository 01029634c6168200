import type { ReactNode } from 'react';
import { cx } from '../../utils/class-names';
import { type HeadingLevel, headingTag } from '../shared/heading-tag';

export interface EmptyStateProps {
  heading: ReactNode;
  headingLevel?: HeadingLevel;
  text?: ReactNode;
  /** Usually one Button or link that gets the user out of the empty state. */
  action?: ReactNode;
  children?: ReactNode;
  className?: string;
}

export function EmptyState({ heading, headingLevel = 2, text, action, children, className }: EmptyStateProps) {
  const Heading = headingTag(headingLevel);
  return (
    <div className={cx('ds-empty-state', className)}>
      <Heading className="ds-empty-state__heading">{heading}</Heading>
      {text !== undefined && <p className="ds-empty-state__text">{text}</p>}
      {children}
      {action !== undefined && <div className="ds-empty-state__action">{action}</div>}
    </div>
  );
}
