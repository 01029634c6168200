/**
 * Sign-in locks for admins (issue 17): see which accounts, addresses and browsers are locked out after
 * failed sign-ins, and clear a lock (a person locked out by someone else's failures, a venue address).
 * Registered inside the admin guard. Clearing is audited.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Nullable, StringEnum, withErrors } from '../../lib/schemas';
import { ADMIN_SECURITY, ADMIN_TAG } from '../admin/admin-openapi';
import { recordAudit } from '../audit/record-audit';
import { kindOf } from '../auth/sign-in-limiter';

const MAX_KEYS = 100;

const SignInLockSchema = Type.Object({
  key: Type.String({ description: 'Pass to the clear route.' }),
  kind: StringEnum(['device', 'pair', 'account', 'ip'] as const, {
    description:
      'device: one browser that signed in to the account before; pair: an account from one address; account: an account from anywhere (unknown browsers); ip: an address, any account.',
  }),
  email: Nullable(Type.String()),
  address: Nullable(Type.String()),
  failures: Type.Integer(),
  lockedUntil: Type.String({ format: 'date-time' }),
});

const SignInLockListSchema = Type.Object({ locks: Type.Array(SignInLockSchema) });
const ClearBodySchema = Type.Object(
  {
    keys: Type.Array(Type.String({ minLength: 1, maxLength: 400 }), { minItems: 1, maxItems: MAX_KEYS }),
  },
  { additionalProperties: false },
);
const ClearResultSchema = Type.Object({ cleared: Type.Integer() });

/** What a key says about whom it locks: `pair:<email>|<address>`, `account:<email>`, `ip:<address>`, `device:<id>`. */
function describeKey(key: string): { email: string | null; address: string | null } {
  const kind = kindOf(key);
  const rest = key.slice(key.indexOf(':') + 1);
  if (kind === 'pair') {
    const bar = rest.lastIndexOf('|');
    return { email: rest.slice(0, bar), address: rest.slice(bar + 1) };
  }
  if (kind === 'account') return { email: rest, address: null };
  if (kind === 'ip') return { email: null, address: rest };
  return { email: null, address: null };
}

export const signInLocksRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/admin/sign-in-locks',
    {
      schema: {
        tags: [ADMIN_TAG],
        security: ADMIN_SECURITY,
        summary: 'Sign-in locks in force: accounts, addresses and browsers refused after failed sign-ins',
        response: withErrors({ 200: SignInLockListSchema }, 401, 403),
      },
    },
    async () => {
      const rows = await app.db
        .selectFrom('signInFailures')
        .select(['key', 'count', 'lockedUntil'])
        .where('lockedUntil', '>', new Date())
        .orderBy('lockedUntil', 'desc')
        .limit(500)
        .execute();
      return {
        locks: rows.map((row) => ({
          key: row.key,
          kind: kindOf(row.key),
          ...describeKey(row.key),
          failures: row.count,
          lockedUntil: (row.lockedUntil as Date).toISOString(),
        })),
      };
    },
  );

  app.post(
    '/api/admin/sign-in-locks/clear',
    {
      schema: {
        tags: [ADMIN_TAG],
        security: ADMIN_SECURITY,
        summary: 'Clear sign-in locks and their failure counts (the keys from the list)',
        body: ClearBodySchema,
        response: withErrors({ 200: ClearResultSchema }, 400, 401, 403),
      },
    },
    async (request) => {
      const keys = [...new Set(request.body.keys)];
      const cleared = await app.db.transaction().execute(async (trx) => {
        const result = await trx.deleteFrom('signInFailures').where('key', 'in', keys).executeTakeFirst();
        const count = Number(result.numDeletedRows);
        if (count > 0) {
          await recordAudit(trx, {
            actorUserId: request.user?.id ?? null,
            action: 'sign_in_lock.clear',
            entity: 'sign_in_lock',
            entityId: null,
            after: { keys },
          });
        }
        return count;
      });
      return { cleared };
    },
  );
};
