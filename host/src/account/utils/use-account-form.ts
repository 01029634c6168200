import { announce } from '@cc/design-system';
import { useEffect, useRef, useState } from 'react';
import type { SummaryItem } from '../components/error-summary';
import { type AccountField, type FieldErrors, type ServerProblem, serverProblem } from './account-fields';

/**
 * What both account forms share: the errors of the last submission, per field and for the form, the summary
 * that lists them (focused when they appear, and announced), and clearing a field's error once it is edited.
 */
export function useAccountForm(fieldIds: Record<AccountField, string>) {
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [shown, setShown] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);

  const summary: SummaryItem[] = [
    ...(formError ? [{ message: formError }] : []),
    ...(['name', 'email', 'password'] as const)
      .filter((field) => fieldErrors[field])
      .map((field) => ({ message: fieldErrors[field] ?? '', fieldId: fieldIds[field] })),
  ];

  // After each failed submission, once the summary is on screen.
  useEffect(() => {
    if (shown === 0) return;
    summaryRef.current?.focus();
  }, [shown]);

  function report(errors: FieldErrors, form: string | null) {
    setFieldErrors(errors);
    setFormError(form);
    const messages = [form, ...Object.values(errors)].filter(Boolean);
    if (messages.length === 0) return;
    setShown((count) => count + 1);
    announce(`There is a problem. ${messages.join('. ')}`, 'assertive');
  }

  return {
    fieldErrors,
    summary,
    summaryRef,
    /** Shows the browser's own checks; true when there was nothing to show. */
    check(errors: FieldErrors): boolean {
      if (Object.keys(errors).length === 0) return true;
      report(errors, null);
      return false;
    },
    /** Shows an error answer of the API beside its field, or for the whole form. */
    fail(error: unknown) {
      const problem: ServerProblem = serverProblem(error);
      if (problem.field) report({ [problem.field]: problem.message }, null);
      else report({}, problem.message);
    },
    /** A field's error goes once the field is edited; the summary keeps the rest. */
    edited(field: AccountField) {
      if (fieldErrors[field]) setFieldErrors((current) => ({ ...current, [field]: undefined }));
    },
    clear() {
      setFieldErrors({});
      setFormError(null);
    },
  };
}
