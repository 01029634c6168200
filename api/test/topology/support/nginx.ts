/**
 * Debian's nginx, unprivileged, with its own prefix in a temporary folder, running the site configuration that
 * docs/deployment.md recommends (deploy/nginx/conference-companion.conf) with only what a site changes replaced:
 * the upstream servers, the listen address and the log folder. A replacement that no longer matches fails the
 * test, so the file and the test cannot drift apart.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const NGINX = '/usr/sbin/nginx';
export const SITE_CONF = fileURLToPath(new URL('../../../../deploy/nginx/conference-companion.conf', import.meta.url));

export interface Nginx {
  readonly baseUrl: string;
  readonly dir: string;
  accessLog(): string;
  stop(): Promise<void>;
}

function replaceOnce(text: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(text)) throw new Error(`${SITE_CONF} no longer has ${what}`);
  return text.replace(pattern, replacement);
}

/** The recommended site, pointed at these instances and this port, logging into `logDir`. */
export function siteFor(upstreams: readonly number[], port: number, logDir: string): string {
  let site = readFileSync(SITE_CONF, 'utf8');
  const servers = upstreams.map((p) => `  server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n');
  site = replaceOnce(site, /( {2}server 127\.0\.0\.1:\d+ [^\n]*\n)+/, `${servers}\n`, 'the upstream server lines');
  site = replaceOnce(site, /listen 8080;/, `listen 127.0.0.1:${port};`, '`listen 8080;`');
  site = replaceOnce(site, /\/var\/log\/nginx\//g, `${logDir}/`, 'the log path');
  return site;
}

export async function startNginx(upstreams: readonly number[], port: number): Promise<Nginx> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cc-nginx-'));
  const temp = path.join(dir, 'temp');
  mkdirSync(temp);
  // Workers run as `nobody` when the tests run as root: they must be able to buffer bodies here.
  chmodSync(dir, 0o755);
  chmodSync(temp, 0o777);
  writeFileSync(path.join(dir, 'site.conf'), siteFor(upstreams, port, dir));
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      `  client_body_temp_path ${temp}/body;`,
      `  proxy_temp_path ${temp}/proxy;`,
      `  fastcgi_temp_path ${temp}/fastcgi;`,
      `  uwsgi_temp_path ${temp}/uwsgi;`,
      `  scgi_temp_path ${temp}/scgi;`,
      `  include ${dir}/site.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited:\n${output}`);
    try {
      await fetch(`${baseUrl}/api/health`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not listen:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    baseUrl,
    dir,
    accessLog: () => {
      const file = path.join(dir, 'conference-companion.access.log');
      return existsSync(file) ? readFileSync(file, 'utf8') : '';
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
