// How every build of ours reads its sources: TypeScript and JSX through SWC, and the module resolution that goes
// with it. Shared by the browser builds (federated-app.mjs) and the server builds (server-build.mjs).
import { federationRuntimeAliases, sharedImplementationAliases } from './shared-modules.mjs';

export function resolveSources(packageDir) {
  return {
    alias: {
      ...federationRuntimeAliases(packageDir),
      ...sharedImplementationAliases(packageDir),
    },
    extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    // TypeScript sources import each other as './x.js' (NodeNext style, e.g. @cc/api/contract's re-exports).
    extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
  };
}

/** @param {{ targets: string[], development: boolean }} options */
export function typescriptRule({ targets, development }) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development, refresh: false } },
      },
      env: { targets },
    },
    type: 'javascript/auto',
  };
}
