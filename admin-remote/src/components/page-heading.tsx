import { type ReactNode, useEffect, useRef } from 'react';

interface PageHeadingProps {
  id?: string;
  children: ReactNode;
  /** Take focus when shown, so a view that replaced another is announced from its start. */
  focusOnMount?: boolean;
}

/** The view's h1; focusable by script only (tabIndex -1). */
export function PageHeading({ id, children, focusOnMount = false }: PageHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <h1 id={id} ref={ref} tabIndex={-1} className="cc-admin-heading">
      {children}
    </h1>
  );
}
