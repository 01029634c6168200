// What the host and the remotes share at run time: the shared contract of docs/remote-contract.md, read by every
// build from one place so that a remote built alone offers and asks for exactly what that document promises.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Packages shared under a versioned contract instead of whole: the contract is a list of names (./shared/*.mjs)
 * with a version of its own (./shared/contracts.json), shared under its own key. A shared module cannot be
 * tree-shaken (any remote may use any export): React Router whole is about 95 KB gzip, this list about 13 KB. The
 * list imports the package through an alias (below), so the package is bundled inside the shared module and
 * shaken down to the listed names. Adding a name is a minor version of the contract, removing one a major.
 */
const CONTRACTS = {
  'react-router-dom': path.join(here, 'shared/react-router-dom.mjs'),
};
const CONTRACT_VERSIONS = path.join(here, 'shared/contracts.json');
const IMPL_PREFIX = 'cc-shared-impl/';

/** The names a contract list in ./shared exports. */
export function listedNames(listFile) {
  const block = readFileSync(listFile, 'utf8').match(/export\s*\{([^}]*)\}/);
  return new Set(
    (block?.[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

/** The current version of each contract: the last one recorded in ./shared/contracts.json. */
export function contractVersions() {
  const recorded = JSON.parse(readFileSync(CONTRACT_VERSIONS, 'utf8'));
  return Object.fromEntries(
    Object.entries(recorded).map(([name, versions]) => [name, versions[versions.length - 1].version]),
  );
}

const IMPORT = /import\s+(type\s+)?([^;]*?)\s+from\s+'([^']+)'/g;

/** What is wrong with one source file's imports of the packages in CONTRACTS. */
function importProblems(file, lists) {
  const problems = [];
  const where = path.relative(path.join(here, '../..'), file);
  for (const [, typeOnly, clause, from] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    if (from === 'react-router') problems.push(`${where}: import from 'react-router-dom', not 'react-router'`);
    const listed = lists[from];
    if (!listed || typeOnly) continue;
    if (!clause.includes('{')) {
      problems.push(`${where}: import named parts of ${from}, not all of it`);
      continue;
    }
    for (const part of clause.slice(clause.indexOf('{') + 1, clause.lastIndexOf('}')).split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (!name || name.startsWith('type ')) continue;
      if (!listed.has(name)) problems.push(`${where}: ${name} is not in ${path.relative(here, CONTRACTS[from])}`);
    }
  }
  return problems;
}

/**
 * Fails the build when bundled code imports a name that a list in ./shared leaves out (the federation plugin
 * cannot check this: a shared module's exports are known only at run time), imports a whole namespace of one,
 * or imports 'react-router', which is not shared on its own and would bring a second router with its own context.
 * Only the project's own TypeScript modules in the bundle are read, so tests and their helpers may import anything.
 */
export class SharedImportsCheckPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SharedImportsCheckPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('SharedImportsCheckPlugin', (modules) => {
        const lists = Object.fromEntries(Object.entries(CONTRACTS).map(([name, file]) => [name, listedNames(file)]));
        const problems = [];
        for (const module of modules) {
          const file = module.resource?.split('?')[0];
          if (file && /\.tsx?$/.test(file) && !file.includes(`${path.sep}node_modules${path.sep}`)) {
            problems.push(...importProblems(file, lists));
          }
        }
        if (problems.length) {
          const message = `Shared modules leave out what the code imports:\n  ${problems.join('\n  ')}`;
          compilation.errors.push(new compiler.webpack.WebpackError(message));
        }
      });
    });
  }
}

/** The ES module file a package's "exports" give an `import` (absolute), so the alias keeps tree-shaking. */
function esmEntry(require, name) {
  const manifestPath = require.resolve(`${name}/package.json`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entry = manifest.exports?.['.']?.import;
  const file = typeof entry === 'string' ? entry : (entry?.default ?? manifest.module);
  if (!file) throw new Error(`${name} has no ES module entry to share`);
  return path.join(path.dirname(manifestPath), file);
}

/** The version of a package as installed for packageDir (some packages' "exports" hide their package.json). */
function installedVersion(packageDir, name) {
  for (let dir = packageDir; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')).version;
    if (dir === path.dirname(dir)) throw new Error(`${name} is not installed for ${packageDir}`);
  }
}

/**
 * The singletons of DESIGN.md: one React, one router, one zustand, one design system (and so one set of
 * preference, consent and live-region stores), one query client library. Nothing else is shared.
 *
 * Every build, the host's included, asks for the range its own package.json declares, so a remote built against
 * another minor either runs on the host's copy or, with `strictVersion`, is refused by the federation runtime: the
 * host then shows its "unavailable" message with Retry (docs/remote-contract.md, "Skew").
 */
export function sharedSingletons(packageDir) {
  const declared = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')).dependencies ?? {};
  const version = (name) => installedVersion(packageDir, name);
  // A workspace dependency ('workspace:^') stands for a caret range on the version it resolves to; one with its own
  // range ('workspace:^1.1.0') asks for that range, so a remote that needs nothing newer still runs on an older host.
  const range = (name) => {
    const spec = declared[name];
    if (!spec)
      throw new Error(`${packageDir}/package.json must declare ${name}: it is shared (docs/remote-contract.md)`);
    if (!spec.startsWith('workspace:')) return spec;
    const own = spec.slice('workspace:'.length);
    return /^[\^~]\d/.test(own) ? own : `^${version(name)}`;
  };
  const singleton = (pkg) => ({
    singleton: true,
    strictVersion: true,
    version: version(pkg),
    requiredVersion: range(pkg),
  });

  const shared = {};
  // React and React DOM themselves (ADR 004), each entry point a bundle can import under its own key.
  for (const [entry, pkg] of [
    ['react', 'react'],
    ['react/jsx-runtime', 'react'],
    ['react/jsx-dev-runtime', 'react'],
    ['react-dom', 'react-dom'],
    ['react-dom/client', 'react-dom'],
  ]) {
    shared[entry] = singleton(pkg);
  }
  for (const pkg of ['zustand', '@tanstack/react-query', '@cc/design-system']) shared[pkg] = singleton(pkg);
  // A contract is offered at its own version under its own key, so that a remote asks for the names it was built
  // with, whatever React Router release sits behind them.
  const versions = contractVersions();
  for (const [pkg, list] of Object.entries(CONTRACTS)) {
    range(pkg);
    shared[pkg] = {
      singleton: true,
      strictVersion: true,
      shareKey: `cc-contract/${pkg}`,
      import: list,
      version: versions[pkg],
      requiredVersion: `^${versions[pkg]}`,
    };
  }
  return shared;
}

/**
 * The aliases the lists of CONTRACTS import their package through; and React Router's production build, which its
 * package's "exports" never name (they give the development build, with its warnings, to every bundler).
 */
export function sharedImplementationAliases(packageDir) {
  const require = createRequire(path.join(packageDir, 'package.json'));
  const fromDom = createRequire(require.resolve('react-router-dom/package.json'));
  const routerDir = path.dirname(fromDom.resolve('react-router/package.json'));
  return {
    ...Object.fromEntries(Object.keys(CONTRACTS).map((name) => [`${IMPL_PREFIX}${name}$`, esmEntry(require, name)])),
    'react-router$': path.join(routerDir, 'dist/production/index.mjs'),
  };
}

/**
 * The federation runtime as ES modules. The plugins name its CommonJS builds by absolute path, which cannot be
 * tree-shaken and, mixed with the ES builds other parts import, put two copies of the runtime in the host.
 */
export function federationRuntimeAliases(packageDir) {
  const require = createRequire(path.join(packageDir, 'package.json'));
  const fromEnhanced = createRequire(require.resolve('@module-federation/enhanced'));
  const fromTools = createRequire(fromEnhanced.resolve('@module-federation/runtime-tools'));
  const commonJs = [
    fromTools.resolve('@module-federation/webpack-bundler-runtime'),
    fromTools.resolve('@module-federation/runtime'),
    fromEnhanced.resolve('@module-federation/inject-external-runtime-core-plugin'),
  ];
  return Object.fromEntries(commonJs.map((file) => [file, file.replace(/\.cjs$/, '.js')]));
}

/**
 * Every build carries its own federation runtime (about 10 KB gzip per remote), built for browsers only: a remote
 * that relied on the host's copy would break whenever the host moved to another runtime release, a dependency its
 * team cannot see (ADR 004).
 */
export function federationExperiments(isRemote) {
  // A remote loads no remotes of its own, so its runtime leaves that part out.
  return { optimization: { target: 'web', disableRemote: isRemote } };
}
