// The server build of a front end (issue 28): the same components compiled for Node, so the host can send a page
// as HTML before any script runs. One CommonJS file, no chunks (it is fetched and evaluated as one text), styles
// left out (the browser build's style sheets are linked instead), and the shared singletons of
// docs/remote-contract.md left as `require` calls that the rendering host answers with its own copies, the server's
// counterpart of the federation runtime's shared scope.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { sharedSingletons } from './shared-modules.mjs';
import { resolveSources, typescriptRule } from './source-rules.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The packages a remote's server build takes from the host (the browser's shared singletons, by import name). */
export const SERVER_SHARED = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-router-dom',
  'zustand',
  'zustand/middleware',
  '@tanstack/react-query',
  '@cc/design-system',
];

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(file);
    else yield file;
  }
}

/**
 * One id for the browser and the server build of the same sources: a hash of the package's sources and of the
 * design system's, so a server build is used only with the browser build it was made with. CC_BUILD_ID overrides it
 * (a release pipeline's own version).
 */
export function buildId(packageDir) {
  if (process.env.CC_BUILD_ID) return process.env.CC_BUILD_ID;
  const hash = createHash('sha256');
  for (const dir of [path.join(packageDir, 'src'), path.join(here, '../../design-system/src')]) {
    for (const file of [...sourceFiles(dir)].sort()) {
      if (/\.test\.tsx?$/.test(file)) continue;
      hash.update(path.relative(dir, file));
      hash.update(readFileSync(file));
    }
  }
  hash.update(String(statSync(path.join(packageDir, 'package.json')).size));
  return hash.digest('hex').slice(0, 16);
}

/**
 * @param {object} options
 * @param {string} options.packageDir  absolute path of the package
 * @param {string} options.entry       its server entry (e.g. ./src/server-entry.tsx)
 * @param {string} options.outputDir   where the file goes (a remote publishes it beside its browser build)
 * @param {string} options.filename
 * @param {boolean} options.bundleShared  true for the host, which brings the shared packages; false for a remote
 */
export function serverBuild({ packageDir, entry, outputDir, filename, bundleShared }) {
  const production = process.env.NODE_ENV !== 'development';
  const id = buildId(packageDir);
  // What the host gives a remote, by the name a remote's manifest asks for it (its share key), at which version:
  // the render process refuses a remote's server build that asks for another, as the browser refuses its build.
  const sharedVersions = bundleShared
    ? Object.fromEntries(
        Object.entries(sharedSingletons(packageDir)).map(([name, options]) => [
          options.shareKey ?? name,
          options.version,
        ]),
      )
    : {};
  return {
    name: 'server',
    mode: production ? 'production' : 'development',
    context: packageDir,
    target: 'node20',
    entry: { server: entry },
    devtool: false,
    output: {
      path: outputDir,
      filename,
      library: { type: 'commonjs2' },
      clean: true,
    },
    externals: bundleShared ? [] : SERVER_SHARED,
    externalsType: 'commonjs',
    resolve: resolveSources(packageDir),
    module: {
      rules: [
        typescriptRule({ targets: ['node >= 20'], development: false }),
        // Style sheets come from the browser build, linked in the page's head.
        { test: /\.css$/, loader: path.join(here, 'empty-module-loader.cjs'), type: 'javascript/auto' },
        { test: /\.(png|jpe?g|gif|webp|svg|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        __CC_BUILD_ID__: JSON.stringify(id),
        __CC_SHARED_VERSIONS__: JSON.stringify(sharedVersions),
      }),
      // Fetched and evaluated as one text: lazy pages are compiled into it rather than into chunk files.
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
