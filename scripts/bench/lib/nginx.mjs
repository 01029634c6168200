// Debian's nginx, unprivileged in a temporary prefix, running the recommended site configuration
// (deploy/nginx/conference-companion.conf) with only what a site changes replaced: the upstream servers, the listen
// address and the log folder (as api/test/topology/support/nginx.ts does for the multi-instance test).
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../../lib/workspace.mjs';

export const NGINX = '/usr/sbin/nginx';
const SITE_CONF = path.join(root, 'deploy', 'nginx', 'conference-companion.conf');

export const nginxInstalled = () => existsSync(NGINX);

function replaceOnce(text, pattern, replacement, what) {
  if (!pattern.test(text)) throw new Error(`${SITE_CONF} no longer has ${what}`);
  return text.replace(pattern, replacement);
}

/**
 * @param {number[]} upstreams ports on 127.0.0.1
 * @param {number} port
 * @returns {Promise<{ baseURL: string, stop(): Promise<void> }>}
 */
export async function startNginx(upstreams, port) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cc-bench-nginx-'));
  const temp = path.join(dir, 'temp');
  mkdirSync(temp);
  chmodSync(dir, 0o755);
  chmodSync(temp, 0o777);
  let site = readFileSync(SITE_CONF, 'utf8');
  const servers = upstreams.map((p) => `  server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n');
  site = replaceOnce(site, /( {2}server 127\.0\.0\.1:\d+ [^\n]*\n)+/, `${servers}\n`, 'the upstream server lines');
  site = replaceOnce(site, /listen 8080;/, `listen 127.0.0.1:${port} backlog=4096;`, '`listen 8080;`');
  site = replaceOnce(site, /\/var\/log\/nginx\//g, `${dir}/`, 'the log path');
  writeFileSync(path.join(dir, 'site.conf'), site);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      // One worker: the machine's other core runs the app or the ceiling, and autocannon shares them too.
      'worker_processes 1;',
      // The polls figures hold 2,000 WebSocket clients through it: two sockets each, plus the answers.
      'worker_rlimit_nofile 20000;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 10240; }',
      'http {',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${temp}/${kind};`),
      `  include ${dir}/site.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const proxy = await runNginx({ prefix: dir, conf: path.join(dir, 'nginx.conf'), port });
  return {
    baseURL: proxy.baseURL,
    async stop() {
      await proxy.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs nginx in the foreground with prefix and configuration file given, and resolves once port answers.
 * @returns {Promise<{ baseURL: string, stop(): Promise<void> }>}
 */
export async function runNginx({ prefix, conf, port }) {
  const child = spawn(NGINX, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited:\n${output}`);
    try {
      await (await fetch(baseURL)).arrayBuffer();
      break;
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`nginx did not listen:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return { baseURL, stop };
}
