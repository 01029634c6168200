/**
 * /config.json, read at run time so a remote can move or redeploy without rebuilding the host (DESIGN.md).
 * Manifest URLs may be relative to the page.
 */
export interface RuntimeConfig {
  remotes: { attendee: string; admin: string };
  /** The API contract version the server speaks; each remote's is checked against it (remote-registry.ts). */
  apiContract: string;
}

export class RuntimeConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RuntimeConfigError';
  }
}

export function parseRuntimeConfig(data: unknown, baseUrl: string): RuntimeConfig {
  const remotes = (data as { remotes?: Record<string, unknown> } | null)?.remotes;
  const attendee = remotes?.attendee;
  const admin = remotes?.admin;
  if (typeof attendee !== 'string' || typeof admin !== 'string') {
    throw new RuntimeConfigError('config.json does not name the attendee and admin remotes');
  }
  const apiContract = (data as { apiContract?: unknown }).apiContract;
  if (typeof apiContract !== 'string') throw new RuntimeConfigError('config.json does not name the API contract');
  return {
    remotes: { attendee: new URL(attendee, baseUrl).href, admin: new URL(admin, baseUrl).href },
    apiContract,
  };
}

/** Where the server writes the configuration into the page it sends (api/src/modules/shell/startup-hints.ts). */
export const RUNTIME_CONFIG_ELEMENT_ID = 'cc-runtime-config';

/** The configuration written into the page, or null when there is none or it cannot be read. */
function configInPage(): RuntimeConfig | null {
  const text = document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return parseRuntimeConfig(JSON.parse(text), window.location.href);
  } catch {
    return null;
  }
}

/** The configuration in the page when the server wrote it there (a round trip saved), else /config.json. */
export async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const inPage = configInPage();
  if (inPage) return inPage;
  let response: Response;
  try {
    // no-store: a redeployed remote must be picked up on the next visit, not after a cache expires.
    response = await fetch('/config.json', { cache: 'no-store', headers: { accept: 'application/json' } });
  } catch {
    throw new RuntimeConfigError('config.json could not be fetched');
  }
  if (!response.ok) throw new RuntimeConfigError(`config.json answered ${response.status}`);
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    throw new RuntimeConfigError('config.json is not JSON');
  }
  return parseRuntimeConfig(data, window.location.href);
}
