// `npm start`: install what is missing, build what is stale, then run the API, which serves
// the host and both remotes too (DESIGN.md "Running"). Migrations and the seed run inside the API.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildFrontEnds, ensureInstalled, root } from './lib/workspace.mjs';

await ensureInstalled();
await buildFrontEnds();

const tsx = path.join(root, 'api/node_modules/.bin/tsx');
const api = spawn(tsx, ['src/server.ts'], { cwd: path.join(root, 'api'), stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code) => process.exit(code ?? 0));
