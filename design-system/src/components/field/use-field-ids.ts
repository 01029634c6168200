import { useId } from 'react';

/** Stable ids tying a control to its hint, error and counter through aria-describedby. */
export function useFieldIds(id?: string) {
  const generated = useId();
  const inputId = id ?? `ds-field-${generated}`;
  return {
    inputId,
    hintId: `${inputId}-hint`,
    errorId: `${inputId}-error`,
    countId: `${inputId}-count`,
  };
}

/** Joins description ids, leaving out absent ones; undefined when nothing describes the control. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

export function hasContent(node: unknown): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}
