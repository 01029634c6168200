/** The app's own exports re-import as "no changes" (issue 21): the admin Export (JSON) and the open-data JSON. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProgrammeImportPreview } from '../src/contract/index';
import { ADMIN, setupTestApp, signIn, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await setupTestApp();
  admin = `cc_session=${await signIn(ctx.app, ADMIN)}`;
});
afterAll(async () => {
  await ctx?.close();
});

async function previewOf(format: 'json' | 'csv', content: string): Promise<ProgrammeImportPreview> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/programme-import/preview',
    headers: { cookie: admin },
    payload: { format, content },
  });
  expect(response.statusCode).toBe(200);
  return response.json<ProgrammeImportPreview>();
}

function expectNoChanges(preview: ProgrammeImportPreview, sessions: number) {
  const changed = preview.toChange.map((c) => `${c.title}: ${c.changes.map((x) => x.label).join(', ')}`);
  expect(changed).toEqual([]);
  expect(preview.toAdd.map((a) => a.title)).toEqual([]);
  expect(preview.toRemove.map((r) => r.title)).toEqual([]);
  expect(preview.invalid).toEqual([]);
  expect(preview.unchanged).toBe(sessions);
}

describe('re-importing the programme the app exports', () => {
  it('the admin Export (the sessions as JSON) changes nothing', async () => {
    const exported = await ctx.app.inject({ method: 'GET', url: '/api/admin/sessions', headers: { cookie: admin } });
    const { sessions } = exported.json<{ sessions: unknown[] }>();
    expectNoChanges(await previewOf('json', JSON.stringify(sessions, null, 2)), sessions.length);
  });

  it('the open-data programme.json changes nothing', async () => {
    const exported = await ctx.app.inject({ method: 'GET', url: '/api/open-data/programme.json' });
    const total = await ctx.db.selectFrom('sessions').select(ctx.db.fn.countAll<number>().as('n')).executeTakeFirst();
    expectNoChanges(await previewOf('json', exported.body), Number(total?.n));
  });
});
