/** GET /api/health */
export interface Health {
  status: 'ok' | 'degraded';
  database: 'ok' | 'down';
  checkedAt: string;
}

/** GET /api/ready: whether this instance should get traffic (503 while starting, draining or without its database). */
export interface Readiness {
  status: 'ready' | 'not-ready';
  database: 'ok' | 'down';
  /**
   * Set when not ready: `database` (it does not answer) or `draining` (the instance is shutting down). Not ready
   * without a reason: the instance is starting, rendering its public pages for the first time (a bounded wait).
   */
  reason?: 'database' | 'draining';
  checkedAt: string;
}
