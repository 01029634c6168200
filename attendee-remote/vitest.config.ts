import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    // Rendering in jsdom is CPU-bound: on a busy 2-core CI machine running every project at once, a test of a
    // whole panel has taken over the 5 s default. Speed is measured by the benchmark, not here.
    testTimeout: 15_000,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    pool: 'threads',
  },
});
