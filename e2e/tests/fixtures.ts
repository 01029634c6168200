import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** The bootstrap admin the e2e server starts with (scripts/e2e-server.mjs). */
export const admin = { email: 'admin@conference.test', password: 'e2e-admin-password-2027' };

export interface SessionSummary {
  id: number;
  title: string;
  day: string | null;
  track: string | null;
  sessionNumber: string | null;
  speaker: string | null;
  description: string | null;
  category: string;
  status: string;
}

/** Fails the test with the list of violations, so the report says what to fix. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

export const test = base.extend<{ sessions: SessionSummary[] }>({
  sessions: async ({ request }, use) => {
    const response = await request.get('/api/sessions');
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { sessions: SessionSummary[] };
    await use(body.sessions);
  },
});

export { expect };
