import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedApp } from '../scripts/rspack/federated-app.mjs';
import { serverBuild } from '../scripts/rspack/server-build.mjs';

const packageDir = path.dirname(fileURLToPath(import.meta.url));

export default [
  {
    ...federatedApp({
      packageDir,
      name: 'attendee',
      exposes: {
        './routes': './src/routes.tsx',
        './nav-badges': './src/nav-badges.tsx',
      },
    }),
    name: 'attendee',
  },
  // Published beside the browser build (dist/server/), so one deployment carries both (docs/remote-contract.md).
  {
    ...serverBuild({
      packageDir,
      entry: './src/server-entry.tsx',
      outputDir: path.join(packageDir, 'dist/server'),
      filename: 'remote-entry.cjs',
      bundleShared: false,
    }),
    dependencies: ['attendee'],
  },
];
