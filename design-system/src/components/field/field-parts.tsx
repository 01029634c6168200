import type { ReactNode } from 'react';

export interface FieldLabelProps {
  htmlFor: string;
  children: ReactNode;
}

export function FieldLabel({ htmlFor, children }: FieldLabelProps) {
  return (
    <label className="ds-field__label" htmlFor={htmlFor}>
      {children}
    </label>
  );
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p className="ds-field__hint" id={id}>
      {children}
    </p>
  );
}

/** The 'Error:' prefix is for screen readers, which do not see the red colour or icon. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p className="ds-field__error" id={id}>
      <span className="ds-visually-hidden">Error: </span>
      <span>{children}</span>
    </p>
  );
}
