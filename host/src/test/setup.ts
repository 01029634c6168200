import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  // Files that need no DOM run in Node (a \`@vitest-environment node\` line at their top).
  if (typeof document === 'undefined') return;
  cleanup();
  localStorage.clear();
});
