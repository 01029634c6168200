import { describe, expect, it } from 'vitest';
import { utcOffsetsAround, zoneOffsetMs } from './zone-offsets';

/** The table's offset at `time`: the last entry from before it, or the first. */
function fromTable(table: { from: string; minutes: number }[], time: number): number {
  let minutes = table[0]?.minutes;
  for (const entry of table) if (Date.parse(entry.from) <= time) minutes = entry.minutes;
  return minutes as number;
}

describe('utcOffsetsAround', () => {
  it('gives the offset Intl gives at every hour of the covered years, to the minute of each change', () => {
    for (const timeZone of ['Europe/London', 'America/New_York', 'Australia/Adelaide']) {
      const table = utcOffsetsAround(timeZone, '2027-09-13', '2027-09-14');
      for (let time = Date.UTC(2026, 7, 10); time < Date.UTC(2028, 9, 17); time += 3_600_000) {
        expect(fromTable(table, time)).toBe(zoneOffsetMs(time, timeZone) / 60_000);
      }
    }
  });

  it('starts each entry at the minute the clocks change', () => {
    const table = utcOffsetsAround('America/New_York', '2027-09-13', '2027-09-14');
    expect(table).toContainEqual({ from: '2027-03-14T07:00:00.000Z', minutes: -240 });
    expect(table).toContainEqual({ from: '2027-11-07T06:00:00.000Z', minutes: -300 });
  });

  it('has one entry for a zone that never changes', () => {
    expect(utcOffsetsAround('Asia/Kolkata', '2027-09-13', '2027-09-14')).toEqual([
      { from: '2026-08-09T00:00:00.000Z', minutes: 330 },
    ]);
  });
});
