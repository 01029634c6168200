// Realtime figures (issue 9), with N WebSocket clients held by a separate process (ws-clients.mjs):
// - one announcement delivered to every client: p50 and p99 from its publication to each client's receipt, over
//   twenty announcements after a first that warms up (reported on its own row).
//   Published by the realtime hub of a second "instance" (publisher.mjs: the app's own bus, NOTIFY), which is
//   the hub's whole path: NOTIFY, LISTEN, reading the event, fan-out. Beside it, a bare `ws` server
//   (ceiling-ws.mjs) broadcasting the same frame to as many clients. A further row times the same from an
//   admin's POST, which adds the admin API's own work (session check, transaction, audit) before publication;
// - a sustained stream, 100 events per second for 30 s, checked on every client for missed, duplicated and
//   out-of-order events and for gaps in frame numbers. Bursts may be coalesced into batch frames; nothing may be
//   lost or reordered.
// Without PostgreSQL (PGlite lives inside the app's process) events are published through the admin API only.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from '../lib/workspace.mjs';
import { BENCH_ADMIN } from './lib/app-process.mjs';
import { startProcess } from './lib/ceiling.mjs';
import { ipcChild } from './lib/ipc-child.mjs';

export const WS_CEILING_PORT = 3173;
/** Budget of issue 9: p99 delivery no worse than 1.5 times the bare broadcast's. */
export const P99_BUDGET_FACTOR = 1.5;
const LATENCY_PREFIX = 'bench-latency-';
const ADMIN_PREFIX = 'bench-admin---';
const SEQUENCE_PREFIX = 'bench-seq-';
/** Same length for every title, so the bare server's frames are as long as the app's. */
const key = (prefix, n) => `${prefix}${String(n).padStart(5, '0')}`;
const CONTENT =
  'The keynote Q&A moves to the Main Hall after lunch. Step-free access is through the east entrance; ' +
  'the hearing loop and live captions are on. Quiet space stays open in Room 2.';
const here = (file) => fileURLToPath(new URL(file, import.meta.url));

export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[index] * 10) / 10;
}

const ratio = (a, b) => (b > 0 ? Math.round((a / b) * 100) / 100 : null);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function announcementEvent(n, title) {
  const now = new Date().toISOString();
  return {
    topic: 'announcements',
    type: 'announcement.created',
    data: {
      id: 900_000 + n,
      title,
      summary: CONTENT.slice(0, 150),
      content: CONTENT,
      priority: 'normal',
      category: 'general',
      actionUrl: null,
      actionText: null,
      createdAt: now,
      updatedAt: now,
    },
  };
}

export async function signInAdmin(baseURL) {
  const response = await fetch(`${baseURL}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (response.status !== 200) throw new Error(`admin sign-in answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .find((c) => c.startsWith('cc_session='))
    .split(';')[0];
}

/**
 * @param {{ baseURL: string, smoke: boolean, log: (line: string) => void, label?: string, databaseUrl?: string }} options
 */
export async function measure({ baseURL, smoke, log, label = '', databaseUrl }) {
  // BENCH_CLIENTS and BENCH_SECONDS override the sizes, for experiments.
  const count = Number(process.env.BENCH_CLIENTS) || (smoke ? 20 : 2000);
  /** Deliveries measured per run, after one that warms the path up. */
  const samples = smoke ? 3 : 20;
  const rate = 100;
  const seconds = Number(process.env.BENCH_SECONDS) || (smoke ? 2 : 30);
  const total = rate * seconds;
  const adminCookie = await signInAdmin(baseURL);
  const adminPublish = async (title) => {
    const response = await fetch(`${baseURL}/api/admin/announcements`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseURL, cookie: adminCookie },
      body: JSON.stringify({ title, content: CONTENT }),
    });
    await response.arrayBuffer();
    if (response.status !== 201) throw new Error(`publishing "${title}" answered ${response.status}`);
  };

  const clients = ipcChild(here('./ws-clients.mjs'));
  const publisher = databaseUrl
    ? ipcChild(here('./publisher.mjs'), { cwd: path.join(root, 'api'), execArgv: ['--import', 'tsx'] })
    : null;
  let ceiling = null;
  const rows = [];
  try {
    await clients.ready;
    if (publisher) {
      await publisher.ready;
      await publisher.call('init', { databaseUrl });
    }
    // The live socket checks Origin: these clients are the app's own pages.
    const connected = await clients.call('connect', {
      url: `${baseURL.replace(/^http/, 'ws')}/api/live`,
      count,
      headers: { origin: baseURL },
      subscribe: ['announcements'],
    });
    log(`${label} ${connected.connected} WebSocket clients subscribed to the app in ${connected.ms} ms`);

    /**
     * Samples one delivery at a time: `send` publishes the titled message and resolves with its t0. Delivery 0
     * warms the path up and is reported apart (`first`): on a process that has not sent a frame yet it pays for
     * compiling the fan-out code, and with 2,000 deliveries it alone made up the worst 1% of all twenty.
     */
    const latencyRun = async (prefix, send) => {
      const all = [];
      let first = null;
      let missing = 0;
      let frame = null;
      for (let n = 0; n <= samples; n++) {
        const title = key(prefix, n);
        await clients.call('watch', { key: title });
        const t0 = await send(title, n);
        const result = await clients.call('collect', { key: title, t0, timeoutMs: 15_000 });
        if (n === 0) first = { p50: percentile(result.latenciesMs, 50), p99: percentile(result.latenciesMs, 99) };
        else all.push(...result.latenciesMs);
        missing += result.missing;
        frame ??= result.frame;
        await sleep(100);
      }
      return { p50: percentile(all, 50), p99: percentile(all, 99), first, missing, frame };
    };
    const viaAdmin = (title) => {
      const t0 = String(process.hrtime.bigint());
      return adminPublish(title).then(() => t0);
    };

    const hub = publisher
      ? await latencyRun(
          LATENCY_PREFIX,
          async (title, n) => (await publisher.call('publish', { event: announcementEvent(n, title) })).t0,
        )
      : await latencyRun(LATENCY_PREFIX, viaAdmin);
    const admin = publisher ? await latencyRun(ADMIN_PREFIX, viaAdmin) : null;

    // Sustained stream, published one after the other on a 10 ms clock: every client must see 0, 1, 2… in order.
    await clients.call('sequence', { prefix: SEQUENCE_PREFIX });
    let elapsed;
    if (publisher) {
      ({ seconds: elapsed } = await publisher.call('stream', {
        total,
        rate,
        prefix: SEQUENCE_PREFIX,
        template: announcementEvent(0, ''),
      }));
    } else {
      const started = performance.now();
      for (let n = 0; n < total; n++) {
        const wait = started + (n * 1000) / rate - performance.now();
        if (wait > 0) await sleep(wait);
        await adminPublish(key(SEQUENCE_PREFIX, n));
      }
      elapsed = (performance.now() - started) / 1000;
    }
    const stream = await clients.call('verify', { total, stallMs: 60_000 });
    const achieved = Math.round(total / elapsed);
    const lost = stream.missed + stream.outOfOrder + stream.duplicates + stream.frameGaps;
    log(
      `${label} sustained: ${total} events in ${elapsed.toFixed(1)} s (${achieved}/s) to ${stream.clients} clients: ` +
        `${stream.missed} missed, ${stream.outOfOrder} out of order, ${stream.duplicates} duplicated, ` +
        `${stream.frameGaps} frame gaps, ${stream.resyncs} resyncs; ${stream.events} events in ${stream.frames} frames; ` +
        `${stream.complete} clients complete (fewest ${stream.fewest}), ${stream.open} open`,
    );
    await clients.call('close');

    // The ceiling: as many clients, the same frame (same-length title), from a bare ws server.
    if (!hub.frame) throw new Error('no announcement frame reached the clients');
    ceiling = await startProcess('ceiling-ws.mjs', [String(WS_CEILING_PORT)]);
    const bareURL = `http://127.0.0.1:${WS_CEILING_PORT}/publish`;
    await clients.call('connect', { url: `ws://127.0.0.1:${WS_CEILING_PORT}`, count, headers: {}, subscribe: null });
    const bare = await latencyRun(LATENCY_PREFIX, async (title) => {
      const body = hub.frame.replace(key(LATENCY_PREFIX, 0), title);
      if (publisher) return (await publisher.call('post', { url: bareURL, body })).t0;
      const t0 = String(process.hrtime.bigint());
      await (await fetch(bareURL, { method: 'POST', body })).arrayBuffer();
      return t0;
    });
    await clients.call('close');
    log(
      `${label} one announcement to ${count} clients: p50 ${hub.p50} ms, p99 ${hub.p99} ms` +
        (admin ? ` (from an admin's POST: p50 ${admin.p50} ms, p99 ${admin.p99} ms)` : '') +
        `; bare ws p50 ${bare.p50} ms, p99 ${bare.p99} ms`,
    );

    const p99Ratio = ratio(hub.p99, bare.p99);
    const from = publisher ? 'hub publish' : "admin's POST";
    rows.push(
      {
        name: `one announcement to ${count} clients — p50 (${from} → receipt)`,
        value: hub.p50,
        unit: 'ms',
        ceiling: bare.p50,
        ratio: ratio(hub.p50, bare.p50),
      },
      {
        name: `one announcement to ${count} clients — p99`,
        value: hub.p99,
        unit: 'ms',
        ceiling: bare.p99,
        ratio: p99Ratio,
        budget: `≤ ${P99_BUDGET_FACTOR} × ceiling`,
        pass: p99Ratio !== null && p99Ratio <= P99_BUDGET_FACTOR,
      },
    );
    rows.push({
      name: `  the first announcement after the clients connect (not counted above) — p50 / p99`,
      value: `${hub.first.p50} / ${hub.first.p99}`,
      unit: 'ms',
      ceiling: `${bare.first.p50} / ${bare.first.p99}`,
    });
    if (admin) {
      rows.push({
        name: `  the same from an admin's POST (API, transaction, audit first) — p50 / p99`,
        value: `${admin.p50} / ${admin.p99}`,
        unit: 'ms',
        ceiling: `${bare.p50} / ${bare.p99}`,
      });
    }
    const undelivered = hub.missing + (admin?.missing ?? 0);
    rows.push(
      {
        name: `  deliveries that never arrived (of ${count * (samples + 1) * (admin ? 2 : 1)})`,
        value: undelivered,
        unit: 'count',
        ceiling: bare.missing,
        budget: '0',
        pass: undelivered === 0,
        ...(undelivered ? { failed: undelivered } : {}),
      },
      {
        name: `${rate} events/s for ${seconds} s to ${count} clients — missed, duplicated or out of order`,
        value: lost,
        unit: 'events',
        budget: '0',
        pass: lost === 0,
        detail: stream,
        ...(lost ? { failed: lost } : {}),
      },
      {
        name: `  rate reached (${stream.events.toLocaleString('en-GB')} events in ${stream.frames.toLocaleString('en-GB')} frames: bursts coalesced)`,
        value: achieved,
        unit: 'events/s',
        budget: `≥ ${Math.round(rate * 0.95)}`,
        pass: achieved >= rate * 0.95,
      },
    );
  } finally {
    await clients.call('close').catch(() => {});
    await clients.stop();
    await publisher?.call('close').catch(() => {});
    await publisher?.stop();
    await ceiling?.stop();
  }
  return { section: `Realtime — ${count} WebSocket clients${label ? ` — ${label}` : ''}`, rows };
}
