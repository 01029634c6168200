import { type ChangeEvent, type ComponentPropsWithRef, type ReactNode, useState } from 'react';
import { cx } from '../../utils/class-names';
import { FieldError, FieldHint, FieldLabel } from '../field/field-parts';
import { describedBy, hasContent, useFieldIds } from '../field/use-field-ids';

export interface TextAreaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'children'> {
  label: ReactNode;
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  /** With maxLength, shows 'n/max characters' (on by default when maxLength is set). */
  showCount?: boolean;
  className?: string;
  textareaClassName?: string;
}

export function characterCountText(length: number, max: number): string {
  return `${length}/${max} characters`;
}

export function TextArea({
  label,
  id,
  hint,
  error,
  showCount,
  className,
  textareaClassName,
  maxLength,
  value,
  defaultValue,
  onChange,
  rows = 4,
  ...rest
}: TextAreaProps) {
  const ids = useFieldIds(id);
  const invalid = hasContent(error);
  // Tracks the length of an uncontrolled textarea; a controlled one reports it through `value`.
  const [ownValue, setOwnValue] = useState(() => String(defaultValue ?? ''));
  const counted = maxLength !== undefined && (showCount ?? true);
  const length = String(value ?? ownValue).length;

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    if (value === undefined) setOwnValue(event.target.value);
    onChange?.(event);
  };

  return (
    <div className={cx('ds-field', invalid && 'ds-field--invalid', className)}>
      <FieldLabel htmlFor={ids.inputId}>{label}</FieldLabel>
      {hasContent(hint) && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {invalid && <FieldError id={ids.errorId}>{error}</FieldError>}
      <textarea
        {...rest}
        id={ids.inputId}
        rows={rows}
        maxLength={maxLength}
        value={value}
        defaultValue={value === undefined ? defaultValue : undefined}
        onChange={handleChange}
        className={cx('ds-input', 'ds-textarea', textareaClassName)}
        aria-invalid={invalid || rest['aria-invalid'] || undefined}
        aria-describedby={describedBy(
          rest['aria-describedby'],
          hasContent(hint) && ids.hintId,
          invalid && ids.errorId,
          counted && ids.countId,
        )}
      />
      {counted && (
        // Not a live region: reading the count on every keystroke would drown out typing echo.
        <p className="ds-field__count" id={ids.countId}>
          {characterCountText(length, maxLength)}
        </p>
      )}
    </div>
  );
}
