import { defineConfig } from 'vitest/config';

// The build scripts' own tests: the shared contract that remote teams build against.
export default defineConfig({
  test: { name: 'scripts', include: ['**/*.test.mjs'], environment: 'node' },
});
