import { defineConfig } from 'vitest/config';

// One run over every package's own vitest config, so `npm test` gets one summary.
export default defineConfig({
  test: {
    projects: ['design-system', 'host', 'attendee-remote', 'admin-remote', 'api', 'scripts'],
  },
});
