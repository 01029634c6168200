// The ceiling for the realtime figures: a bare `ws` server that, on POST /publish, sends the request's body to
// every connected client as it is. No database, no NOTIFY, no topics, no sequence numbers. Its own process:
//   node scripts/bench/ceiling-ws.mjs <port>
import { createServer } from 'node:http';
import { apiRequire } from './lib/app-process.mjs';

const { WebSocketServer } = apiRequire('ws');
const port = Number(process.argv[2]);

const server = createServer((request, response) => {
  if (request.method !== 'POST' || request.url !== '/publish') {
    response.writeHead(404).end();
    return;
  }
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const message = Buffer.concat(chunks).toString();
    for (const client of wss.clients) client.send(message);
    response.writeHead(204).end();
  });
});
const wss = new WebSocketServer({ server, perMessageDeflate: false });
server.listen(port, '127.0.0.1', () => process.send?.('listening'));
process.on('SIGTERM', () => {
  for (const client of wss.clients) client.terminate();
  server.close(() => process.exit(0));
});
