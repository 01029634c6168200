import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { jsdomProjects } from '../vitest.jsdom';

export const projects = jsdomProjects({
  name: 'admin-remote',
  root: fileURLToPath(new URL('.', import.meta.url)),
  // vi.mock replaces modules for the whole file.
  isolated: [
    'src/features/content/components/sponsors-section.test.tsx',
    'src/features/content/components/starter-phrases-section.test.tsx',
    'src/features/session-chairs/components/session-chairs-section.test.tsx',
  ],
});

export default defineConfig({ test: { projects } });
