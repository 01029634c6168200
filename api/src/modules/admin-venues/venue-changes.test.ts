import { describe, expect, it } from 'vitest';
import { slugOf, venueChanges } from './venue-changes';

describe('venueChanges', () => {
  it('trims text, cleans facilities and leaves out what is unchanged', () => {
    const before = { name: 'Linden Hall', building: 'Linden Building', facilities: ['Screen'], capacity: 90 };
    const changes = venueChanges(
      { name: ' Linden Hall ', building: 'Linden Annexe', facilities: [' Screen', '', 'Loop', 'Loop'], capacity: 90 },
      before as never,
    );
    expect(changes).toEqual({ building: 'Linden Annexe', facilities: ['Screen', 'Loop'] });
  });

  it('refuses a blank access detail with what to write instead', () => {
    expect(() => venueChanges({ lifts: '  ' }, null)).toThrow(/Lifts is required.*No lift needed/);
    expect(() => venueChanges({ name: '' }, null)).toThrow('Name is required');
  });
});

describe('slugOf', () => {
  it('makes an address from the name', () => {
    expect(slugOf('Ashworth Room 1.12')).toBe('ashworth-room-1-12');
    expect(slugOf('Café Zoë — upstairs')).toBe('cafe-zoe-upstairs');
    expect(slugOf('!!!')).toBe('venue');
  });
});
