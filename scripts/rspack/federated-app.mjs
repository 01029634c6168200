// One rspack configuration for the host and both remotes, so the three builds agree on
// loaders, shared singletons and output conventions. Each package passes what differs.
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import CompressionPlugin from 'compression-webpack-plugin';
import { PrecacheListPlugin } from './precache-list-plugin.mjs';
import { buildId } from './server-build.mjs';
import { federationExperiments, SharedImportsCheckPlugin, sharedSingletons } from './shared-modules.mjs';
import { resolveSources, typescriptRule } from './source-rules.mjs';
import { StartupPreloadPlugin } from './startup-preload-plugin.mjs';

const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;

function precompressed() {
  return [
    new CompressionPlugin({
      test: COMPRESSIBLE,
      threshold: 1024,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({
      test: COMPRESSIBLE,
      threshold: 1024,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: zlib.Z_BEST_COMPRESSION },
    }),
  ];
}

/**
 * @param {object} options
 * @param {string} options.packageDir   absolute path of the package being built
 * @param {string} options.name         federation name (host, attendee, admin)
 * @param {Record<string,string>} [options.exposes]  what a remote exposes
 * @param {boolean} [options.html]      emit index.html (the host only)
 * @param {string} [options.publicPath] '/' for the host; remotes use 'auto' so they run from any origin or path
 */
export function federatedApp({ packageDir, name, exposes, html = false, publicPath = 'auto' }) {
  const production = process.env.NODE_ENV !== 'development';
  const isRemote = Boolean(exposes);
  // The manifest's buildInfo.buildVersion: the server build carries the same id, so the host renders a page only
  // with the server build of the very browser build it is about to load (scripts/rspack/server-build.mjs).
  if (isRemote) process.env.MF_BUILD_VERSION = buildId(packageDir);
  return {
    mode: production ? 'production' : 'development',
    context: packageDir,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      // Absolute, or MF type generation writes to dist/dist (DESIGN.md pitfalls).
      path: path.join(packageDir, 'dist'),
      publicPath,
      uniqueName: name,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: resolveSources(packageDir),
    module: {
      rules: [
        typescriptRule({
          targets: ['chrome >= 111', 'edge >= 111', 'firefox >= 111', 'safari >= 16.4'],
          development: !production,
        }),
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|gif|webp|svg|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(isRemote ? { filename: 'remoteEntry.js', exposes } : { remotes: {} }),
        shared: sharedSingletons(packageDir),
        // The copy already on the page wins: 'version-first' could pick a remote's newer, not yet loaded React
        // and put two Reacts on one page.
        shareStrategy: 'loaded-first',
        manifest: isRemote ? { fileName: 'mf-manifest.json' } : false,
        // Types come from the workspace's TypeScript project references, not generated @mf-types.
        dts: false,
        experiments: federationExperiments(isRemote),
      }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      }),
      ...(html
        ? [
            new rspack.HtmlRspackPlugin({ template: path.join(packageDir, 'src/index.html'), inject: 'body' }),
            // The web app manifest and its icons, at fixed addresses (the manifest names them; browsers ask for them).
            new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(packageDir, 'public') }] }),
            // The entry (src/index.ts) starts the app with import('./bootstrap').
            new StartupPreloadPlugin({ request: './bootstrap' }),
          ]
        : []),
      // Each build lists its own hashed files for the service worker's offline copy.
      new PrecacheListPlugin(),
      new SharedImportsCheckPlugin(),
      // Brotli and gzip copies beside each text file, served as they are (preCompressed in the API's shell plugin):
      // the best compression once at build time, instead of a quick one on every request.
      ...(production ? precompressed() : []),
    ],
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      // A remote's style sheets in one file (about 13 KB gzip for the attendee pages): a page sent rendered links it
      // in its head (issue 28), and one request blocks its first paint where a dozen, one per page chunk, did.
      ...(isRemote
        ? {
            splitChunks: {
              cacheGroups: { styles: { name: 'styles', type: 'css/auto', chunks: 'all', enforce: true } },
            },
          }
        : {}),
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
