/**
 * Which build of a remote on another origin the browser will load now: its manifest's buildInfo.buildVersion,
 * asked afresh for each rendered page (a remote team may redeploy or roll back at any moment), within a short
 * time. Null when the manifest does not answer in time: then no page is sent rendered with a build that may be gone.
 */
const WAIT_MS = 500;

export async function publishedBuildVersion(manifestUrl: string): Promise<string | null> {
  try {
    const answer = await fetch(manifestUrl, { signal: AbortSignal.timeout(WAIT_MS) });
    if (!answer.ok) return null;
    const manifest = (await answer.json()) as { metaData?: { buildInfo?: { buildVersion?: unknown } } };
    const version = manifest.metaData?.buildInfo?.buildVersion;
    return typeof version === 'string' ? version : null;
  } catch {
    return null;
  }
}
