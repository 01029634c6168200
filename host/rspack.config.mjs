import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { federatedApp } from '../scripts/rspack/federated-app.mjs';
import { serverBuild } from '../scripts/rspack/server-build.mjs';

const packageDir = path.dirname(fileURLToPath(import.meta.url));
const production = process.env.NODE_ENV !== 'development';

const host = { ...federatedApp({ packageDir, name: 'host', html: true, publicPath: '/' }), name: 'host' };

/**
 * The service worker: one self-contained, unhashed file at /sw.js (the browser checks that address for updates),
 * with no federation runtime. Built after the host, whose output folder it shares, so the host's clean keeps it.
 */
const serviceWorker = {
  name: 'service-worker',
  dependencies: ['host'],
  mode: production ? 'production' : 'development',
  context: packageDir,
  target: 'webworker',
  entry: { sw: './src/service-worker/worker/sw.ts' },
  devtool: production ? 'source-map' : false,
  output: { path: path.join(packageDir, 'dist'), filename: 'sw.js', publicPath: '/', clean: false },
  resolve: { extensions: ['.ts', '.js'], extensionAlias: { '.js': ['.ts', '.js'] } },
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: { parser: { syntax: 'typescript' } },
          env: { targets: ['chrome >= 111', 'firefox >= 111', 'safari >= 16.4'] },
        },
        type: 'javascript/auto',
      },
    ],
  },
  plugins: [
    // Workbox logs only in development builds.
    new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
  ],
  optimization: { splitChunks: false },
  performance: { hints: false },
  stats: 'errors-warnings',
};

/**
 * The server build (issue 28): the shell rendered to HTML by the API's render process. Outside dist/, which is
 * served to browsers as it is.
 */
const server = serverBuild({
  packageDir,
  entry: './src/server-entry.tsx',
  outputDir: path.join(packageDir, 'dist-server'),
  filename: 'host-server.cjs',
  bundleShared: true,
});

export default [host, serviceWorker, server];
