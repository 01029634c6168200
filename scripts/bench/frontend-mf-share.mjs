// How much of a JavaScript file is the Module Federation runtime, from the file's own source map.
//
// Method: the builds emit source maps (devtool 'source-map'). Every mapping segment says which source produced the
// generated characters from its column up to the next segment, so each minified byte is attributed to a source
// exactly. A byte counts as federation runtime when its source is one of the @module-federation/* packages, the
// plugin's generated runtime initialiser (a `data:` source importing __module_federation_bundler_runtime__), or one
// of the bundler's federation runtime modules (sharing, consumes/remotes loading, exposes, the embedded runtime).
// Those bytes are gathered per file, in order, and gzipped at level 9 on their own; the other bytes of the file are
// the rest. Per file, never across files: the host and each remote carry their own copy of the runtime, and gzip
// over the concatenation would hide that duplication.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const FEDERATION_SOURCE = [
  /[/+]@module-federation[/+]/,
  /^data:text\/javascript,.*__module_federation_/,
  /\/webpack\/runtime\/(module_federation\/|sharing$|consumes_loading$|remotes_loading$|initialize_exposes$|embed_federation_runtime$)/,
];

export function isFederationSource(source) {
  return FEDERATION_SOURCE.some((pattern) => pattern.test(source));
}

export const gzipSize = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;

/** The source map URL a built file names in its last `//# sourceMappingURL=` comment, resolved against the file. */
export function sourceMapUrl(code, fileUrl) {
  const found = [...code.matchAll(/\/\/# sourceMappingURL=(\S+)\s*$/gm)].at(-1);
  if (!found || found[1].startsWith('data:')) return null;
  return new URL(found[1], fileUrl).href;
}

/**
 * Splits one generated file into federation-runtime text and the rest.
 * @param {string} code  the file as served
 * @param {{ sources: string[], mappings: string }} map  its source map
 * @returns {{ federation: string, federationBytes: number, totalBytes: number }}
 */
export function federationPart(code, map) {
  const federationSources = map.sources.map((source) => isFederationSource(source ?? ''));
  const lines = code.split('\n');
  const decoded = decode(map.mappings);
  const parts = [];
  lines.forEach((line, index) => {
    const segments = decoded[index] ?? [];
    for (let i = 0; i < segments.length; i++) {
      const [column, sourceIndex] = segments[i];
      // A one-field segment maps its characters to no source: not attributable, so not federation.
      if (sourceIndex === undefined || !federationSources[sourceIndex]) continue;
      const end = i + 1 < segments.length ? segments[i + 1][0] : line.length;
      parts.push(line.slice(column, end));
    }
  });
  const federation = parts.join('');
  return {
    federation,
    federationBytes: Buffer.byteLength(federation),
    totalBytes: Buffer.byteLength(code),
  };
}

/**
 * Where a served file's source map is in the workspace's builds: the app serves none (docs/security.md), so the
 * map the build wrote beside the file is read from disk. Remotes are served under /remotes/<name>/, the host at /.
 */
function builtMapFile(mapUrl) {
  const { pathname } = new URL(mapUrl);
  const remote = pathname.match(/^\/remotes\/(attendee|admin)\/(.+)$/);
  const file = remote ? path.join(root, `${remote[1]}-remote/dist`, remote[2]) : path.join(root, 'host/dist', pathname);
  return existsSync(file) ? file : null;
}

/** Federation runtime share of one served file, from its source map; null when the file has none. */
export async function federationShareOf(code, fileUrl) {
  const mapUrl = sourceMapUrl(code, fileUrl);
  if (!mapUrl) return null;
  const file = builtMapFile(mapUrl);
  if (!file) return null;
  const part = federationPart(code, JSON.parse(readFileSync(file, 'utf8')));
  return { ...part, federationGzip: part.federation ? gzipSize(part.federation) : 0 };
}
