import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../utils/class-names';
import { FieldError, FieldHint } from '../field/field-parts';
import { describedBy, hasContent, useFieldIds } from '../field/use-field-ids';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'type' | 'children'> {
  label: ReactNode;
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
}

/** A checkbox with its label beside it; the label is part of the click target. */
export function Checkbox({ label, id, hint, error, className, ...rest }: CheckboxProps) {
  const ids = useFieldIds(id);
  const invalid = hasContent(error);
  return (
    <div className={cx('ds-checkbox', invalid && 'ds-field--invalid', className)}>
      <input
        {...rest}
        id={ids.inputId}
        type="checkbox"
        className="ds-checkbox__input"
        aria-invalid={invalid || rest['aria-invalid'] || undefined}
        aria-describedby={describedBy(rest['aria-describedby'], hasContent(hint) && ids.hintId, invalid && ids.errorId)}
      />
      <label className="ds-checkbox__label" htmlFor={ids.inputId}>
        {label}
      </label>
      {(hasContent(hint) || invalid) && (
        <div className="ds-checkbox__messages">
          {hasContent(hint) && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
          {invalid && <FieldError id={ids.errorId}>{error}</FieldError>}
        </div>
      )}
    </div>
  );
}
