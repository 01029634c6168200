// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dateTimeFormat } from './date-time-format';

describe('dateTimeFormat', () => {
  it('formats in en-GB with the options given', () => {
    const date = new Date(Date.UTC(2027, 8, 13, 14, 5));
    expect(dateTimeFormat({ weekday: 'long', timeZone: 'UTC' }).format(date)).toBe('Monday');
    expect(dateTimeFormat({ day: 'numeric', month: 'long', timeZone: 'UTC' }).format(date)).toBe('13 September');
  });

  it('makes one formatter per set of options and reuses it', () => {
    const first = dateTimeFormat({ hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' });
    expect(dateTimeFormat({ hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' })).toBe(first);
    expect(dateTimeFormat({ hour: '2-digit', minute: '2-digit', timeZone: 'UTC' })).not.toBe(first);
  });
});
