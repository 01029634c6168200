/**
 * Sends one Web Push message (RFC 8030). web-push encrypts the payload for the browser's keys (aes128gcm,
 * RFC 8291) and signs the request with the server's VAPID key (RFC 8292); the request itself goes out through
 * fetch, with a timeout, so that a slow push service holds up only its own job.
 */
import webPush from 'web-push';
import type { PushMessage } from '../../contract/index';
import type { VapidKeys } from './vapid-keys';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushResult = 'sent' | 'gone';

/** A push service's refusal that another attempt may get past (5xx, 429, a network error). */
export class PushServiceError extends Error {}

export interface SendOptions {
  vapid: VapidKeys;
  /** Seconds the push service keeps the message for a phone that is off (a reminder is no use after its session). */
  ttlSeconds: number;
  urgency: 'normal' | 'high';
  timeoutMs?: number;
}

/** 'gone' when the push service says the subscription no longer exists (404, 410): the caller removes it. */
export async function sendPush(target: PushTarget, message: PushMessage, options: SendOptions): Promise<PushResult> {
  const details = webPush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(message),
    {
      vapidDetails: options.vapid,
      TTL: options.ttlSeconds,
      urgency: options.urgency,
      contentEncoding: 'aes128gcm',
    },
  );
  let response: Response;
  try {
    response = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ?? null,
      redirect: 'error',
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
  } catch (error) {
    throw new PushServiceError(`push service unreachable: ${(error as Error).message}`);
  }
  await response.arrayBuffer().catch(() => undefined);
  if (response.status === 404 || response.status === 410) return 'gone';
  if (!response.ok) throw new PushServiceError(`push service answered ${response.status}`);
  return 'sent';
}
