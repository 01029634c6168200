// A remote team's build, made apart from the workspace's own: the remote's package copied to a folder of its own,
// optionally changed (a new text, another declared range), and built with the remote's own rspack configuration.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type RemotePackage = 'attendee-remote' | 'admin-remote';

export interface RemoteBuild {
  /** The built files, as a team would upload them. */
  dist: string;
  remove(): void;
}

/**
 * Builds one remote alone. `change` edits the copied package before the build (its folder is given); the copy
 * keeps the workspace's installed packages, as a team's CI would have installed the same lockfile.
 */
export async function buildRemote(pkg: RemotePackage, change?: (dir: string) => void): Promise<RemoteBuild> {
  const work = mkdtempSync(path.join(os.tmpdir(), `cc-${pkg}-`));
  const dir = path.join(work, pkg);
  const source = path.join(root, pkg);
  cpSync(source, dir, {
    recursive: true,
    filter: (file) => !/[/\\](node_modules|dist)([/\\]|$)/.test(path.relative(root, file)),
  });
  symlinkSync(path.join(source, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  // The configuration names the shared build settings relative to the workspace; point it there.
  const config = path.join(dir, 'rspack.config.mjs');
  const sharedSettings = `${path.join(root, 'scripts/rspack')}/`;
  writeFileSync(config, readFileSync(config, 'utf8').replaceAll('../scripts/rspack/', sharedSettings));
  change?.(dir);

  const rspack = path.join(source, 'node_modules/.bin/rspack');
  const output: string[] = [];
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(rspack, ['build'], { cwd: dir, env: { ...process.env, NODE_ENV: 'production' } });
    child.stdout.on('data', (chunk) => output.push(String(chunk)));
    child.stderr.on('data', (chunk) => output.push(String(chunk)));
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`building ${pkg} alone failed:\n${output.join('')}`);
  return { dist: path.join(dir, 'dist'), remove: () => rmSync(work, { recursive: true, force: true }) };
}

/** Replaces one text in a file of a copied package. */
export function replaceInFile(dir: string, file: string, from: string, to: string): void {
  const target = path.join(dir, file);
  const text = readFileSync(target, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} does not contain ${JSON.stringify(from)}`);
  writeFileSync(target, text.replace(from, to));
}

/** Declares other ranges for dependencies in a copied package's package.json. */
export function declareRanges(dir: string, ranges: Record<string, string>): void {
  const file = path.join(dir, 'package.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  Object.assign(manifest.dependencies, ranges);
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
}

/**
 * Builds the copied remote as if against another version of a shared contract (scripts/rspack/shared/contracts.json),
 * e.g. a router contract the deployed host does not have yet: the remote offers that version and asks for its range,
 * as a build from a workspace with the newer contract would.
 */
export function declareContractVersion(dir: string, pkg: string, version: string): void {
  const file = path.join(dir, 'rspack.config.mjs');
  const text = readFileSync(file, 'utf8');
  const start = 'export default ';
  if (!text.includes(start)) throw new Error(`rspack.config.mjs no longer has ${start}`);
  const name = JSON.stringify(pkg);
  writeFileSync(
    file,
    `${text.replace(start, 'const exported = ')}
const federation = [exported]
  .flat()
  .flatMap((config) => config.plugins ?? [])
  .find((plugin) => plugin?.constructor?.name === 'ModuleFederationPlugin');
const contract = federation?._options?.shared?.[${name}];
if (!contract?.shareKey) throw new Error('no shared contract ' + ${name} + ' in the federation options');
Object.assign(contract, { version: ${JSON.stringify(version)}, requiredVersion: ${JSON.stringify(`^${version}`)} });
export default exported;
`,
  );
}
