// The ceiling for the API figures: a bare Fastify server that answers each path with bytes held in memory,
// exactly the status, headers and body the app sent for that request. No hooks, no database, no serializer:
// what this machine can do at best with the same bytes. Run as its own process:
//   node scripts/bench/ceiling-http.mjs <port> <spec.json>
// spec.json: [{ path, status, headers: {name: value}, body: base64 }]
import { readFileSync } from 'node:fs';
import { apiRequire } from './lib/app-process.mjs';

const Fastify = apiRequire('fastify');
const [port, specFile] = process.argv.slice(2);
const spec = JSON.parse(readFileSync(specFile, 'utf8'));

const app = Fastify({ logger: false });
for (const route of spec) {
  const body = Buffer.from(route.body, 'base64');
  app.get(route.path, (_request, reply) => {
    reply
      .code(route.status)
      .headers(route.headers)
      .send(route.status === 304 ? undefined : body);
  });
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('listening');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
