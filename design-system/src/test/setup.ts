import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library only cleans up by itself when test globals are on; they are off here.
// Files that need no DOM run in Node (a \`@vitest-environment node\` line at their top): the DOM parts are skipped.
const hasDom = typeof document !== 'undefined';

afterEach(() => {
  if (!hasDom) return;
  cleanup();
  localStorage.clear();
  document.documentElement.removeAttribute('data-reduced-motion');
});

// jsdom has <dialog> but not its methods. This stand-in is enough for our tests; real browsers
// (and the e2e suite) exercise the native focus trap and Escape handling.
if (hasDom && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.querySelector<HTMLElement>('button, [href], input, select, textarea, [tabindex]')?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, value?: string) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    if (value !== undefined) this.returnValue = value;
    this.dispatchEvent(new Event('close'));
  };
}

if (hasDom) {
  // jsdom logs "not implemented" for scrolling.
  window.scrollTo = () => {};
  // axe probes canvas for icon fonts; jsdom has none and says so loudly. No canvas is a valid answer.
  HTMLCanvasElement.prototype.getContext = () => null;
}
