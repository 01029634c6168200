/**
 * The checks a push subscription's endpoint and keys must pass before the server will ever send to them. The server
 * makes requests to that address on a caller's behalf, so it must be a push service on the internet: https on port
 * 443, a host name (no IP literal) within PUSH_SERVICE_DOMAINS when that is set, and every address the name
 * resolves to public. The name is resolved again before each connection, and the connection goes to the addresses
 * that were checked (push-sender.ts hands them to the socket), so a name that later resolves into this machine or
 * its network (DNS rebinding) is refused too. Tests' own push service on 127.0.0.1 is allowed only by a build option
 * (`allowLocalEndpoints`) that no configuration sets.
 */
import dns from 'node:dns';
import { BlockList, isIP, isIPv4 } from 'node:net';
import { badRequest } from '../../lib/http-error';

const invalid = (message: string) => badRequest('VALIDATION_ERROR', message);

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address a host name resolves to (the system's resolver, as a connection would use; tests give their own). */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: HostResolver = async (hostname) => {
  // Read at each call (not imported by name): the browser tests' server stands in for DNS for its fake push service.
  const found = await dns.promises.lookup(hostname, { all: true, verbatim: true });
  return found.map((entry) => ({ address: entry.address, family: entry.family === 6 ? 6 : 4 }));
};

export interface EndpointPolicy {
  /** Tests' own push service: http or https, any port, any address (still resolved through `resolve`). */
  allowLocal: boolean;
  /** PUSH_SERVICE_DOMAINS: the push services' domains (a host must be one or end in `.<domain>`); null: any. */
  domains: readonly string[] | null;
  resolve: HostResolver;
  /** The one port an endpoint may name: 443 (tests' refusal listener only give another). */
  port: number;
}

export const productionPolicy = (domains: readonly string[] | null): EndpointPolicy => ({
  allowLocal: false,
  domains,
  resolve: systemResolver,
  port: 443,
});

/** An endpoint the server will not connect to: the subscription can never be sent to as it is. */
export class EndpointRefused extends Error {}

/** An endpoint whose name could not be resolved now (perhaps for a while): another attempt may succeed. */
export class EndpointUnresolved extends Error {}

// Addresses that are not a push service on the internet: this machine, private networks, link-local (cloud metadata
// at 169.254.169.254), shared address space (CGNAT, Alibaba's metadata at 100.100.100.200), the IETF's special
// blocks (192.0.0.0/24 holds Oracle's metadata at 192.0.0.192), documentation, benchmarking, multicast, reserved
// and broadcast.
const FORBIDDEN_V4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

// Within global unicast (2000::/3, the only IPv6 space allowed), the special blocks: IETF protocol assignments
// (Teredo, benchmarking, ORCHID), documentation, 6to4 (an IPv4 address inside) and the newer documentation block.
// Unique-local fc00::/7 (AWS's metadata at fd00:ec2::254), link-local, multicast, loopback and unspecified are all
// outside 2000::/3.
const FORBIDDEN_V6: [string, number][] = [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
];

const forbiddenV4 = new BlockList();
for (const [network, prefix] of FORBIDDEN_V4) forbiddenV4.addSubnet(network, prefix, 'ipv4');
const forbiddenV6 = new BlockList();
for (const [network, prefix] of FORBIDDEN_V6) forbiddenV6.addSubnet(network, prefix, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail included); null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  if (isIP(address) !== 6) return null;
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const bytes = dotted[1].split('.').map(Number);
    text = `${text.slice(0, -dotted[1].length)}${(((bytes[0] ?? 0) << 8) | (bytes[1] ?? 0)).toString(16)}:${(((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0)).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16)));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  const missing = 8 - front.length - back.length;
  const groups = tail === undefined ? front : [...front, ...new Array<number>(missing).fill(0), ...back];
  return groups.length === 8 && groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff)
    ? groups
    : null;
}

const v4Of = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;

/** Why the server must not connect to this address, or null when it is a public one. */
export function forbiddenAddress(address: string): string | null {
  if (address.includes('%')) return 'a link-local address';
  if (isIPv4(address)) return forbiddenV4.check(address, 'ipv4') ? 'a local, private or reserved address' : null;
  const groups = ipv6Groups(address);
  if (!groups) return 'not an IP address';
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  const zeroTo = (n: number) => groups.slice(0, n).every((group) => group === 0);
  // IPv4-mapped (::ffff:a.b.c.d) and NAT64 (64:ff9b::a.b.c.d): the connection reaches the IPv4 address inside.
  if (zeroTo(5) && g5 === 0xffff) return forbiddenAddress(v4Of(g6, g7));
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) {
    return forbiddenAddress(v4Of(g6, g7));
  }
  // IPv4-compatible (::a.b.c.d, deprecated), :: and ::1 among them; and everything else outside global unicast.
  if (zeroTo(6)) return 'a local or IPv4-compatible IPv6 address';
  if ((g0 & 0xe000) !== 0x2000) return 'a local, private or reserved IPv6 address';
  return forbiddenV6.check(address, 'ipv6') ? 'a reserved IPv6 address' : null;
}

const LOCAL_SUFFIXES = ['.localhost', '.local', '.internal', '.lan', '.home.arpa', '.arpa'];

/** A parsed endpoint the server may try to reach, or a 400 with what is wrong (no name resolved yet). */
export function checkEndpoint(endpoint: string, policy: Pick<EndpointPolicy, 'allowLocal' | 'domains' | 'port'>): URL {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw invalid('The subscription endpoint must be the https address the browser gave (PushSubscription.endpoint)');
  }
  if (url.username || url.password) throw invalid('The subscription endpoint must not contain a user name or password');
  if (policy.allowLocal && (url.protocol === 'http:' || url.protocol === 'https:')) return url;
  if (url.protocol !== 'https:') throw invalid('The subscription endpoint must be an https address');
  if ((url.port === '' ? 443 : Number(url.port)) !== policy.port) {
    throw invalid(
      "The subscription endpoint must not name a port: push services answer on https's own port (443). Turn notifications off and on again.",
    );
  }
  const host = url.hostname;
  if (
    isIP(host.replace(/^\[|\]$/g, '')) !== 0 ||
    host === 'localhost' ||
    host.endsWith('.') ||
    !host.includes('.') ||
    LOCAL_SUFFIXES.some((suffix) => host.endsWith(suffix))
  ) {
    throw invalid("The subscription endpoint must be a push service's public address, not a local one");
  }
  if (policy.domains && !policy.domains.some((domain) => host === domain || host.endsWith(`.${domain}`))) {
    throw invalid(
      'The subscription endpoint is not at a push service this server sends to. Use a browser whose notifications come through one of them (Chrome, Edge, Firefox or Safari), or ask the organisers.',
    );
  }
  return url;
}

/**
 * The addresses `hostname` resolves to, every one of them checked: EndpointRefused when any is forbidden (one
 * private answer among public ones is enough to refuse: the socket might pick it), EndpointUnresolved when there
 * is none. IP literals are checked as they are (only the tests' local mode lets one through `checkEndpoint`).
 */
export async function resolveEndpointHost(hostname: string, policy: EndpointPolicy): Promise<ResolvedAddress[]> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  let addresses: ResolvedAddress[];
  if (isIP(bare) !== 0) {
    addresses = [{ address: bare, family: isIP(bare) === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await policy.resolve(bare);
    } catch (error) {
      throw new EndpointUnresolved(`${bare} could not be resolved: ${(error as Error).message}`);
    }
    if (addresses.length === 0) throw new EndpointUnresolved(`${bare} has no address`);
  }
  if (!policy.allowLocal) {
    for (const { address } of addresses) {
      const reason = forbiddenAddress(address);
      if (reason) throw new EndpointRefused(`${bare} resolves to ${address}, ${reason}`);
    }
  }
  return addresses;
}

/** At subscription time: the endpoint's name must resolve, and only to public addresses; else a 400 that says so. */
export async function checkEndpointAddresses(url: URL, policy: EndpointPolicy): Promise<void> {
  try {
    await resolveEndpointHost(url.hostname, policy);
  } catch (error) {
    if (error instanceof EndpointRefused) {
      throw invalid("The subscription endpoint must be a push service's public address, not a local one");
    }
    if (error instanceof EndpointUnresolved) {
      throw invalid(
        "The subscription endpoint's push service could not be found. Check the connection and turn notifications on again.",
      );
    }
    throw error;
  }
}

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

function decodedLength(value: string): number | null {
  if (!BASE64URL.test(value)) return null;
  return Buffer.from(value.replace(/=+$/, ''), 'base64url').length;
}

export function checkKeys(keys: { p256dh: string; auth: string }): void {
  const p256dh = decodedLength(keys.p256dh);
  if (p256dh !== 65 || Buffer.from(keys.p256dh, 'base64url')[0] !== 4) {
    throw invalid(
      'keys.p256dh must be the browser\'s P-256 public key: 65 bytes in base64url, as getKey("p256dh") gives',
    );
  }
  if (decodedLength(keys.auth) !== 16) {
    throw invalid('keys.auth must be the 16-byte auth secret in base64url, as getKey("auth") gives');
  }
}
