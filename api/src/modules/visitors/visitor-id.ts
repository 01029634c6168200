/**
 * Visitor ids are UUIDv7 (RFC 9562): the first 48 bits are the millisecond the id was issued, the rest random.
 * The id travels in a signed cookie, so its issue time cannot be forged, and a vote can ask how long the browser
 * has had it (issue 30: a script fetching a fresh cookie before each vote). Ids issued before this rule are
 * UUIDv4 and carry no time; they are at least as old as the rule.
 */
import { randomBytes } from 'node:crypto';

export function newVisitorId(nowMs: number): string {
  const bytes = randomBytes(16);
  const time = BigInt(Math.max(0, Math.floor(nowMs)));
  for (let i = 0; i < 6; i++) bytes[i] = Number((time >> BigInt(8 * (5 - i))) & 0xffn);
  bytes[6] = 0x70 | ((bytes[6] as number) & 0x0f); // version 7
  bytes[8] = 0x80 | ((bytes[8] as number) & 0x3f); // RFC 9562 variant
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** When a UUIDv7 visitor id was issued (ms since the epoch); null for an older id, which carries no time. */
export function visitorIdIssuedAt(id: string): number | null {
  if (id[14] !== '7') return null;
  return Number.parseInt(id.slice(0, 8) + id.slice(9, 13), 16);
}
