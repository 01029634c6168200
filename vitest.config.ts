import { defineConfig } from 'vitest/config';
import { projects as adminRemote } from './admin-remote/vitest.config';
import { projects as attendeeRemote } from './attendee-remote/vitest.config';
import { projects as host } from './host/vitest.config';

// One run over every package's own vitest config, so `npm test` gets one summary. The jsdom packages each have
// two projects (see vitest.jsdom.ts), listed here as their own configs define them.
export default defineConfig({
  test: {
    projects: ['design-system', ...host, ...attendeeRemote, ...adminRemote, 'api', 'scripts'],
  },
});
