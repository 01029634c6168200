import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../utils/class-names';
import { FieldError, FieldHint, FieldLabel } from '../field/field-parts';
import { describedBy, hasContent, useFieldIds } from '../field/use-field-ids';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'children'> {
  label: ReactNode;
  id?: string;
  hint?: ReactNode;
  /** Shown under the label, linked with aria-describedby; marks the input aria-invalid. */
  error?: ReactNode;
  /** Class of the wrapper; `inputClassName` styles the input. */
  className?: string;
  inputClassName?: string;
}

/** A labelled single-line input (text, email, url, search, tel, number, password, date). */
export function TextField({
  label,
  id,
  hint,
  error,
  className,
  inputClassName,
  type = 'text',
  ...rest
}: TextFieldProps) {
  const ids = useFieldIds(id);
  const invalid = hasContent(error);
  return (
    <div className={cx('ds-field', invalid && 'ds-field--invalid', className)}>
      <FieldLabel htmlFor={ids.inputId}>{label}</FieldLabel>
      {hasContent(hint) && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {invalid && <FieldError id={ids.errorId}>{error}</FieldError>}
      <input
        {...rest}
        id={ids.inputId}
        type={type}
        className={cx('ds-input', inputClassName)}
        aria-invalid={invalid || rest['aria-invalid'] || undefined}
        aria-describedby={describedBy(rest['aria-describedby'], hasContent(hint) && ids.hintId, invalid && ids.errorId)}
      />
    </div>
  );
}
