// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeSession } from '../../../test/session-fixture';
import {
  descriptionExcerpt,
  sessionDateText,
  sessionLocation,
  sessionTimeText,
  speakersText,
  trackLabel,
} from './session-display';

describe('descriptionExcerpt', () => {
  it('keeps a description of up to 200 characters whole', () => {
    const text = 'a'.repeat(200);
    expect(descriptionExcerpt(makeSession({ id: 1, title: 'T', description: text }))).toBe(text);
  });

  it('cuts a longer description at 200 characters and adds ...', () => {
    const text = `${'b'.repeat(200)}cut off`;
    expect(descriptionExcerpt(makeSession({ id: 1, title: 'T', description: text }))).toBe(`${'b'.repeat(200)}...`);
  });

  it('says the description will be updated when there is none', () => {
    expect(descriptionExcerpt(makeSession({ id: 1, title: 'T' }))).toBe('Description will be updated soon.');
    expect(descriptionExcerpt(makeSession({ id: 1, title: 'T', description: '   ' }))).toBe(
      'Description will be updated soon.',
    );
  });
});

describe('card details', () => {
  it('falls back to TBA for missing date, time, location and speaker', () => {
    const session = makeSession({ id: 1, title: 'T' });
    expect(sessionDateText(session)).toBe('Date TBA');
    expect(sessionTimeText(session)).toBe('Time TBA');
    expect(sessionLocation(session)).toBe('Location TBA');
    expect(speakersText(session)).toBe('Speaker TBA');
  });

  it('formats the date in British style and the time as a range', () => {
    const session = makeSession({ id: 1, title: 'T', sessionDate: '2027-09-13', startTime: '09:30', endTime: '10:15' });
    expect(sessionDateText(session)).toBe('Monday 13 September 2027');
    expect(sessionTimeText(session)).toBe('09:30–10:15');
  });

  it('uses room and building when there is no location', () => {
    expect(sessionLocation(makeSession({ id: 1, title: 'T', room: 'G.01', building: 'Kestrel Building' }))).toBe(
      'G.01, Kestrel Building',
    );
  });

  it('lists several speakers, from the list or the semicolon-separated string', () => {
    expect(speakersText(makeSession({ id: 1, title: 'T', presenters: ['A', 'B'] }))).toBe('A, B');
    expect(speakersText(makeSession({ id: 1, title: 'T', speaker: 'A; B ;' }))).toBe('A, B');
  });

  it('labels a card with its track, else its session number', () => {
    expect(trackLabel(makeSession({ id: 1, title: 'T', track: '1.1', sessionNumber: '1.1' }))).toBe('1.1');
    expect(trackLabel(makeSession({ id: 1, title: 'T', sessionNumber: 'IB1' }))).toBe('IB1');
    expect(trackLabel(makeSession({ id: 1, title: 'T' }))).toBeNull();
  });
});
