import { useEffect } from 'react';
import { startRemotes } from '../remotes/remote-registry';
import { pageWasServerRendered } from '../server-rendering/page-was-server-rendered';

/**
 * Runs `callback` once the browser has painted what the page holds now: in the task after the next animation
 * frame (the frame's paint follows its animation callbacks before any other task runs). A hidden page is not
 * painted and gets no frames, so there it runs at once. Returns a cancel function.
 */
export function afterNextPaint(callback: () => void): () => void {
  if (document.visibilityState === 'hidden') {
    callback();
    return () => {};
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Rendered after the shell's page outlet: once the shell, and at "/" Home's introduction, are on screen, the
 * remotes may run (startRemotes). Their federation runtime and modules never come between the visitor and the
 * shell's first paint. Not cancelled on unmount: starting twice is harmless, never starting would leave the
 * page without its remotes.
 */
export function StartRemotesAfterPaint() {
  useEffect(() => {
    // A server-drawn page was on screen before any script ran: its controls wait only for the remote.
    if (pageWasServerRendered) startRemotes();
    else afterNextPaint(startRemotes);
  }, []);
  return null;
}
