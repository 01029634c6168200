// Holds many WebSocket clients in one process, apart from the server and the publisher, and reports what they
// received. Driven over IPC by realtime.mjs:
//   { cmd: 'connect', url, count, headers, subscribe }   → { connected, ms }
//   { cmd: 'watch', key }                                 → { ok }            (arms latency collection for one title)
//   { cmd: 'collect', key, t0, timeoutMs }               → { latenciesMs, missing, frame }
//   { cmd: 'sequence', prefix }                           → { ok }            (starts checking numbered titles)
//   { cmd: 'verify', total, stallMs }                     → { missed, outOfOrder, duplicates, frameGaps, resyncs, frames, events }
//   { cmd: 'pollWatch', pollId }                          → { ok }            (records each client's poll counts)
//   { cmd: 'pollLatencies', answers, expected, stallMs }  → { p50, p99, max, unreached, framesPerClient }
//   { cmd: 'pollFinal', expected, stallMs }               → { complete, lowest, highest }
//   { cmd: 'close' }                                      → { ok }
// Times are process.hrtime (CLOCK_MONOTONIC), the same clock in every process of this machine.
import { apiRequire } from './lib/app-process.mjs';

const WebSocket = apiRequire('ws');
const CONNECT_WAVE = 50;

/** @type {Array<{ socket: any, lastSeq: number, received: Map<string, bigint>, lastNumber: number, seen: Set<number> }>} */
let clients = [];
const watched = new Set();
let sequencePrefix = null;
const counters = { frameGaps: 0, resyncs: 0, frames: 0, events: 0, outOfOrder: 0, duplicates: 0, errors: 0 };
let sampleFrame = null;
/** The poll whose counts are recorded (issue 37's bench, polls.mjs); null when none. */
let watchedPoll = null;

/** The number of answers an event about the watched poll shows, or null for any other event. */
function pollCount(event) {
  if (watchedPoll === null) return null;
  if (event.type === 'poll.results' && event.data?.pollId === watchedPoll) return event.data.answered;
  if (event.type === 'poll.updated' && event.data?.id === watchedPoll) return event.data.answered;
  return null;
}

function onFrame(client, text) {
  const at = process.hrtime.bigint();
  counters.frames += 1;
  let frame;
  try {
    frame = JSON.parse(text);
  } catch {
    counters.errors += 1;
    return;
  }
  if (typeof frame.seq === 'number' && client.checkSeq) {
    if (frame.seq !== client.lastSeq + 1) counters.frameGaps += 1;
    client.lastSeq = frame.seq;
  }
  if (frame.kind === 'resync') counters.resyncs += 1;
  const events = frame.kind === 'batch' ? frame.events : frame.kind === 'event' ? [frame] : [];
  for (const event of events) {
    counters.events += 1;
    const answered = pollCount(event);
    if (answered !== null) {
      client.pollCounts.push(answered);
      client.pollTimes.push(at);
      continue;
    }
    const title = event.data?.title;
    if (typeof title !== 'string') continue;
    if (watched.has(title) && !client.received.has(title)) {
      client.received.set(title, at);
      if (sampleFrame === null) sampleFrame = text;
    }
    if (sequencePrefix !== null && title.startsWith(sequencePrefix)) {
      const n = Number(title.slice(sequencePrefix.length));
      if (client.seen.has(n)) counters.duplicates += 1;
      else if (n < client.lastNumber) counters.outOfOrder += 1;
      client.seen.add(n);
      client.lastNumber = Math.max(client.lastNumber, n);
    }
  }
}

function connectOne(url, headers, subscribe, checkSeq) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers, perMessageDeflate: false });
    const client = {
      socket,
      lastSeq: 0,
      checkSeq,
      received: new Map(),
      lastNumber: -1,
      seen: new Set(),
      pollCounts: [],
      pollTimes: [],
    };
    let ready = false;
    socket.on('open', () => {
      if (!subscribe) {
        ready = true;
        resolve(client);
        return;
      }
      socket.send(JSON.stringify({ type: 'subscribe', topics: subscribe }));
    });
    socket.on('message', (data) => {
      const text = data.toString();
      if (!ready) {
        const frame = JSON.parse(text);
        client.lastSeq = frame.seq;
        if (frame.kind === 'subscribed') {
          ready = true;
          resolve(client);
        } else if (frame.kind === 'error') reject(new Error(frame.message));
        return;
      }
      onFrame(client, text);
    });
    socket.on('error', (error) => {
      if (!ready) reject(error);
      else counters.errors += 1;
    });
  });
}

const until = async (done, timeoutMs) => {
  const deadline = Date.now() + timeoutMs;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
};

/** The highest count each client has seen of the watched poll. */
const lastCount = (client) => client.pollCounts.reduce((highest, n) => Math.max(highest, n), 0);

/** Waits until every client has seen `expected` answers, or nothing new arrived for stallMs. */
async function untilCounted(expected, stallMs) {
  let last = -1;
  while (!clients.every((c) => lastCount(c) >= expected) && counters.events !== last) {
    last = counters.events;
    await until(() => clients.every((c) => lastCount(c) >= expected) || counters.events !== last, stallMs);
  }
}

const handlers = {
  async pollWatch({ pollId }) {
    watchedPoll = pollId;
    for (const client of clients) {
      client.pollCounts = [];
      client.pollTimes = [];
    }
    return { ok: true };
  },
  /**
   * answers: [count that answer's response gave, hrtime sent] per answer. For each client and answer, the delay
   * from sending to the first event there showing at least that count (counts only grow: no answer is removed).
   */
  async pollLatencies({ answers, expected, stallMs }) {
    await untilCounted(expected, stallMs);
    const sent = answers.map(([n, t0]) => [n, BigInt(t0)]);
    const delays = new Float64Array(sent.length * clients.length);
    let filled = 0;
    let unreached = 0;
    let frames = 0;
    for (const client of clients) {
      frames += client.pollCounts.length;
      // The highest count seen by each event's arrival, so a first index reaching n is found by binary search.
      const reached = [];
      let highest = 0;
      for (const n of client.pollCounts) {
        highest = Math.max(highest, n);
        reached.push(highest);
      }
      for (const [n, t0] of sent) {
        let lo = 0;
        let hi = reached.length;
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          if (reached[mid] >= n) hi = mid;
          else lo = mid + 1;
        }
        if (lo === reached.length) unreached += 1;
        else delays[filled++] = Math.max(0, Number(client.pollTimes[lo] - t0) / 1e6);
      }
    }
    const sorted = delays.subarray(0, filled).sort();
    const at = (p) => (filled ? Math.round(sorted[Math.min(filled - 1, Math.ceil(p * filled) - 1)] * 10) / 10 : null);
    return {
      p50: at(0.5),
      p99: at(0.99),
      max: filled ? Math.round(sorted[filled - 1] * 10) / 10 : null,
      unreached,
      framesPerClient: clients.length ? Math.round((frames / clients.length) * 10) / 10 : 0,
    };
  },
  async pollFinal({ expected, stallMs }) {
    await untilCounted(expected, stallMs);
    // The changes come after everyone answered: a client's latest frame must still say `expected`.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const latest = clients.map((c) => c.pollCounts.at(-1) ?? 0);
    return {
      complete: latest.filter((n) => n === expected).length,
      lowest: Math.min(...latest),
      highest: Math.max(...latest),
    };
  },
  async connect({ url, count, headers, subscribe }) {
    const started = performance.now();
    for (let i = 0; i < count; i += CONNECT_WAVE) {
      const wave = Array.from({ length: Math.min(CONNECT_WAVE, count - i) }, () =>
        connectOne(url, headers, subscribe, Boolean(subscribe)),
      );
      clients.push(...(await Promise.all(wave)));
    }
    return { connected: clients.length, ms: Math.round(performance.now() - started) };
  },
  async watch({ key }) {
    watched.add(key);
    return { ok: true };
  },
  async collect({ key, t0, timeoutMs }) {
    await until(() => clients.every((c) => c.received.has(key)), timeoutMs);
    const start = BigInt(t0);
    const latenciesMs = [];
    for (const client of clients) {
      const at = client.received.get(key);
      if (at !== undefined) latenciesMs.push(Number(at - start) / 1e6);
    }
    watched.delete(key);
    return { latenciesMs, missing: clients.length - latenciesMs.length, frame: sampleFrame };
  },
  async sequence({ prefix }) {
    sequencePrefix = prefix;
    for (const client of clients) {
      client.seen.clear();
      client.lastNumber = -1;
    }
    for (const key of Object.keys(counters)) counters[key] = 0;
    return { ok: true };
  },
  async verify({ total, stallMs }) {
    // Waits while deliveries keep coming (a busy machine may still be working through coalesced batches) and
    // gives up only when nothing has arrived for stallMs: what is missing then is missing.
    let last = -1;
    while (!clients.every((c) => c.seen.size >= total) && counters.events !== last) {
      last = counters.events;
      await until(() => clients.every((c) => c.seen.size >= total) || counters.events !== last, stallMs);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    let missed = 0;
    let complete = 0;
    let fewest = total;
    for (const client of clients) {
      for (let n = 0; n < total; n++) if (!client.seen.has(n)) missed += 1;
      if (client.seen.size >= total) complete += 1;
      fewest = Math.min(fewest, client.seen.size);
    }
    const open = clients.filter((c) => c.socket.readyState === WebSocket.OPEN).length;
    return { missed, ...counters, clients: clients.length, complete, fewest, open };
  },
  async close() {
    await Promise.all(
      clients.map(
        (c) =>
          new Promise((resolve) => {
            if (c.socket.readyState === WebSocket.CLOSED) return resolve();
            c.socket.once('close', resolve);
            c.socket.close();
            setTimeout(() => {
              c.socket.terminate();
              resolve();
            }, 2000).unref();
          }),
      ),
    );
    clients = [];
    sampleFrame = null;
    return { ok: true };
  },
};

process.on('message', async ({ id, cmd, ...args }) => {
  try {
    process.send({ id, ok: true, result: await handlers[cmd](args) });
  } catch (error) {
    process.send({ id, ok: false, error: String(error?.message ?? error) });
  }
});
process.send({ ready: true });
