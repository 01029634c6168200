import { type ReactNode, useEffect, useId, useRef } from 'react';
import { cx } from '../../utils/class-names';
import { type HeadingLevel, headingTag } from '../shared/heading-tag';

function focusIfConnected(element: HTMLElement | null): void {
  if (element?.isConnected) element.focus();
}

export interface DialogProps {
  open: boolean;
  /** Called when the user closes it (Escape or the close button); set `open` to false in response. */
  onClose: () => void;
  /** Heading that names the dialog. */
  title: ReactNode;
  headingLevel?: HeadingLevel;
  children?: ReactNode;
  /** Buttons along the bottom. */
  actions?: ReactNode;
  closeLabel?: string;
  className?: string;
}

/**
 * A modal on the native <dialog> with showModal(): the browser traps focus and makes the page inert. Escape and
 * the close button ask the owner to close it (onClose); we add the heading label and return focus to the opener.
 */
export function Dialog({
  open,
  onClose,
  title,
  headingLevel = 2,
  children,
  actions,
  closeLabel = 'Close',
  className,
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  // True while the dialog is shown because `open` says so; a 'close' event then came from the user.
  const shownRef = useRef(false);
  const onCloseRef = useRef(onClose);
  const titleId = useId();
  const Heading = headingTag(headingLevel);

  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const active = document.activeElement;
    openerRef.current = active instanceof HTMLElement && !dialog.contains(active) ? active : null;
    if (!dialog.open) dialog.showModal();
    shownRef.current = true;
    return () => {
      shownRef.current = false;
      if (dialog.open) dialog.close();
      focusIfConnected(openerRef.current);
    };
  }, [open]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Escape: the owner closes the dialog through `open`, so the dialog is never shut while `open` still says
    // shown. Left to the browser, Escape shut it at once and told us a task later: an Enter on the opener in
    // between set `open` to true while it still was, nothing re-rendered, and the dialog stayed shut.
    const handleCancel = (event: Event) => {
      if (!event.cancelable || !shownRef.current) return;
      event.preventDefault();
      onCloseRef.current();
    };
    // The browser may still close it itself (a cancel it does not let us stop, a form with method="dialog").
    const handleClose = () => {
      // Ignore closes we caused ourselves, and late events for a dialog that is open again.
      if (dialog.open || !shownRef.current) return;
      focusIfConnected(openerRef.current);
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', handleCancel);
    dialog.addEventListener('close', handleClose);
    return () => {
      dialog.removeEventListener('cancel', handleCancel);
      dialog.removeEventListener('close', handleClose);
    };
  }, []);

  return (
    <dialog ref={dialogRef} className={cx('ds-dialog', className)} aria-labelledby={titleId}>
      <div className="ds-dialog__header">
        <Heading id={titleId} className="ds-dialog__title">
          {title}
        </Heading>
        <button
          type="button"
          className="ds-button ds-button--ghost ds-button--small ds-dialog__close"
          onClick={() => onCloseRef.current()}
        >
          <span aria-hidden="true">✕</span> {closeLabel}
        </button>
      </div>
      <div className="ds-dialog__body">{children}</div>
      {actions !== undefined && <div className="ds-dialog__actions">{actions}</div>}
    </dialog>
  );
}
