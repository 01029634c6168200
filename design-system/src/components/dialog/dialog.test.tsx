import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { describeExamples } from '../../test/render-examples';
import { Dialog } from './dialog';
import { dialogExamples } from './dialog.examples';

describeExamples('Dialog', dialogExamples);

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open details
      </button>
      <Dialog
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Main Hall"
        actions={
          <button type="button" onClick={() => setOpen(false)}>
            Close Details
          </button>
        }
      >
        <p>Capacity 390</p>
      </Dialog>
    </>
  );
}

const dialog = () => document.querySelector('dialog') as HTMLDialogElement;

/** Renders the harness and opens the dialog from its button, as a keyboard user would; returns the button. */
function openFromButton(onClose: () => void): HTMLElement {
  render(<Harness onClose={onClose} />);
  const opener = screen.getByRole('button', { name: 'Open details' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('Dialog', () => {
  it('opens modally, is labelled by its heading and focuses inside', () => {
    render(<Harness />);
    expect(dialog().open).toBe(false);
    const opener = screen.getByRole('button', { name: 'Open details' });
    opener.focus();
    fireEvent.click(opener);
    expect(dialog().open).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Main Hall' })).toBe(dialog());
    expect(dialog().contains(document.activeElement)).toBe(true);
  });

  it('reports a user close (Escape, close button) and returns focus to the opener', () => {
    const onClose = vi.fn();
    const opener = openFromButton(onClose);
    // A close the browser makes itself (a cancel it does not let us stop) reaches us as the 'close' event.
    act(() => dialog().close());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(opener);

    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(document.activeElement).toBe(opener);
  });

  it('answers Escape by asking its owner to close it, so an Enter on the opener straight after opens it again', () => {
    const onClose = vi.fn();
    const opener = openFromButton(onClose);
    // What the browser sends on Escape before it would close the dialog itself.
    const escapeKey = new Event('cancel', { cancelable: true });
    act(() => {
      dialog().dispatchEvent(escapeKey);
    });
    expect(escapeKey.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(opener);

    fireEvent.click(opener);
    expect(dialog().open).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes when `open` turns false without calling onClose, and restores focus', () => {
    const onClose = vi.fn();
    const opener = openFromButton(onClose);
    fireEvent.click(screen.getByRole('button', { name: 'Close Details' }));
    expect(dialog().open).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(opener);
  });

  it('survives StrictMode double effects', () => {
    render(
      <StrictMode>
        <Harness />
      </StrictMode>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open details' }));
    expect(dialog().open).toBe(true);
  });
});
