import {
  PRESENTER_RESOURCE_LIMITS,
  PRESENTER_RESOURCE_MESSAGES,
  type PresenterResourceField,
  validatePresenterResource,
  withHttpPrefix,
} from '@cc/api/contract';
import { Alert, Button, MessageBanner, TextArea, TextField, useOnlineStatus } from '@cc/design-system';
import { type FormEvent, useId, useRef, useState } from 'react';
import { submitErrorMessage, useSubmitPresenterResource } from '../api/submit-presenter-resource';

export interface PresenterResourceFormProps {
  sessionId: number;
  sessionTitle: string;
}

export const FORM_OFFLINE_TITLE = 'You are offline';
export const FORM_OFFLINE_TEXT = 'Submitting a link needs a connection; it will work again when you are back online.';
export const SUBMIT_OFFLINE = 'You are offline. Your link was not sent; submit it again when you are back online.';

type Values = Record<PresenterResourceField, string>;
const EMPTY: Values = { presenterName: '', presenterEmail: '', url: '', description: '' };

/**
 * The presenter form (attendee.md §4, §5, §8): opened by 'Submit Resource URL', closed by Cancel or the close
 * button (both clear the messages). Checks run in the spec's order and stop at the first failure, which is shown
 * at its field and focused. A URL without http:// or https:// gets http:// first, visibly.
 */
export function PresenterResourceForm({ sessionId, sessionTitle }: PresenterResourceFormProps) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Values>(EMPTY);
  const [fieldError, setFieldError] = useState<{ field: PresenterResourceField; message: string } | null>(null);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const submit = useSubmitPresenterResource(sessionId);
  const online = useOnlineStatus();
  const formId = useId();
  const headingId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const fields = {
    presenterName: useRef<HTMLInputElement>(null),
    presenterEmail: useRef<HTMLInputElement>(null),
    url: useRef<HTMLInputElement>(null),
    description: useRef<HTMLTextAreaElement>(null),
  };

  const clearMessages = () => {
    setFieldError(null);
    setResult(null);
  };

  const openForm = () => {
    setOpen(true);
    // After the form has rendered.
    requestAnimationFrame(() => fields.presenterName.current?.focus());
  };

  const closeForm = () => {
    clearMessages();
    setOpen(false);
    requestAnimationFrame(() => toggleRef.current?.focus());
  };

  const change = (field: PresenterResourceField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit.isPending) return;
    clearMessages();
    const url = withHttpPrefix(values.url);
    const prepared = { ...values, url };
    if (url !== values.url) setValues(prepared);
    const checked = validatePresenterResource(prepared);
    if (!checked.ok) {
      setFieldError({ field: checked.field, message: checked.message });
      fields[checked.field].current?.focus();
      return;
    }
    // Said at once rather than left waiting; what was typed stays, to send once back online.
    if (!online) {
      // The error Alert is a live region (role="alert"): no separate announcement.
      setResult({ tone: 'error', message: SUBMIT_OFFLINE });
      return;
    }
    submit.mutate(checked.value, {
      onSuccess: () => {
        setValues(EMPTY);
        setResult({ tone: 'success', message: PRESENTER_RESOURCE_MESSAGES.success });
      },
      onError: (error) => setResult({ tone: 'error', message: submitErrorMessage(error) }),
    });
  };

  const errorOf = (field: PresenterResourceField) => (fieldError?.field === field ? fieldError.message : undefined);

  return (
    <div className="att-resource-form">
      <Button
        ref={toggleRef}
        variant="secondary"
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        onClick={() => (open ? closeForm() : openForm())}
      >
        Submit Resource URL
      </Button>
      {open && (
        <form
          id={formId}
          className="att-resource-form__form"
          aria-labelledby={headingId}
          noValidate
          onSubmit={onSubmit}
        >
          <div className="att-resource-form__header">
            <h3 id={headingId}>Submit a resource link</h3>
            <button
              type="button"
              className="ds-button ds-button--ghost ds-button--small"
              aria-label="Close the resource form"
              onClick={closeForm}
            >
              <span aria-hidden="true">✕</span>
            </button>
          </div>
          <p>
            Presenters of "{sessionTitle}" can share slides, handouts or videos. Links appear here once an admin has
            approved them.
          </p>
          {!online && (
            <Alert tone="warning" title={FORM_OFFLINE_TITLE}>
              <p>{FORM_OFFLINE_TEXT}</p>
            </Alert>
          )}
          {result?.tone === 'success' && <MessageBanner tone="success" title={result.message} />}
          {result?.tone === 'error' && <Alert tone="error" title={result.message} />}
          <TextField
            ref={fields.presenterName}
            label="Presenter name"
            name="presenterName"
            autoComplete="name"
            value={values.presenterName}
            onChange={change('presenterName')}
            error={errorOf('presenterName')}
            maxLength={PRESENTER_RESOURCE_LIMITS.presenterName}
          />
          <TextField
            ref={fields.presenterEmail}
            label="Presenter email"
            hint="Only the conference team sees it."
            type="email"
            name="presenterEmail"
            autoComplete="email"
            value={values.presenterEmail}
            onChange={change('presenterEmail')}
            error={errorOf('presenterEmail')}
            maxLength={PRESENTER_RESOURCE_LIMITS.presenterEmail}
          />
          <TextField
            ref={fields.url}
            label="URL"
            hint="For example https://example.org/slides.pdf"
            type="url"
            name="url"
            inputMode="url"
            value={values.url}
            onChange={change('url')}
            error={errorOf('url')}
            maxLength={PRESENTER_RESOURCE_LIMITS.url}
          />
          <TextArea
            ref={fields.description}
            label="Description (optional)"
            name="description"
            rows={3}
            value={values.description}
            onChange={change('description')}
            error={errorOf('description')}
            maxLength={PRESENTER_RESOURCE_LIMITS.description}
          />
          <div className="att-actions">
            <Button type="submit" loading={submit.isPending} loadingLabel="Submitting...">
              Submit URL
            </Button>
            <Button variant="secondary" onClick={closeForm}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
