// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeSession } from '../../../test/session-fixture';
import { gettingThereText } from './getting-there';

const previous = makeSession({ id: 1, title: 'Eye gaze', location: 'Kestrel Room G.05', building: 'Kestrel Building' });
const here = { location: 'Ashworth Room 1.12', building: 'Ashworth Building' };

describe('gettingThereText', () => {
  it('gives the step-free walk and the time between the two', () => {
    expect(gettingThereText({ previous, gap: 15, walk: 12 }, here)).toEqual([
      'Step-free walking time from Kestrel Room G.05 to Ashworth Room 1.12: about 12 minutes.',
      'You have 15 minutes between them.',
    ]);
  });

  it('warns when the time is too short or the two overlap, and says when the walk is not known', () => {
    expect(gettingThereText({ previous, gap: 5, walk: 12 }, here)[1]).toBe(
      'You have only 5 minutes between them, so you may arrive a little late.',
    );
    expect(gettingThereText({ previous, gap: -10, walk: null }, here)).toEqual([
      'The walking time from Kestrel Room G.05 is not known. Stewards at the information points can show you the way.',
      'The two overlap by 10 minutes.',
    ]);
    expect(gettingThereText({ previous, gap: 0, walk: 0 }, here)[0]).toBe(
      'It is in the same room as Eye gaze: no need to move.',
    );
  });
});
