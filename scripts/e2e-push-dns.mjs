// Preloaded into the browser tests' API server only (scripts/e2e-server.mjs): the push service the browser tests
// stand in for (e2e/tests/push-support.ts) is at push.example.net, a name no DNS knows, and the API refuses an
// endpoint whose name does not resolve to a public address (issue 34). Here that one name resolves to a public
// address, so subscribing works as in production; every other name goes to the system's resolver, and the API's
// checks are unchanged. No connection to that name ever leaves this machine: it is refused before any lookup or
// packet, as an unreachable push service would be, and the queue retries as it does in production.
import dns from 'node:dns';
import net from 'node:net';

const FAKE_PUSH_SERVICE = 'push.example.net';
// example.com's former IANA address: public, and what the fake service's name stands for. Never connected to.
const PUBLIC_ADDRESS = '93.184.215.14';

const lookup = dns.promises.lookup.bind(dns.promises);
dns.promises.lookup = (hostname, options) => {
  if (hostname !== FAKE_PUSH_SERVICE) return lookup(hostname, options);
  const entry = { address: PUBLIC_ADDRESS, family: 4 };
  return Promise.resolve(options?.all ? [entry] : entry);
};

const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function connectUnlessFake(...args) {
  const target = args[0] !== null && typeof args[0] === 'object' ? args[0] : null;
  const host = target?.host ?? (typeof args[1] === 'string' ? args[1] : null);
  if (host === FAKE_PUSH_SERVICE || host === PUBLIC_ADDRESS) {
    const refused = Object.assign(new Error(`connect ECONNREFUSED ${host} (browser tests' push stand-in)`), {
      code: 'ECONNREFUSED',
    });
    process.nextTick(() => this.destroy(refused));
    return this;
  }
  return connect.apply(this, args);
};
