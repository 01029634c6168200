import { apiRequest } from '@cc/api/client';
import type { ConferenceConfig, Health } from '@cc/api/contract';
import { withTimeout } from '../lib/with-timeout';

const PROBE_TIMEOUT_MS = 10_000;

/** True when the API answers its health check and its database is up; any failure, slow answer or non-JSON is false. */
export async function probeApi(): Promise<boolean> {
  try {
    const health = await withTimeout(apiRequest<Health | undefined>('GET', '/api/health'), PROBE_TIMEOUT_MS, 'health');
    return health?.status === 'ok' || health?.database === 'ok';
  } catch {
    return false;
  }
}

/** The conference configuration for the header and footer; the shell works without it (plain fallbacks). */
export async function fetchConference(): Promise<ConferenceConfig | null> {
  try {
    const conference = await withTimeout(
      apiRequest<ConferenceConfig | undefined>('GET', '/api/conference'),
      PROBE_TIMEOUT_MS,
      'conference',
    );
    return conference && typeof conference.name === 'string' ? conference : null;
  } catch {
    return null;
  }
}
