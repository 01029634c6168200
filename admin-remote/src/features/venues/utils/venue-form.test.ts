// @vitest-environment node
import type { AdminVenue } from '@cc/api/contract';
import { describe, expect, it } from 'vitest';
import { deleteConsequence, draftErrors, draftOf, venueBody } from './venue-form';

const venue: AdminVenue = {
  id: 3,
  slug: 'linden-hall',
  name: 'Linden Hall',
  building: 'Linden Building',
  description: 'Hall.',
  capacity: 90,
  accessibility: 'Level.',
  facilities: ['Screen', 'Loop'],
  location: 'Ground floor',
  stepFreeRoute: 'Level path.',
  lifts: 'None needed.',
  toilets: 'By the door.',
  hearingLoop: 'Fixed.',
  quietSpace: 'Reading room.',
  sortOrder: 6,
  version: 2,
  sessionCount: 4,
};

describe('venue form', () => {
  it('sends only what changed in an edit, facilities one per line', () => {
    const draft = { ...draftOf(venue), lifts: ' Lift B by the door ', facilities: 'Screen\n\n Loop\nRamp ' };
    expect(venueBody(draft, venue)).toEqual({ lifts: 'Lift B by the door', facilities: ['Screen', 'Loop', 'Ramp'] });
    expect(venueBody(draftOf(venue), venue)).toEqual({});
  });

  it('asks for every access detail and a whole-number capacity', () => {
    const errors = draftErrors({ ...draftOf(null), name: 'Pod', capacity: '12.5' });
    expect(Object.keys(errors)).toEqual([
      'building',
      'stepFreeRoute',
      'lifts',
      'toilets',
      'hearingLoop',
      'quietSpace',
      'capacity',
    ]);
    expect(errors.lifts).toBe('Describe the lifts, or say there is none (attendees plan their visit from it)');
    expect(draftErrors(draftOf(venue))).toEqual({});
  });

  it('says what deleting does to the sessions in the venue', () => {
    expect(deleteConsequence(venue)).toMatch(/^4 sessions use Linden Hall\. Deleting it leaves them without a room/);
    expect(deleteConsequence({ ...venue, sessionCount: 0 })).toMatch(/^No session uses Linden Hall/);
  });
});
