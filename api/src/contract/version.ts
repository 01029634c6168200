/**
 * The version of the HTTP API's contract (semantic versioning), for a remote or client built against one version
 * to check the API it talks to: the OpenAPI document's `info.version` and the `API-Contract-Version` header of
 * every /api answer carry it. A breaking change (an operation, parameter or field removed or renamed, a type
 * narrowed, a new required input) raises the major number, an addition the minor. test/contract/ fails when the
 * document changes without the bump; docs/api-contract.md says how to bump.
 */
export const API_CONTRACT_VERSION = '1.0.0';

/** The response header that carries API_CONTRACT_VERSION. */
export const API_CONTRACT_VERSION_HEADER = 'API-Contract-Version';
