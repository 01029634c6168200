// What the host and the remotes share at run time, and how it is kept small: every byte of a shared module and of
// the federation runtime is JavaScript a phone downloads before the first page is usable (issue 9's budget).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Shared packages that are served through a list of the names the apps use (./shared/*.mjs) instead of whole: a
 * shared module cannot be tree-shaken, because any remote may ask for any export. The list imports the package
 * through an alias (below), which the federation plugin does not treat as the shared request, so the package
 * itself is bundled once, inside the shared module, and shaken down to the listed names.
 */
const SLIMMED = {
  'react-router-dom': path.join(here, 'shared/react-router-dom.mjs'),
  '@tanstack/react-query': path.join(here, 'shared/react-query.mjs'),
};
const IMPL_PREFIX = 'cc-shared-impl/';

/** The names a list in ./shared exports. */
function listedNames(listFile) {
  const block = readFileSync(listFile, 'utf8').match(/export\s*\{([^}]*)\}/);
  return new Set(
    (block?.[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

const IMPORT = /import\s+(type\s+)?([^;]*?)\s+from\s+'([^']+)'/g;

/** What is wrong with one source file's imports of the packages in SLIMMED. */
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
      if (!listed.has(name)) problems.push(`${where}: ${name} is not in ${path.relative(here, SLIMMED[from])}`);
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
        const lists = Object.fromEntries(Object.entries(SLIMMED).map(([name, file]) => [name, listedNames(file)]));
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

/**
 * The singletons of DESIGN.md: one React, one router, one zustand, one design system (and so one set of
 * preference, consent and live-region stores), one query client library. Nothing else is shared.
 *
 * A remote states the versions it needs, and the runtime warns when the page offers another. The host provides
 * every one of them and takes its own (`requiredVersion: false`): checking its own versions against themselves
 * found nothing and cost its start-up a semver parse per package (the runtime builds its regular expressions
 * anew on every check: 5-10 ms of a phone's first task).
 */
export function sharedSingletons(packageDir, { isRemote }) {
  const forThisApp = (config) => (isRemote ? config : { ...config, requiredVersion: false });
  return Object.fromEntries(
    Object.entries(singletonConfigs(packageDir)).map(([name, config]) => [name, forThisApp(config)]),
  );
}

function singletonConfigs(packageDir) {
  const require = createRequire(path.join(packageDir, 'package.json'));
  const version = (name) => require(`${name}/package.json`).version;
  const shared = {};
  shared.zustand = { singleton: true, requiredVersion: `^${version('zustand')}` };
  // React's API, served by Preact (ADR 003): 'react' names preact/compat, and Preact's own core
  // and hooks are singletons too, since compat and every bundle's JSX runtime must hook into one Preact instance.
  // Absolute files: a fallback is resolved from the importing file, and the design system has no Preact of its own.
  const preact = version('preact');
  const preactDir = path.dirname(require.resolve('preact/package.json'));
  const preactShare = (file) => ({
    singleton: true,
    version: preact,
    requiredVersion: `^${preact}`,
    import: path.join(preactDir, file),
  });
  // One share key for compat: 'react-dom' is an alias that re-exports 'react' (preactAliases), since a second key
  // for the same file would let the host and a remote each run their own copy.
  shared.react = preactShare('compat/dist/compat.mjs');
  shared.preact = preactShare('dist/preact.mjs');
  shared['preact/hooks'] = preactShare('hooks/dist/hooks.mjs');
  for (const [name, list] of Object.entries(SLIMMED)) {
    shared[name] = { singleton: true, requiredVersion: `^${version(name)}`, version: version(name), import: list };
  }
  shared['@cc/design-system'] = { singleton: true, requiredVersion: '^0.1.0' };
  return shared;
}

/**
 * The two React entry points that are not shared modules, served by Preact: the JSX runtime every compiled file
 * imports (it needs only the shared 'preact'), and react-dom/client's createRoot (./preact/react-dom-client.mjs).
 */
export function preactAliases(packageDir) {
  const require = createRequire(path.join(packageDir, 'package.json'));
  const jsxRuntime = path.join(path.dirname(require.resolve('preact/package.json')), 'jsx-runtime/dist/jsxRuntime.mjs');
  return {
    'react/jsx-runtime$': jsxRuntime,
    'react/jsx-dev-runtime$': jsxRuntime,
    'react-dom$': path.join(here, 'preact/react-dom.mjs'),
    'react-dom/client$': path.join(here, 'preact/react-dom-client.mjs'),
  };
}

/**
 * The aliases the lists of SLIMMED import their package through; and React Router's production build, which its
 * package's "exports" never name (they give the development build, with its warnings, to every bundler).
 */
export function sharedImplementationAliases(packageDir) {
  const require = createRequire(path.join(packageDir, 'package.json'));
  const fromDom = createRequire(require.resolve('react-router-dom/package.json'));
  const routerDir = path.dirname(fromDom.resolve('react-router/package.json'));
  return {
    ...Object.fromEntries(Object.keys(SLIMMED).map((name) => [`${IMPL_PREFIX}${name}$`, esmEntry(require, name)])),
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
 * One copy of the federation runtime per page: the host provides its runtime core to the remotes (a global the
 * runtime defines), which leave theirs out; and the runtime is built for browsers only. A remote therefore runs
 * only inside this host (or another host that provides the runtime), which is the only way it is used.
 */
export function federationExperiments(isRemote) {
  return isRemote
    ? { externalRuntime: true, optimization: { target: 'web', disableRemote: true } }
    : { provideExternalRuntime: true, optimization: { target: 'web' } };
}
