// API figures: requests per second and p99 latency at 100 connections for the programme list, one session,
// the news list and the Q&A list, each beside a bare Fastify route that returns the same bytes from memory
// (ceiling-http.mjs: the same body and the same headers, security headers included) on the same machine in the
// same run. Load from autocannon in its own process.
//
// The requests are a returning phone's: a visitor cookie, Accept-Encoding as browsers send it, no cached copy
// (full 200 answers). One more row shows a phone revalidating the programme with its ETag (304).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startProcess } from './lib/ceiling.mjs';
import { load } from './lib/http-load.mjs';

export const CEILING_PORT = 3172;
/** Budget of issue 9: the programme list at no less than half the bare route's requests per second. */
export const PROGRAMME_BUDGET_RATIO = 0.5;
/** Headers the ceiling's own server writes (or that describe the connection): every other one is replayed. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
const replayed = (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !OWN_HEADERS.has(name)));

/** CPU seconds (user + system) the processes have used so far, from /proc (Linux; clock ticks of 10 ms). */
function cpuSeconds(pids) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      return Number.NaN;
    }
  }
  return ticks / 100;
}

/** One GET with node:http, the body exactly as sent (no decompression), for the ceiling to replay. */
function fetchRaw(url, headers) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function visitorCookie(baseURL) {
  const response = await fetch(`${baseURL}/api/me`);
  await response.arrayBuffer();
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('cc_visitor='));
  if (!cookie) throw new Error('GET /api/me set no visitor cookie');
  return cookie.split(';')[0];
}

/**
 * `frontCeiling`: puts the same front as the app's (nginx) before the bare route, so the two sides compare alike.
 * @param {{ baseURL: string, smoke: boolean, log: (line: string) => void, label?: string,
 *   frontCeiling?: (port: number) => Promise<{ baseURL: string, stop(): Promise<void> }>,
 *   budgetAll?: boolean }} options
 */
export async function measure({ baseURL, smoke, log, label = '', frontCeiling, budgetAll = false, appPids = [] }) {
  const cookie = await visitorCookie(baseURL);
  const phone = { cookie, accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };
  const programme = await (await fetch(`${baseURL}/api/sessions`)).json();
  const firstSession = programme.sessions[0].id;

  // Issue 9 set the budget on the programme list; issue 20 on every read here, on PostgreSQL.
  const cases = [
    { name: 'programme list GET /api/sessions', url: '/api/sessions', budget: true },
    { name: 'one session GET /api/sessions/:id', url: `/api/sessions/${firstSession}`, budget: budgetAll },
    { name: 'news list GET /api/announcements', url: '/api/announcements', budget: budgetAll },
    { name: 'Q&A list GET /api/questions', url: '/api/questions', budget: budgetAll },
  ];
  // Captures each answer as sent, for the ceiling to replay.
  const spec = [];
  for (const [index, item] of cases.entries()) {
    const answer = await fetchRaw(`${baseURL}${item.url}`, phone);
    if (answer.status !== 200) throw new Error(`${item.url} answered ${answer.status}`);
    item.bytes = answer.body.length;
    item.encoding = answer.headers['content-encoding'] ?? 'identity';
    item.ceilingPath = `/ceiling/${index}`;
    spec.push({
      path: item.ceilingPath,
      status: 200,
      headers: replayed(answer.headers),
      body: answer.body.toString('base64'),
    });
  }
  const etag = (await fetchRaw(`${baseURL}/api/sessions`, phone)).headers.etag;
  const revalidation = {
    name: 'programme revalidation (If-None-Match, 304)',
    url: '/api/sessions',
    headers: { 'if-none-match': etag },
    expectStatus: 304,
    ceilingPath: '/ceiling/304',
  };
  const notModified = await fetchRaw(`${baseURL}/api/sessions`, { ...phone, ...revalidation.headers });
  if (notModified.status !== 304) throw new Error(`If-None-Match on /api/sessions answered ${notModified.status}`);
  spec.push({
    path: revalidation.ceilingPath,
    status: 304,
    headers: replayed(notModified.headers),
    body: '',
  });
  cases.push(revalidation);

  const dir = mkdtempSync(path.join(os.tmpdir(), 'cc-bench-ceiling-'));
  const specFile = path.join(dir, 'spec.json');
  writeFileSync(specFile, JSON.stringify(spec));
  const ceiling = await startProcess('ceiling-http.mjs', [String(CEILING_PORT), specFile]);
  const front = frontCeiling ? await frontCeiling(CEILING_PORT) : null;
  const ceilingURL = front ? front.baseURL : `http://127.0.0.1:${CEILING_PORT}`;

  const connections = smoke ? 20 : 100;
  const run = (url, headers, expectStatus) =>
    load({
      url,
      connections,
      headers,
      expectStatus,
      ...(smoke ? { amount: 300 } : { duration: 10 }),
    });

  const rows = [];
  try {
    for (const item of cases) {
      const headers = { ...phone, ...item.headers };
      // Warm both (JIT, the app's cache, connection pools) before measuring; then app and ceiling back to back.
      if (!smoke) {
        await load({ url: `${baseURL}${item.url}`, connections, headers, duration: 2 });
        await load({ url: `${ceilingURL}${item.ceilingPath}`, connections, headers, duration: 1 });
      }
      const appCpuBefore = cpuSeconds(appPids);
      const app = await run(`${baseURL}${item.url}`, headers, item.expectStatus);
      const appCpu = cpuSeconds(appPids) - appCpuBefore;
      const bareCpuBefore = cpuSeconds([ceiling.pid]);
      const bare = await run(`${ceilingURL}${item.ceilingPath}`, headers, item.expectStatus);
      const bareCpu = cpuSeconds([ceiling.pid]) - bareCpuBefore;
      const failures = app.other + app.errors;
      const what = item.bytes === undefined ? '' : ` (${(item.bytes / 1024).toFixed(1)} KB ${item.encoding})`;
      log(
        `${label} ${item.name}${what}: ${app.rps} req/s p99 ${app.p99} ms; bare ${bare.rps} req/s p99 ${bare.p99} ms` +
          (failures ? `; ${failures} failed or unexpected answers` : ''),
      );
      const ratio = bare.rps > 0 ? Math.round((app.rps / bare.rps) * 100) / 100 : 0;
      rows.push({
        name: `${item.name}${what} — req/s`,
        value: app.rps,
        unit: 'req/s',
        ceiling: bare.rps,
        ratio,
        ...(item.budget
          ? { budget: `≥ ${PROGRAMME_BUDGET_RATIO * 100}% of ceiling`, pass: ratio >= PROGRAMME_BUDGET_RATIO }
          : {}),
        ...(failures ? { failed: failures } : {}),
      });
      // Requests per second depend on what else the machine runs; the app's CPU time per request beside the bare
      // route's does not, and their ratio is the share of the ceiling's rate the app reaches when CPU-bound.
      if (appPids.length && app.requests > 0 && bare.requests > 0 && appCpu > 0 && bareCpu > 0) {
        const appMicros = Math.round((appCpu / app.requests) * 1e6);
        const bareMicros = Math.round((bareCpu / bare.requests) * 1e6);
        rows.push({
          name: `${item.name} — CPU per request`,
          value: appMicros,
          unit: 'µs',
          ceiling: bareMicros,
          ratio: Math.round((bareMicros / appMicros) * 100) / 100,
        });
      }
      rows.push({
        name: `${item.name} — p99 latency`,
        value: app.p99,
        unit: 'ms',
        ceiling: bare.p99,
        ratio: bare.p99 > 0 ? Math.round((app.p99 / bare.p99) * 100) / 100 : null,
      });
    }
  } finally {
    await front?.stop();
    await ceiling.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return { section: `API at ${connections} connections${label ? ` — ${label}` : ''}`, rows };
}
