import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    // Each API test file starts its own PGlite (1.5–3 s, a few hundred MB): keep two at a time.
    pool: 'forks',
    maxWorkers: 2,
    // Files share their worker's loaded modules: re-importing the app (Fastify, PGlite, kysely…) for every file was
    // half of this project's time. Each file builds its own app on its own database, so no state is shared.
    isolate: false,
    // Its own worker limit means its own group in the root run; it runs after the browser-code projects.
    sequence: { groupOrder: 1 },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
