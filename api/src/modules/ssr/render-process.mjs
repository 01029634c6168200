// The render process (issue 28, ADR 0xx "Server rendering"): renders public pages to HTML for the API that started
// it. It holds no database address and no secret: its environment is only what is read below, and it reads the API
// over HTTP like an anonymous browser, GET requests to public routes only. A remote's server build is code from
// another team fetched over the network: it runs here, never in the process that holds the database.
//
// Messages in:  { id, url, consentDecided, manifestUrl, runtimeConfig, timeoutMs }
// Messages out: { id, ok: true, html, data, buildId, styles } | { id, ok: false, reason }
import { createRequire } from 'node:module';
import vm from 'node:vm';
import semver from 'semver';

const API_ORIGIN = process.env.CC_API_ORIGIN;
const HOST_SERVER_BUILD = process.env.CC_HOST_SERVER_BUILD;
if (!API_ORIGIN || !HOST_SERVER_BUILD) throw new Error('CC_API_ORIGIN and CC_HOST_SERVER_BUILD must be set');

/**
 * The API routes a page may be drawn from: public, and the same for every visitor apart from flags such as a
 * question's `voted`, which the browser reads afresh once it has drawn the page. Anything else is refused.
 */
const PUBLIC_READS = [
  /^\/api\/(conference|sessions|venues|speakers|announcements|sponsors|sponsor-adverts|questions|starter-phrases)$/,
  /^\/api\/sessions\/[^/]+$/,
  /^\/api\/sessions\/\d+\/resources$/,
  /^\/api\/speakers\/[^/]+$/,
  // The room screen (issue 37): public, no personal data; the browser reads it afresh once it has the page.
  /^\/api\/room\/\d+$/,
];
const isPublicRead = (pathname) => PUBLIC_READS.some((pattern) => pattern.test(pathname));

const nodeFetch = globalThis.fetch;
/**
 * The components ask for '/api/…' as in the browser. Here that means this process's API, without cookies; a
 * request for anything not public fails, and the page shows that part loading, as the browser will before it asks.
 */
globalThis.fetch = (input, init = {}) => {
  const address = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const url = new URL(address, API_ORIGIN);
  const method = (init.method ?? 'GET').toUpperCase();
  if (url.origin !== new URL(API_ORIGIN).origin || method !== 'GET') {
    return Promise.reject(new Error(`not read while rendering: ${method} ${address}`));
  }
  if (!isPublicRead(url.pathname)) {
    return Promise.reject(new Error(`not public, not read while rendering: ${url.pathname}`));
  }
  return nodeFetch(url, { headers: { accept: 'application/json' }, signal: init.signal });
};

const host = createRequire(import.meta.url)(HOST_SERVER_BUILD);

/** One evaluated server build per address and build id: page after page reuses it. */
const remotes = new Map();

async function fetchText(url, signal) {
  const answer = await nodeFetch(url, { signal });
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return answer.text();
}

/** Evaluates a CommonJS server build, answering its `require`s of shared packages with the host's copies. */
function evaluate(code, filename) {
  const wrapper = vm.runInThisContext(`(function (exports, require, module) {${code}\n})`, { filename });
  const module = { exports: {} };
  const require = (name) => {
    if (Object.hasOwn(host.shared, name)) return host.shared[name];
    throw new Error(`${filename} requires ${name}, which the host does not share (docs/remote-contract.md)`);
  };
  wrapper(module.exports, require, module);
  return module.exports;
}

/**
 * Why the browser would refuse this remote, if it would (docs/remote-contract.md "Skew"): a shared package at a
 * version the host does not give, or an API contract this API does not speak. The page then starts in the
 * browser, which shows its message with Retry.
 */
function refusal(manifest, module, runtimeConfig) {
  for (const wanted of manifest.shared ?? []) {
    const given = host.sharedVersions[wanted.name];
    if (!given || (wanted.requiredVersion && !semver.satisfies(given, wanted.requiredVersion))) {
      return `the remote asks for ${wanted.name} ${wanted.requiredVersion}; the host gives ${given ?? 'none'}`;
    }
  }
  if (!host.apiContractSatisfies(String(module.apiContract), runtimeConfig.apiContract)) {
    return `the remote was built for API contract ${module.apiContract}; this server speaks ${runtimeConfig.apiContract}`;
  }
  return null;
}

/**
 * The remote's server build that goes with the browser build its manifest names now, or a reason why none can be
 * used: not published, another build (the manifest's buildInfo.buildVersion against the server build's buildId),
 * or one the browser would refuse.
 */
async function remoteFor(manifestUrl, runtimeConfig, signal) {
  const manifestAddress = new URL(manifestUrl, API_ORIGIN);
  const manifest = JSON.parse(await fetchText(manifestAddress, signal));
  const version = manifest.metaData?.buildInfo?.buildVersion;
  const entry = new URL('server/remote-entry.cjs', manifestAddress).href;
  const key = `${entry}#${version}`;
  let remote = remotes.get(key);
  if (!remote) {
    const module = evaluate(await fetchText(entry, signal), entry);
    if (module.buildId !== version) {
      throw new Error(`the server build is ${module.buildId}, the browser build ${version}`);
    }
    const refused = refusal(manifest, module, runtimeConfig);
    if (refused) throw new Error(refused);
    remotes.clear();
    remote = { module, styles: styleSheets(manifest) };
    remotes.set(key, remote);
  }
  return remote;
}

/** Every style sheet of the remote's pages, linked in the head so the HTML is drawn styled (no shift later). */
function styleSheets(manifest) {
  const files = new Set();
  for (const expose of manifest.exposes ?? []) {
    if (expose.name !== 'routes') continue;
    for (const file of [...(expose.assets?.css?.sync ?? []), ...(expose.assets?.css?.async ?? [])]) files.add(file);
  }
  return [...files];
}

async function render({ url, consentDecided, manifestUrl, runtimeConfig, timeoutMs }) {
  const signal = AbortSignal.timeout(timeoutMs);
  const remote = await remoteFor(manifestUrl, runtimeConfig, signal);
  const conference = await nodeFetch(new URL('/api/conference', API_ORIGIN), { signal }).then((answer) =>
    answer.ok ? answer.json() : null,
  );
  const page = await host.renderPage({
    url,
    consentDecided,
    runtimeConfig,
    conference,
    attendee: remote.module,
    signal,
  });
  return { html: page.html, data: page.data, buildId: remote.module.buildId, styles: remote.styles };
}

// One page at a time: the remote's query cache is one per server build (it is reset before each page).
let queue = Promise.resolve();
process.on('message', (request) => {
  queue = queue.then(async () => {
    try {
      process.send({ id: request.id, ok: true, ...(await render(request)) });
    } catch (error) {
      process.send({ id: request.id, ok: false, reason: error instanceof Error ? error.message : String(error) });
    }
  });
});
process.on('disconnect', () => process.exit(0));
