/**
 * Prometheus metrics (prom-client) for this instance, in a registry of its own (several apps in one test process
 * must not share counters): requests and their latency per route, live connections, live events published and
 * received, the database pool, and Node's own process figures. Served by metrics-listener.ts on a separate port.
 */
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { poolOf } from '../../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Registry;
  }
}

/** Unmatched paths share one label, so a scanner cannot grow the series without bound. */
const UNMATCHED_ROUTE = 'unmatched';

function registerGauges(app: FastifyInstance, registry: Registry): void {
  new Gauge({
    name: 'cc_live_connections',
    help: 'Open WebSocket connections on this instance',
    registers: [registry],
    collect() {
      this.set(app.realtime.connectionCount);
    },
  });
  let publishedSeen = 0;
  new Counter({
    name: 'cc_live_events_published_total',
    help: 'Live events this instance published (through PostgreSQL NOTIFY when on PostgreSQL)',
    registers: [registry],
    collect() {
      // The hub counts; a counter only grows, so each scrape adds what was published since the last one.
      const total = app.realtime.publishedCount;
      if (total > publishedSeen) this.inc(total - publishedSeen);
      publishedSeen = total;
    },
  });
  const received = new Counter({
    name: 'cc_live_events_received_total',
    help: 'Live events this instance received from every instance and fanned out to its sockets',
    registers: [registry],
  });
  app.realtime.onEvent(() => received.inc());

  const pool = poolOf(app.db);
  if (pool) {
    new Gauge({
      name: 'cc_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total open, idle, and requests waiting for one)',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
}

export const metricsPlugin = fastifyPlugin(
  async (app) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const requests = new Counter({
      name: 'cc_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    });
    const duration = new Histogram({
      name: 'cc_http_request_duration_seconds',
      help: 'Time from the request arriving to its answer being sent, by method and route pattern',
      labelNames: ['method', 'route'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    });
    registerGauges(app, registry);
    app.decorate('metrics', registry);

    // A callback hook: no promise per answer on the hot path.
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE);
      const method = request.method;
      requests.inc({ method, route, status: String(reply.statusCode) });
      duration.observe({ method, route }, reply.elapsedTime / 1000);
      done();
    });
  },
  { name: 'metrics', dependencies: ['realtime'] },
);
