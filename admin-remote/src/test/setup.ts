import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { useAuthNoticeStore } from '../features/auth/stores/auth-notice-store';

// jsdom has no modal dialogs: the design system's Dialog opens and closes through these, as a browser's would
// (files run under Node have no DOM at all).
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthNoticeStore.getState().clear();
});
