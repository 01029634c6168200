/**
 * A short description of a device from its User-Agent header, such as "Firefox on Android", for the account's list
 * of signed-in sessions (issue 30): enough for a person to tell their phone from their laptop, and nothing that
 * tells people apart. Only names from the fixed lists below come out; versions, device models and build strings
 * never do, and the header itself is not stored.
 */

// Order matters: browsers built on Chromium also say "Chrome" and "Safari", and Chrome says "Safari".
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOPT\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\/|\bAppleWebKit\/.*\bMobile\//, 'Safari'],
];

// iPads since iPadOS 13 say "Macintosh": they are described as a Mac, like their own Safari asks to be treated.
const SYSTEMS: readonly [RegExp, string][] = [
  [/\biPhone\b|\biPod\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMacintosh\b|\bMac OS X\b/, 'Mac'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

const first = (list: readonly [RegExp, string][], userAgent: string) =>
  list.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

/** "Firefox on Android", "Safari on iPhone", "Chrome", "A browser on Linux"; null when nothing is recognised. */
export function describeDevice(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  // Long headers are cut before matching: nothing recognised lies past the first few hundred characters.
  const text = userAgent.slice(0, 512);
  const browser = first(BROWSERS, text);
  const system = first(SYSTEMS, text);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `A browser on ${system}`;
  return null;
}
