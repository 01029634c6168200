/**
 * Start-up hints written into the host page as it is sent. Before the first attendee page can draw, the host must
 * learn where the remotes are, ask the API whether it is up and for the conference, then load the attendee remote's
 * manifest, entry script and page chunks, each step waiting on the last. The server knows all of these addresses,
 * so the page names them from the start: a phone fetches them side by side with the host's own scripts instead of
 * one round trip after another.
 */

/** For text inside an HTML attribute (page-metadata.ts uses it for its tags and title too). */
export const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const BASE = 'http://relative.invalid';

/**
 * A file beside the remote's manifest (the builds name the entry remoteEntry.js, scripts/rspack, and publish every
 * chunk beside it). A relative manifest address stays relative, so the hints work behind any host name.
 */
export function beside(manifestUrl: string, file: string): string {
  const url = new URL(file, new URL(manifestUrl, `${BASE}/`));
  return url.origin === BASE ? `${url.pathname}${url.search}` : url.href;
}

export function remotePreloadLinks(manifestUrl: string): string {
  const manifest = escapeAttribute(manifestUrl);
  const entry = escapeAttribute(beside(manifestUrl, 'remoteEntry.js'));
  // crossorigin on the manifest: the federation runtime fetches it in cors mode, and a hint must match to be used.
  // The entry is a plain <script> (remote-registry.ts), so its hint has no crossorigin.
  return `<link rel="preload" href="${manifest}" as="fetch" crossorigin><link rel="preload" href="${entry}" as="script">`;
}

/** What the federation manifest says of one exposed module's files (mf-manifest.json, written by the build). */
export interface ManifestExpose {
  name: string;
  assets: { js: { sync: string[] }; css: { sync: string[] } };
}

/**
 * The scripts and style sheets the named exposed modules need before they run. The remote's runtime adds them as
 * plain <script> and <link rel="stylesheet"> elements, so the hints carry no crossorigin.
 */
export function exposePreloadLinks(
  manifest: { exposes?: ManifestExpose[] },
  manifestUrl: string,
  names: readonly string[],
): string {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const expose of manifest.exposes ?? []) {
    if (!names.includes(expose.name)) continue;
    for (const file of expose.assets?.js?.sync ?? []) scripts.add(file);
    for (const file of expose.assets?.css?.sync ?? []) styles.add(file);
  }
  const link = (file: string, as: string) =>
    `<link rel="preload" href="${escapeAttribute(beside(manifestUrl, file))}" as="${as}">`;
  return [...[...styles].map((file) => link(file, 'style')), ...[...scripts].map((file) => link(file, 'script'))].join(
    '',
  );
}

/**
 * The two API answers the host waits for before it draws (startup/run-startup.ts). The host asks with credentials
 * (the visitor cookie), so the hints say use-credentials to be matched.
 */
export const API_PRELOAD_LINKS =
  '<link rel="preload" href="/api/health" as="fetch" crossorigin="use-credentials">' +
  '<link rel="preload" href="/api/conference" as="fetch" crossorigin="use-credentials">';

/**
 * The run-time configuration (/config.json's answer) as a JSON data block the host reads instead of fetching it.
 * Not a script that runs, so the Content-Security-Policy has nothing to allow; `<` is escaped so no value can end
 * the element.
 */
export function runtimeConfigBlock(config: unknown): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script type="application/json" id="cc-runtime-config">${json}</script>`;
}

/** The page with the hints at the end of its <head>, so they start before any script is fetched. */
export function withStartupHints(page: string, hints: string): string {
  return page.includes('</head>') ? page.replace('</head>', `${hints}</head>`) : `${hints}${page}`;
}
