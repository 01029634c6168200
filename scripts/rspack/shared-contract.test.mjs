// The shared contract's versions (./shared/contracts.json) must follow what the lists export, by semver: a
// remote built on version x.y must find every name it uses in any host offering x.z with z >= y.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import contracts from './shared/contracts.json' with { type: 'json' };
import { contractVersions, listedNames } from './shared-modules.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const parse = (version) => version.split('.').map(Number);

/** What a move from one recorded version to the next must be, given the names it removed and added. */
function requiredBump(before, after) {
  const removed = before.filter((name) => !after.includes(name));
  const added = after.filter((name) => !before.includes(name));
  if (removed.length) return { level: 'major', because: `removes ${removed.join(', ')}` };
  if (added.length) return { level: 'minor', because: `adds ${added.join(', ')}` };
  return { level: 'none', because: 'changes no name' };
}

function bumpLevel(from, to) {
  const [a, b, c] = parse(from);
  const [x, y, z] = parse(to);
  if (x > a) return 'major';
  if (x === a && y > b) return 'minor';
  if (x === a && y === b && z > c) return 'patch';
  return 'none';
}

describe('the shared contract', () => {
  for (const [pkg, versions] of Object.entries(contracts)) {
    it(`${pkg}: the list exports exactly the names of its current version`, () => {
      const current = versions.at(-1);
      const listed = [...listedNames(path.join(here, `shared/${pkg}.mjs`))].sort();
      expect(listed, `record a new version of ${pkg} in shared/contracts.json`).toEqual([...current.names].sort());
      expect(contractVersions()[pkg]).toBe(current.version);
    });

    it(`${pkg}: every recorded version is bumped as semver asks`, () => {
      for (let i = 1; i < versions.length; i += 1) {
        const { level, because } = requiredBump(versions[i - 1].names, versions[i].names);
        const actual = bumpLevel(versions[i - 1].version, versions[i].version);
        const enough = { major: ['major'], minor: ['major', 'minor'], none: ['major', 'minor', 'patch'] }[level];
        expect(enough, `${versions[i].version} ${because}: needs a ${level} version`).toContain(actual);
      }
    });
  }

  it('knows a removal needs a major version and an addition a minor one', () => {
    expect(requiredBump(['Link', 'Route'], ['Link']).level).toBe('major');
    expect(requiredBump(['Link'], ['Link', 'Route']).level).toBe('minor');
    expect(bumpLevel('1.0.0', '1.1.0')).toBe('minor');
    expect(bumpLevel('1.4.0', '2.0.0')).toBe('major');
    expect(bumpLevel('1.1.0', '1.0.0')).toBe('none');
  });
});
