// HTTP load with autocannon, run in a separate process (lib/load.mjs), and the figures taken from it.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const worker = fileURLToPath(new URL('./load.mjs', import.meta.url));
let child = null;
let next = 0;
const pending = new Map();

function loadProcess() {
  if (child) return child;
  child = fork(worker, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  child.on('message', ({ id, ok, result, error }) => {
    const waiter = pending.get(id);
    pending.delete(id);
    if (ok) waiter?.resolve(result);
    else waiter?.reject(new Error(`autocannon: ${error}`));
  });
  child.on('exit', (code) => {
    for (const waiter of pending.values()) waiter.reject(new Error(`autocannon process exited with ${code}`));
    pending.clear();
    child = null;
  });
  // It must not keep the orchestrator alive between runs.
  child.unref();
  child.channel?.unref();
  return child;
}

/** Ends the load process (at the end of a run). */
export function stopLoad() {
  child?.kill();
}

/**
 * @param {{ url: string, connections: number, duration?: number, amount?: number, headers?: Record<string,string>, expectStatus?: number }} options
 * @returns {Promise<{ rps: number, p50: number, p99: number, requests: number, ok: number, other: number, errors: number, bytes: number }>}
 */
export async function load({ expectStatus, ...options }) {
  const worker = loadProcess();
  const id = ++next;
  worker.channel?.ref();
  const r = await new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker.send({ id, options });
  }).finally(() => {
    if (pending.size === 0) worker.channel?.unref();
  });
  const ok = r['2xx'] + (expectStatus === 304 ? r['3xx'] : 0);
  return {
    // Requests per second over the run; latency percentiles in ms.
    rps: Math.round(r.requests.total / r.duration),
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    ok,
    other: r.requests.total - ok,
    errors: r.errors + r.timeouts,
    bytes: r.throughput.total,
  };
}
