// A remote team's own static site on another origin: each remote's files under /<name>/, with the headers
// docs/deployment.md asks for (CORS for the host's origin, the manifest and entry revalidated, hashed files kept).
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

/** The builds name every file after its content except the entry files (mf-manifest.json, remoteEntry.js). */
const CONTENT_HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;

export interface RemoteOrigin {
  origin: string;
  /** The manifest URL the host is configured with (ATTENDEE_REMOTE_URL / ADMIN_REMOTE_URL). */
  manifestUrl(remote: string): string;
  /** Uploads a build over the remote's folder: new entry files, and hashed files beside the previous ones. */
  deploy(remote: string, dist: string): void;
  /** Removes everything a remote had deployed. */
  clear(remote: string): void;
  close(): Promise<void>;
}

export async function startRemoteOrigin({ allowOrigin }: { allowOrigin: string }): Promise<RemoteOrigin> {
  const site = mkdtempSync(path.join(os.tmpdir(), 'cc-remote-origin-'));
  const app = Fastify();
  await app.register(fastifyStatic, {
    root: site,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, file) {
      res.header('Access-Control-Allow-Origin', allowOrigin);
      res.header('Vary', 'Origin, Accept-Encoding');
      // The file sent may be the precompressed copy (remoteEntry.js.br): judge by the name it stands for.
      const immutable = CONTENT_HASHED.test(path.basename(file).replace(/\.(br|gz)$/, ''));
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const origin = address.replace('localhost', '127.0.0.1');
  return {
    origin,
    manifestUrl: (remote) => `${origin}/${remote}/mf-manifest.json`,
    deploy(remote, dist) {
      const target = path.join(site, remote);
      mkdirSync(target, { recursive: true });
      cpSync(dist, target, { recursive: true });
    },
    clear(remote) {
      rmSync(path.join(site, remote), { recursive: true, force: true });
    },
    async close() {
      await app.close();
      rmSync(site, { recursive: true, force: true });
    },
  };
}
