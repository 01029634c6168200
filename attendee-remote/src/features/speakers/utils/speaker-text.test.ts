// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bioParagraphs, filterSpeakers, speakersResultLine } from './speaker-text';

const speakers = [
  { name: 'Dr Zoë Quill', affiliation: 'Northgate University' },
  { name: 'Ann One', affiliation: null },
  { name: 'Ben Two', affiliation: 'AAC Trust' },
];

describe('filterSpeakers', () => {
  it('matches every word of the query in the name or affiliation, ignoring case and accents', () => {
    expect(filterSpeakers(speakers, 'zoe').map((s) => s.name)).toEqual(['Dr Zoë Quill']);
    expect(filterSpeakers(speakers, 'northgate quill').map((s) => s.name)).toEqual(['Dr Zoë Quill']);
    expect(filterSpeakers(speakers, 'trust').map((s) => s.name)).toEqual(['Ben Two']);
    expect(filterSpeakers(speakers, 'nobody')).toEqual([]);
  });
  it('shows everyone for an empty query', () => {
    expect(filterSpeakers(speakers, '   ')).toHaveLength(3);
  });
});

describe('speakersResultLine', () => {
  it('says how many are shown', () => {
    expect(speakersResultLine(3, 3)).toBe('3 speakers');
    expect(speakersResultLine(1, 40)).toBe('1 of 40 speakers match');
    expect(speakersResultLine(0, 1)).toBe('0 of 1 speaker match');
  });
});

describe('bioParagraphs', () => {
  it('splits at blank lines', () => {
    expect(bioParagraphs('One.\nStill one.\n\n  Two. \n\n\n')).toEqual(['One.\nStill one.', 'Two.']);
    expect(bioParagraphs('')).toEqual([]);
  });
});
