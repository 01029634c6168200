import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    // Files share their worker's loaded modules: re-importing the app (Fastify, PGlite, kysely…) for every file was
    // half of this project's time. Each file builds its own app on its own database, so no state is shared.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
