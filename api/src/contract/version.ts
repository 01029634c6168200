/**
 * The version of the HTTP API's contract (semantic versioning), for a remote or client built against one version
 * to check the API it talks to: the OpenAPI document's `info.version` and the `API-Contract-Version` header of
 * every /api answer carry it. A breaking change (an operation, parameter or field removed or renamed, a type
 * narrowed, a new required input) raises the major number, an addition the minor. test/contract/ fails when the
 * document changes without the bump; docs/api-contract.md says how to bump.
 */
export const API_CONTRACT_VERSION = '3.3.0';

/** The response header that carries API_CONTRACT_VERSION. */
export const API_CONTRACT_VERSION_HEADER = 'API-Contract-Version';

/**
 * Whether a remote compiled against `builtWith` can work with an API serving `served`: the same major, and nothing
 * newer than the API offers (a remote built on 1.3 may use what 1.3 added, which a 1.2 API lacks). The host checks
 * every remote's exposed modules with it (docs/remote-contract.md).
 */
export function apiContractSatisfies(builtWith: string, served: string): boolean {
  const [builtMajor, builtMinor] = builtWith.split('.').map(Number);
  const [servedMajor, servedMinor] = served.split('.').map(Number);
  if ([builtMajor, builtMinor, servedMajor, servedMinor].some((part) => !Number.isInteger(part))) return false;
  return builtMajor === servedMajor && (builtMinor as number) <= (servedMinor as number);
}
