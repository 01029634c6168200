// Helpers shared by the start and test commands: find pnpm, install once, build what is missing.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PNPM_VERSION = '10.34.9';

/** pnpm as installed, else the pinned version through npx: a fresh machine has only Node and npm. */
export function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (probe.status === 0 && probe.stdout.trim() === PNPM_VERSION) return ['pnpm'];
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

/** Runs a command in the repo, inheriting output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

export async function pnpm(args, options) {
  const [command, ...prefix] = pnpmCommand();
  return run(command, [...prefix, ...args], options);
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export async function ensureInstalled() {
  const marker = path.join(root, 'node_modules/.modules.yaml');
  const lock = path.join(root, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing dependencies (pnpm install --frozen-lockfile)...');
  const code = await pnpm(['install', '--frozen-lockfile'], { env: { ...process.env, CI: 'true' } });
  if (code !== 0) throw new Error('pnpm install failed');
}

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

export const frontEnds = [
  // The server builds come last in their packages' builds (issue 28): their files mark a complete build.
  { name: '@cc/host', dir: 'host', marker: 'dist-server/host-server.cjs' },
  { name: '@cc/attendee-remote', dir: 'attendee-remote', marker: 'dist/server/remote-entry.cjs' },
  { name: '@cc/admin-remote', dir: 'admin-remote', marker: 'dist/mf-manifest.json' },
];

/** Builds each front end whose output is missing or older than its sources (or the design system's). */
export async function buildFrontEnds({ force = false } = {}) {
  const designSystem = newestMtime(path.join(root, 'design-system/src'));
  const sharedConfig = newestMtime(path.join(root, 'scripts/rspack'));
  for (const app of frontEnds) {
    const marker = path.join(root, app.dir, app.marker);
    const built = existsSync(marker) ? statSync(marker).mtimeMs : 0;
    const sources = Math.max(newestMtime(path.join(root, app.dir, 'src')), designSystem, sharedConfig);
    if (!force && built >= sources) continue;
    console.log(`Building ${app.name}...`);
    const code = await pnpm(['--filter', app.name, 'run', 'build'], {
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (code !== 0) throw new Error(`Build of ${app.name} failed`);
  }
}
