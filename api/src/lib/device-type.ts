import type { DeviceType } from '../db/types';

// Tablets first: Android tablets say "Android" without "Mobile", and iPads say "iPad".
const TABLET = /ipad|tablet|playbook|silk|kindle|(android(?!.*mobile))/i;
const MOBILE = /mobi|iphone|ipod|android|blackberry|bb10|opera mini|iemobile|windows phone|webos/i;

/** tablet, mobile or desktop from a User-Agent header (attendee.md §3, user action log). */
export function deviceTypeFromUserAgent(userAgent: string | null | undefined): DeviceType {
  if (!userAgent) return 'desktop';
  if (TABLET.test(userAgent)) return 'tablet';
  if (MOBILE.test(userAgent)) return 'mobile';
  return 'desktop';
}
