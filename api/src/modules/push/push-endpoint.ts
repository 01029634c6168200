/**
 * The checks a push subscription's endpoint and keys must pass before the server will ever send to them: the
 * server makes requests to that address, so it must be a push service on the internet over https, not this
 * machine or the local network (tests allow a local endpoint explicitly). Pure.
 */
import { isIP } from 'node:net';
import { badRequest } from '../../lib/http-error';

const invalid = (message: string) => badRequest('VALIDATION_ERROR', message);

function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    isIP(host) !== 0 ||
    !host.includes('.')
  );
}

export function checkEndpoint(endpoint: string, allowLocal: boolean): void {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw invalid('The subscription endpoint must be the https address the browser gave (PushSubscription.endpoint)');
  }
  if (url.username || url.password) throw invalid('The subscription endpoint must not contain a user name or password');
  if (allowLocal && (url.protocol === 'http:' || url.protocol === 'https:')) return;
  if (url.protocol !== 'https:') throw invalid('The subscription endpoint must be an https address');
  if (isLocalHost(url.hostname)) {
    throw invalid("The subscription endpoint must be a push service's public address, not a local one");
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
