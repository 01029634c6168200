// The design system is a shared singleton under semver: the remotes ask for the oldest minor whose names they use
// (workspace:^1.1.0), so that a new design system minor for the host does not get them refused by an older host.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sharedSingletons } from './shared-modules.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('the design system as a shared singleton', () => {
  it('is offered by the host at its own version and asked for by the remotes from 1.1.0', async () => {
    const { version } = (await import('../../design-system/package.json', { with: { type: 'json' } })).default;
    const host = sharedSingletons(path.join(root, 'host'))['@cc/design-system'];
    expect(host).toMatchObject({ singleton: true, strictVersion: true, version, requiredVersion: `^${version}` });
    for (const remote of ['attendee-remote', 'admin-remote']) {
      const shared = sharedSingletons(path.join(root, remote))['@cc/design-system'];
      expect(shared, remote).toMatchObject({ version, requiredVersion: '^1.1.0' });
    }
  });
});
