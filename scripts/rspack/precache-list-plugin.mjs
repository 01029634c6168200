// Writes precache-manifest.json beside a build's entry: `{ "files": [...] }`, every content-hashed file the build
// emitted (source maps aside). The host's service worker reads each build's list to keep the app usable offline
// and to drop the files of builds that have been replaced, so every build describes itself and a remote can be
// redeployed without rebuilding the host.

const PLUGIN = 'PrecacheListPlugin';
export const PRECACHE_LIST = 'precache-manifest.json';
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/;

export class PrecacheListPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const files = compilation
          .getAssets()
          .map((asset) => asset.name)
          .filter((name) => HASHED.test(name) && !name.endsWith('.map'))
          .sort();
        compilation.emitAsset(PRECACHE_LIST, new sources.RawSource(`${JSON.stringify({ files }, null, 2)}\n`));
      });
    });
  }
}
