import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Starting jsdom per file dominated the run; tests clean up after themselves (see setup.ts),
    // so one environment per worker is safe and several times faster.
    isolate: false,
    // Vitest blanks CSS by default; the token tests read the stylesheets as text (?raw).
    css: { include: [/src\/styles\/.+\.css/] },
  },
});
