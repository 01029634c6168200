import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../utils/class-names';
import { FieldError, FieldHint, FieldLabel } from '../field/field-parts';
import { describedBy, hasContent, useFieldIds } from '../field/use-field-ids';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'id'> {
  label: ReactNode;
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  /** Options to render; `children` (<option>s) may be used instead. */
  options?: readonly SelectOption[];
  className?: string;
  selectClassName?: string;
}

export function SelectField({
  label,
  id,
  hint,
  error,
  options,
  className,
  selectClassName,
  children,
  ...rest
}: SelectFieldProps) {
  const ids = useFieldIds(id);
  const invalid = hasContent(error);
  return (
    <div className={cx('ds-field', invalid && 'ds-field--invalid', className)}>
      <FieldLabel htmlFor={ids.inputId}>{label}</FieldLabel>
      {hasContent(hint) && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {invalid && <FieldError id={ids.errorId}>{error}</FieldError>}
      <select
        {...rest}
        id={ids.inputId}
        className={cx('ds-input', 'ds-select', selectClassName)}
        aria-invalid={invalid || rest['aria-invalid'] || undefined}
        aria-describedby={describedBy(rest['aria-describedby'], hasContent(hint) && ids.hintId, invalid && ids.errorId)}
      >
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
    </div>
  );
}
