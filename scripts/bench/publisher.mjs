// Publishes live events for the realtime figures, as a second API instance would: the app's own database code
// and realtime bus (api/src/modules/realtime/notification-bus.ts) store each event and NOTIFY it; the app under
// test hears it through LISTEN and fans it out to its WebSocket clients. Its own process, started with the tsx
// loader from api/ (realtime.mjs does this), driven over IPC:
//   { cmd: 'init', databaseUrl }                         → { ok }
//   { cmd: 'publish', event }                            → { t0 }        (hrtime just before publishing)
//   { cmd: 'post', url, body }                           → { t0 }        (the same for the bare ws server)
//   { cmd: 'stream', total, rate, prefix, template }     → { seconds }   (events numbered 0..total-1, in order)
//   { cmd: 'close' }                                     → { ok }
import { request } from 'node:http';
import { createDatabase } from '../../api/src/db/database.ts';
import { createNotificationBus } from '../../api/src/modules/realtime/notification-bus.ts';

let db = null;
let bus = null;
const quiet = () => {};
const log = {
  warn: (obj, msg) => console.warn('publisher:', msg ?? obj),
  error: (obj, msg) => console.error('publisher:', msg ?? obj),
  info: quiet,
  debug: quiet,
  trace: quiet,
  fatal: quiet,
  child: () => log,
};

function post(url, body) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST' }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode < 300 ? resolve() : reject(new Error(`POST ${url}: ${res.statusCode}`))));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const handlers = {
  async init({ databaseUrl }) {
    db = await createDatabase({ kind: 'postgres', url: databaseUrl });
    bus = await createNotificationBus(db, log, { onEvents: quiet, onTableChanged: quiet, onResync: quiet });
    return { ok: true };
  },
  async publish({ event }) {
    const t0 = process.hrtime.bigint();
    await bus.publish(event);
    return { t0: String(t0) };
  },
  async post({ url, body }) {
    const t0 = process.hrtime.bigint();
    await post(url, body);
    return { t0: String(t0) };
  },
  async stream({ total, rate, prefix, template }) {
    const started = performance.now();
    for (let n = 0; n < total; n++) {
      const wait = started + (n * 1000) / rate - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const title = `${prefix}${String(n).padStart(5, '0')}`;
      await bus.publish({ ...template, data: { ...template.data, id: 1_000_000 + n, title } });
    }
    return { seconds: (performance.now() - started) / 1000 };
  },
  async close() {
    await bus?.close();
    await db?.destroy();
    return { ok: true };
  },
};

process.on('message', async ({ id, cmd, ...args }) => {
  try {
    process.send({ id, ok: true, result: await handlers[cmd](args) });
  } catch (error) {
    process.send({ id, ok: false, error: String(error?.stack ?? error) });
  }
});
process.send({ ready: true });
