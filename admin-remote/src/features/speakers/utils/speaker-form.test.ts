// @vitest-environment node
import type { AdminSpeaker } from '@cc/api/contract';
import { describe, expect, it } from 'vitest';
import {
  deleteConsequence,
  filterSpeakers,
  pickerStatus,
  speakerDraftErrors,
  speakerDraftOf,
  speakerUpdateBody,
  toggleSpeaker,
} from './speaker-form';

const stored: AdminSpeaker = {
  id: 7,
  slug: 'ann-one',
  name: 'Ann One',
  bio: 'Old bio',
  affiliation: null,
  sessionCount: 2,
  version: 3,
  updatedAt: '2027-01-01T00:00:00.000Z',
};

describe('speaker form', () => {
  it('asks for a one-line name without ";"', () => {
    expect(speakerDraftErrors({ name: ' ', affiliation: '', bio: '' })).toEqual({ name: 'Enter a name' });
    expect(speakerDraftErrors({ name: 'A; B', affiliation: '', bio: '' }).name).toMatch(/one speaker at a time/);
    expect(speakerDraftErrors({ name: 'Ann', affiliation: '', bio: '' })).toEqual({});
  });

  it('sends only what changed, with the version', () => {
    expect(speakerUpdateBody({ ...speakerDraftOf(stored), bio: 'New bio' }, stored)).toEqual({
      version: 3,
      bio: 'New bio',
    });
    expect(speakerUpdateBody(speakerDraftOf(stored), stored)).toEqual({ version: 3 });
  });

  it('says what a delete takes with it', () => {
    expect(deleteConsequence(stored)).toBe(
      '2 sessions lose this speaker. Their other speakers stay, and their page goes.',
    );
    expect(deleteConsequence({ ...stored, sessionCount: 0 })).toMatch(/nothing else changes/);
  });
});

describe('speaker picker', () => {
  it('filters by every word, ignoring case and accents', () => {
    const list = [
      { name: 'Zoë Quill', affiliation: 'Northgate' },
      { name: 'Ann One', affiliation: null },
    ];
    expect(filterSpeakers(list, 'zoe north').map((s) => s.name)).toEqual(['Zoë Quill']);
    expect(filterSpeakers(list, '')).toHaveLength(2);
  });

  it('adds a ticked speaker at the end and removes an unticked one', () => {
    expect(toggleSpeaker([1, 2], 3, true)).toEqual([1, 2, 3]);
    expect(toggleSpeaker([1, 2, 3], 2, false)).toEqual([1, 3]);
    expect(toggleSpeaker([1, 2], 1, true)).toEqual([1, 2]);
  });

  it('says how many boxes are listed and that the filter finds the rest', () => {
    expect(pickerStatus(30, 244, false)).toBe('30 of 244 other speakers listed: filter to find the rest.');
    expect(pickerStatus(1, 1, true)).toBe('1 other speaker listed.');
    expect(pickerStatus(0, 0, true)).toBe('No other speaker matches the filter.');
  });
});
