import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { jsdomProjects } from '../vitest.jsdom';

export const projects = jsdomProjects({
  name: 'attendee-remote',
  root: fileURLToPath(new URL('.', import.meta.url)),
  isolated: [
    // vi.mock replaces modules for the whole file.
    'src/app/routes/programme-route.test.tsx',
    'src/app/routes/session-detail-route.test.tsx',
    'src/features/sponsors/components/sponsors-page.test.tsx',
    'src/features/qa/components/qa-network-messages.test.tsx',
    'src/features/qa/components/qa-page.test.tsx',
    'src/features/room/components/room-page.test.tsx',
    'src/features/news/components/news-page.test.tsx',
    'src/features/your-day/components/push-settings.test.tsx',
    // The shared live client, the reminder timers and the pending-bookmark queue are module singletons.
    'src/app/session-reminders-host.test.tsx',
    'src/features/agenda/components/my-agenda-page.test.tsx',
    'src/features/bookmarks/hooks/use-pending-bookmarks-sync.test.ts',
  ],
});

export default defineConfig({ test: { projects } });
