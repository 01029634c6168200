import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { jsdomProjects } from '../vitest.jsdom';

export const projects = jsdomProjects({
  name: 'host',
  root: fileURLToPath(new URL('.', import.meta.url)),
  // vi.mock replaces modules for the whole file.
  isolated: [
    'src/shell/main-nav.test.tsx',
    'src/shell/app-layout.test.tsx',
    'src/remotes/remote-registry.test.ts',
    'src/remotes/remote-outlet.test.tsx',
  ],
});

export default defineConfig({ test: { projects } });
