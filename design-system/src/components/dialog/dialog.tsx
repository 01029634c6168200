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
 * A modal on the native <dialog> with showModal(): the browser traps focus, makes the page
 * inert and closes on Escape. We add the heading label and return focus to the opener.
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
    const handleClose = () => {
      // Ignore closes we caused ourselves, and late events for a dialog that is open again.
      if (dialog.open || !shownRef.current) return;
      focusIfConnected(openerRef.current);
      onCloseRef.current();
    };
    dialog.addEventListener('close', handleClose);
    return () => dialog.removeEventListener('close', handleClose);
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
          onClick={() => dialogRef.current?.close()}
        >
          <span aria-hidden="true">✕</span> {closeLabel}
        </button>
      </div>
      <div className="ds-dialog__body">{children}</div>
      {actions !== undefined && <div className="ds-dialog__actions">{actions}</div>}
    </dialog>
  );
}
