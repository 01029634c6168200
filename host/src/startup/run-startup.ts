import type { ConferenceConfig } from '@cc/api/contract';
import { fetchConference, probeApi } from './probe-api';
import { fetchRuntimeConfig, type RuntimeConfig } from './runtime-config';

export type StartupResult =
  | { ok: true; config: RuntimeConfig; conference: ConferenceConfig | null }
  | { ok: false; problem: 'config' | 'api' };

/**
 * Everything the shell needs before it can draw: the run-time config and one probe of the API, side by side.
 * `onConfig` runs as soon as the config arrives, so remotes can start loading while the API is still being probed.
 */
export async function runStartup(onConfig?: (config: RuntimeConfig) => void): Promise<StartupResult> {
  const [config, apiUp, conference] = await Promise.all([
    fetchRuntimeConfig()
      .then((loaded) => {
        onConfig?.(loaded);
        return loaded;
      })
      .catch(() => null),
    probeApi(),
    fetchConference(),
  ]);
  if (!apiUp) return { ok: false, problem: 'api' };
  if (!config) return { ok: false, problem: 'config' };
  return { ok: true, config, conference };
}
