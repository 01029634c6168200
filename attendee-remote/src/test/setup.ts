import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Pages are loaded on demand (lazyPage): the first import of one is transformed on the spot, which on a busy
// machine running every suite at once has taken over the default 1 s that findBy* waits.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // Files that need no DOM run in Node (a \`@vitest-environment node\` line at their top).
  if (typeof document === 'undefined') return;
  for (const title of document.head.querySelectorAll('title')) title.remove();
});
