/**
 * The version of this contract (the HTTP API, its JSON shapes and the live events), for remotes deployed apart from
 * the API. Semantic versioning: a change a deployed remote could break on (a removed route or field, a narrower
 * input, another meaning) is a new major; an addition is a new minor. docs/remote-contract.md, "API".
 */
export const API_CONTRACT_VERSION = '1.0.0';

/**
 * Whether a remote compiled against `builtWith` can work with an API serving `served`: the same major, and nothing
 * newer than the API offers (a remote built on 1.3 may use what 1.3 added, which a 1.2 API lacks).
 */
export function apiContractSatisfies(builtWith: string, served: string): boolean {
  const [builtMajor, builtMinor] = builtWith.split('.').map(Number);
  const [servedMajor, servedMinor] = served.split('.').map(Number);
  if ([builtMajor, builtMinor, servedMajor, servedMinor].some((part) => !Number.isInteger(part))) return false;
  return builtMajor === servedMajor && (builtMinor as number) <= (servedMinor as number);
}
