/**
 * The API contract's fingerprint (issue 16): the operations of the OpenAPI document with their inputs, answers
 * and schemas are kept in openapi-contract.snapshot.json with the API_CONTRACT_VERSION they belong to. When the
 * document changes, this test fails until the snapshot is updated, and the update is refused unless the version
 * was bumped enough: major for a breaking change, minor for an addition (docs/api-contract.md).
 *
 *   UPDATE_API_CONTRACT=1 pnpm exec vitest run --project api test/contract/openapi-contract.test.ts
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CONTRACT_VERSION } from '../../src/contract/index';
import { setupTestApp, type TestContext } from '../helpers/test-app';
import {
  type Contract,
  type ContractChange,
  contractOf,
  diffContracts,
  isBumpedEnough,
  requiredBump,
} from './contract-diff';
import type { JsonSchema, OpenApiDocument } from './openapi-operations';

const SNAPSHOT = fileURLToPath(new URL('./openapi-contract.snapshot.json', import.meta.url));
const UPDATE_COMMAND =
  'UPDATE_API_CONTRACT=1 pnpm exec vitest run --project api test/contract/openapi-contract.test.ts';

let ctx: TestContext;
let document: OpenApiDocument;

beforeAll(async () => {
  ctx = await setupTestApp();
  document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});
afterAll(async () => {
  await ctx?.close();
});

function describeChanges(changes: readonly ContractChange[]): string {
  return changes.map((change) => `  ${change.kind}: ${change.what}`).join('\n');
}

describe('the API contract snapshot', () => {
  it('matches the document, with the version bumped as far as the changes since the snapshot need', () => {
    const current = contractOf(document);
    expect(current.version).toBe(API_CONTRACT_VERSION);
    const stored: Contract | null = existsSync(SNAPSHOT) ? JSON.parse(readFileSync(SNAPSHOT, 'utf8')) : null;
    const changes = stored ? diffContracts(stored, current) : [];
    const bump = requiredBump(changes);
    const enough = !stored || isBumpedEnough(stored.version, current.version, bump);

    if (process.env.UPDATE_API_CONTRACT) {
      if (!enough) {
        throw new Error(
          `Not updating the contract snapshot: these changes need a ${bump} version bump, and API_CONTRACT_VERSION ` +
            `is ${current.version} (snapshot ${stored?.version}). Raise it in api/src/contract/version.ts.\n` +
            describeChanges(changes),
        );
      }
      writeFileSync(SNAPSHOT, `${JSON.stringify(current, null, 2)}\n`);
      return;
    }

    if (!stored) throw new Error(`No contract snapshot yet: run ${UPDATE_COMMAND}`);
    if (changes.length === 0 && stored.version === current.version) return;
    const advice = enough
      ? `The version is bumped enough (${stored.version} → ${current.version}); record the new contract: ${UPDATE_COMMAND}`
      : `These changes need a ${bump} version bump: raise API_CONTRACT_VERSION in api/src/contract/version.ts ` +
        `(now ${current.version}, snapshot ${stored.version}), then run ${UPDATE_COMMAND}. ` +
        'If the change is not meant to reach clients, undo it instead.';
    throw new Error(`The API contract changed since its snapshot.\n${describeChanges(changes)}\n${advice}`);
  });
});

describe('how contract changes are judged', () => {
  const base = (): Contract => contractOf(document);

  it('a removed operation, a removed answer field or a new required input is breaking (major)', () => {
    const removed = base();
    delete removed.operations['GET /api/venues'];
    expect(requiredBump(diffContracts(base(), removed))).toBe('major');

    const lessAnswer = base();
    const health = lessAnswer.operations['GET /api/health']!.responses['200']!['application/json'] as JsonSchema;
    delete (health.properties as Record<string, unknown>).checkedAt;
    expect(requiredBump(diffContracts(base(), lessAnswer))).toBe('major');

    const narrowed = base();
    const signIn = narrowed.operations['POST /api/auth/sign-in']!.requestBody!['application/json']!;
    (signIn.properties as Record<string, unknown>).otp = { type: 'string' };
    (signIn.required as string[]).push('otp');
    expect(requiredBump(diffContracts(base(), narrowed))).toBe('major');

    const mandatoryQuery = base();
    mandatoryQuery.operations['GET /api/sessions']!.parameters['query page'] = {
      required: true,
      schema: { type: 'integer' },
    };
    expect(requiredBump(diffContracts(base(), mandatoryQuery))).toBe('major');
  });

  it('a new operation, an optional input or a new answer field is additive (minor)', () => {
    const more = base();
    more.operations['GET /api/new-thing'] = structuredClone(more.operations['GET /api/health']!);
    const optional = more.operations['GET /api/sessions']!;
    optional.parameters['query page'] = { required: false, schema: { type: 'integer' } };
    const health = more.operations['GET /api/health']!.responses['200']!['application/json'] as JsonSchema;
    (health.properties as Record<string, unknown>).uptimeSeconds = { type: 'integer' };
    // A new field in each item of a listed array.
    const list = more.operations['GET /api/admin/announcements']!.responses['200']!['application/json'] as JsonSchema;
    const items = (list.properties as Record<string, JsonSchema>).announcements!.items as JsonSchema;
    (items.properties as Record<string, unknown>).pinned = { type: 'boolean' };
    const changes = diffContracts(base(), more);
    expect(changes.length).toBe(4);
    expect(requiredBump(changes)).toBe('minor');
  });

  it("a new field in each entry of an answer's list is additive, a changed entry type breaking", () => {
    const entries = (contract: Contract) => {
      const venues = contract.operations['GET /api/venues']!.responses['200']!['application/json'] as JsonSchema;
      const list = (venues.properties as Record<string, JsonSchema>).venues as JsonSchema;
      return list.items as JsonSchema;
    };
    const more = base();
    (entries(more).properties as Record<string, unknown>).floorPlanUrl = { type: 'string' };
    expect(requiredBump(diffContracts(base(), more))).toBe('minor');

    const changed = base();
    (entries(changed).properties as Record<string, unknown>).id = { type: 'string' };
    expect(requiredBump(diffContracts(base(), changed))).toBe('major');
  });

  it('a breaking change passes only with a higher major version, an addition with a higher minor', () => {
    expect(isBumpedEnough('1.0.0', '1.1.0', 'major')).toBe(false);
    expect(isBumpedEnough('1.0.0', '2.0.0', 'major')).toBe(true);
    expect(isBumpedEnough('1.4.0', '1.4.1', 'minor')).toBe(false);
    expect(isBumpedEnough('1.4.0', '1.5.0', 'minor')).toBe(true);
    expect(isBumpedEnough('1.4.0', '2.0.0', 'minor')).toBe(true);
  });
});
