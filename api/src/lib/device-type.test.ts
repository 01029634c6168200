import { describe, expect, it } from 'vitest';
import { deviceTypeFromUserAgent } from './device-type';

describe('deviceTypeFromUserAgent', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 'mobile'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36', 'mobile'],
    ['Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 'tablet'],
    ['Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 Chrome/126.0 Safari/537.36', 'tablet'],
    ['Mozilla/5.0 (Linux; Android 11; KFTRWI) AppleWebKit/537.36 Silk/108.5 like Chrome/108.0 Safari/537.36', 'tablet'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36', 'desktop'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15', 'desktop'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'desktop'],
  ] as const)('%s → %s', (userAgent, expected) => {
    expect(deviceTypeFromUserAgent(userAgent)).toBe(expected);
  });

  it('treats a missing user agent as desktop', () => {
    expect(deviceTypeFromUserAgent(undefined)).toBe('desktop');
    expect(deviceTypeFromUserAgent('')).toBe('desktop');
  });
});
