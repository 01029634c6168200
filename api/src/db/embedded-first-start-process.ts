/** Child process of embedded-first-start.ts: initdb, migrations and seed in `argv[2]`, then the counts to the parent. */
import { seedIfEmpty } from '../seed/index';
import { createDatabase } from './database';
import type { FirstStartResult } from './embedded-first-start';
import { migrateToLatest } from './migrate';

const dataDir = process.argv[2];
if (!dataDir || !process.send) throw new Error('Run by embedded-first-start.ts with the data folder as argument');
const db = await createDatabase({ kind: 'pglite', dataDir });
const result: FirstStartResult = { migrated: await migrateToLatest(db), seeded: await seedIfEmpty(db) };
await db.destroy();
process.send(result, () => process.exit(0));
