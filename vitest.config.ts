import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { projects as adminRemote } from './admin-remote/vitest.config';
import { projects as attendeeRemote } from './attendee-remote/vitest.config';
import { projects as host } from './host/vitest.config';

// One run over every package's own vitest config, so `npm test` gets one summary. The jsdom packages each have
// two projects (see vitest.jsdom.ts), listed here as their own configs define them.
export default defineConfig({
  test: {
    // Every project in one pool, so the API's long files start while the browser code's short ones fill the other
    // worker. Vitest's default is one worker fewer than the cores: one worker on CI's 2 cores. At most 4: each API
    // file on the embedded default starts its own PGlite (a few hundred MB).
    maxWorkers: Math.min(4, Math.max(2, os.availableParallelism())),
    projects: ['design-system', ...host, ...attendeeRemote, ...adminRemote, 'api', 'scripts'],
  },
});
