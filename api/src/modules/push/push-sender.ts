/**
 * Sends one Web Push message (RFC 8030). web-push encrypts the payload for the browser's keys (aes128gcm, RFC 8291)
 * and signs the request with the server's VAPID key (RFC 8292); the request itself goes out through node:https with
 * a `lookup` of our own: it resolves the endpoint's name, checks every address (push-endpoint.ts) and gives the
 * socket only those, so the connection reaches the address that was checked and no other lookup happens in between.
 * One connection per push (no agent keeps sockets), no redirects followed, and the attempt ends when the job's
 * signal aborts or the timeout passes, so that a slow push service holds up only its own job.
 */
import type { LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import webPush from 'web-push';
import type { PushMessage } from '../../contract/index';
import { checkEndpoint, type EndpointPolicy, EndpointRefused, resolveEndpointHost } from './push-endpoint';
import type { VapidKeys } from './vapid-keys';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** How the push service answered (or did not). */
export type PushResult =
  | { outcome: 'sent' }
  /** 404, 410: the subscription no longer exists; remove it. */
  | { outcome: 'gone'; status: number }
  /** 400, 401, 403, 413 and other 4xx: this request will never be accepted (bad VAPID, too large, malformed). */
  | { outcome: 'refused'; status: number }
  /** 408, 429, 5xx: try again, after `retryAfterMs` when the push service said (Retry-After). */
  | { outcome: 'retry'; status: number; retryAfterMs: number | null };

/** The push service could not be reached (a network error, a timeout, a name that does not resolve now). */
export class PushServiceError extends Error {}

export interface SendOptions {
  vapid: VapidKeys;
  /** Seconds the push service keeps the message for a phone that is off (0: now or never). */
  ttlSeconds: number;
  urgency: 'normal' | 'high';
  /** RFC 8030 §5.4: a newer message with the same topic replaces one still waiting at the push service. */
  topic?: string;
  policy: EndpointPolicy;
  /** The job's signal: aborted when the attempt runs past its time. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** The clock a Retry-After date is measured from when the answer has no Date header. */
  now?: Date;
}

/** A lookup for the socket: resolves through the policy, checks every address, answers with those only. */
function checkedLookup(policy: EndpointPolicy): LookupFunction {
  return (hostname, options, callback) => {
    resolveEndpointHost(hostname, policy).then(
      (addresses) => {
        const wanted = options.family === 4 || options.family === 6 ? options.family : null;
        const usable = wanted ? addresses.filter((entry) => entry.family === wanted) : addresses;
        if (usable.length === 0) {
          callback(Object.assign(new Error(`${hostname} has no IPv${wanted} address`), { code: 'ENOTFOUND' }), '', 4);
          return;
        }
        if (options.all) {
          (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, usable);
        } else {
          const [first] = usable as [LookupAddress];
          callback(null, first.address, first.family);
        }
      },
      (error: Error) => callback(error as NodeJS.ErrnoException, '', 4),
    );
  };
}

/** Retry-After in milliseconds: delay-seconds, or an HTTP-date measured from the answer's Date (else `now`). */
export function retryAfterMs(value: string | undefined, date: string | undefined, now: Date): number | null {
  if (!value) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return null;
  const from = date && !Number.isNaN(Date.parse(date)) ? Date.parse(date) : now.getTime();
  return Math.max(0, at - from);
}

export async function sendPush(target: PushTarget, message: PushMessage, options: SendOptions): Promise<PushResult> {
  // Checked again here, not only when it was saved: PUSH_SERVICE_DOMAINS may have changed since.
  let url: URL;
  try {
    url = checkEndpoint(target.endpoint, options.policy);
  } catch (error) {
    throw new EndpointRefused((error as Error).message);
  }
  const details = webPush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(message),
    {
      vapidDetails: options.vapid,
      TTL: options.ttlSeconds,
      urgency: options.urgency,
      contentEncoding: 'aes128gcm',
      ...(options.topic ? { topic: options.topic } : {}),
    },
  );
  const signals = [AbortSignal.timeout(options.timeoutMs ?? 10_000)];
  if (options.signal) signals.push(options.signal);
  const signal = AbortSignal.any(signals);
  const transport = url.protocol === 'https:' ? https : http;
  const answer = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = transport.request(url, {
      method: details.method,
      headers: details.headers as http.OutgoingHttpHeaders,
      agent: false,
      lookup: checkedLookup(options.policy),
      signal,
    });
    request.on('response', resolve);
    request.on('error', (error) => {
      // A name that now resolves into a forbidden place: no attempt will ever reach it.
      if (error instanceof EndpointRefused) reject(error);
      else reject(new PushServiceError(`push service unreachable: ${error.message}`));
    });
    request.end(details.body ?? undefined);
  });
  // What a push service says in its body is not needed; it is read and dropped so the socket closes cleanly.
  answer.resume();
  const status = answer.statusCode ?? 0;
  if (status >= 200 && status < 300) return { outcome: 'sent' };
  if (status === 404 || status === 410) return { outcome: 'gone', status };
  if (status === 408 || status === 429 || status >= 500) {
    const header = answer.headers['retry-after'];
    return {
      outcome: 'retry',
      status,
      retryAfterMs: retryAfterMs(
        Array.isArray(header) ? header[0] : header,
        answer.headers.date,
        options.now ?? new Date(),
      ),
    };
  }
  return { outcome: 'refused', status };
}
