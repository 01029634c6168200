// @vitest-environment node
import type { AdminSession } from '@cc/api/contract';
import { describe, expect, it } from 'vitest';
import { draftErrors, draftOf, KEEP_PLACE, sessionBody } from './session-form';

const stored: AdminSession = {
  id: 7,
  sessionNumber: '2.1',
  track: '2.1',
  title: 'Switch access',
  description: null,
  abstractContent: 'Abstract',
  abstractReferences: null,
  abstractNumber: null,
  hasAbstract: true,
  speaker: 'Ann Aye',
  presenters: ['Ann Aye'],
  category: 'General',
  sessionFormat: null,
  topicCategory: null,
  sessionLevel: 'Beginner',
  ageGroup: null,
  status: 'active',
  cancellationNotes: null,
  location: 'Rowan Auditorium',
  building: 'Rowan Centre',
  room: 'G.01',
  venueId: 3,
  sessionDate: '2027-09-13',
  day: 'Monday',
  startTime: '10:00',
  endTime: '10:45',
  updatedAt: '2027-01-01T00:00:00.000Z',
  speakers: [{ id: 11, slug: 'ann-aye', name: 'Ann Aye' }],
  version: 4,
};

describe('draftErrors', () => {
  it('asks for a title, a start before an end, and an end after the start', () => {
    const empty = draftOf(null);
    expect(draftErrors(empty)).toEqual({ title: 'Enter a title' });
    expect(draftErrors({ ...empty, title: 'x', endTime: '10:00' })).toEqual({
      startTime: 'Enter a start time as well as the end time',
    });
    expect(draftErrors({ ...empty, title: 'x', startTime: '10:00', endTime: '09:59' })).toEqual({
      endTime: 'End time must be after the start time (10:00)',
    });
    expect(draftErrors({ ...empty, title: 'x', startTime: '10:00', endTime: '10:01' })).toEqual({});
  });
});

describe('sessionBody', () => {
  it('sends the speakers chosen from the list, in order, only when they changed', () => {
    expect(draftOf(stored).speakerIds).toEqual([11]);
    expect(sessionBody({ ...draftOf(stored), speakerIds: [12, 11] }, stored)).toEqual({ speakerIds: [12, 11] });
    expect(sessionBody({ ...draftOf(null), title: 'New', speakerIds: [3] }, null)).toEqual({
      title: 'New',
      speakerIds: [3],
    });
    expect(sessionBody({ ...draftOf(null), title: 'New' }, null)).toEqual({ title: 'New' });
  });

  it('sends every filled field of a new session, the room as a venue id', () => {
    const draft = { ...draftOf(null), title: 'New', sessionDate: '2027-09-14', startTime: '09:00', room: '5' };
    expect(sessionBody(draft, null)).toEqual({
      title: 'New',
      sessionDate: '2027-09-14',
      startTime: '09:00',
      venueId: 5,
    });
  });

  it('sends only what an edit changed: day, time and room', () => {
    const draft = { ...draftOf(stored), sessionDate: '2027-09-14', startTime: '11:00', endTime: '11:45', room: '4' };
    expect(sessionBody(draft, stored)).toEqual({
      sessionDate: '2027-09-14',
      startTime: '11:00',
      endTime: '11:45',
      venueId: 4,
    });
    expect(sessionBody(draftOf(stored), stored)).toEqual({});
  });

  it('clears with empty values: no room is venueId null; a place that is not a venue is kept untouched', () => {
    expect(sessionBody({ ...draftOf(stored), room: '', speakerIds: [] }, stored)).toEqual({
      speakerIds: [],
      venueId: null,
    });
    const foyer = { ...stored, venueId: null, location: 'Main foyer', building: null, room: null };
    expect(draftOf(foyer).room).toBe(KEEP_PLACE);
    expect(sessionBody(draftOf(foyer), foyer)).toEqual({});
  });
});
