// Preloaded into the browser tests' API server only (scripts/e2e-server.mjs): the push service the browser tests
// stand in for (e2e/tests/push-support.ts) is at push.example.net, a name no DNS knows, and the API refuses an
// endpoint whose name does not resolve to a public address (issue 34). Here that one name resolves to a public
// address; every other name goes to the system's resolver, and the API's checks are unchanged.
import dns from 'node:dns';

const FAKE_PUSH_SERVICE = 'push.example.net';
// example.com's former IANA address: public, and what the fake service's name stands for.
const PUBLIC_ADDRESS = '93.184.215.14';

const lookup = dns.promises.lookup.bind(dns.promises);
dns.promises.lookup = (hostname, options) => {
  if (hostname !== FAKE_PUSH_SERVICE) return lookup(hostname, options);
  const entry = { address: PUBLIC_ADDRESS, family: 4 };
  return Promise.resolve(options?.all ? [entry] : entry);
};
