// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { entry } from './agenda-test-entries';
import { agendaExportText, EXPORT_FILE_NAME } from './export-text';

describe('agendaExportText', () => {
  it('heads the file with the conference name and My Agenda, then one block per session in time order', () => {
    const text = agendaExportText('Talking Together 2027', [
      entry({
        title: 'Eye gaze in the early years',
        startTime: '11:00',
        endTime: '11:45',
        presenters: ['Cerys Example', 'Dan Sample'],
        location: 'Linden Studio',
      }),
      entry({ title: 'Keynote: A voice of my own', startTime: '09:30', endTime: '10:30', presenters: ['Ann Example'] }),
      entry({
        title: 'Predictable chart writing',
        sessionDate: '2027-09-14',
        startTime: '11:25',
        endTime: null,
        status: 'cancelled',
        cancellationNotes: 'The presenter is unwell.',
        location: null,
        room: '1.12',
        building: 'Ashworth Building',
      }),
      entry({ title: 'Time to be confirmed', sessionDate: null, startTime: null, endTime: null }),
    ]);
    expect(EXPORT_FILE_NAME).toBe('my-agenda.txt');
    expect(text).toBe(
      [
        'Talking Together 2027',
        'My Agenda',
        '',
        'Monday 13 September 2027, 09:30–10:30',
        'Keynote: A voice of my own',
        'Speakers: Ann Example',
        'Location: TBA',
        '',
        'Monday 13 September 2027, 11:00–11:45',
        'Eye gaze in the early years',
        'Speakers: Cerys Example, Dan Sample',
        'Location: Linden Studio',
        '',
        'Tuesday 14 September 2027, 11:25–12:10',
        'Predictable chart writing (CANCELLED)',
        'This session has been cancelled: The presenter is unwell.',
        'Speakers: TBA',
        'Location: 1.12, Ashworth Building',
        '',
        'Date TBA, Time TBA',
        'Time to be confirmed',
        'Speakers: TBA',
        'Location: TBA',
        '',
      ].join('\n'),
    );
  });

  it('is just the heading for an empty agenda', () => {
    expect(agendaExportText('Talking Together 2027', [])).toBe('Talking Together 2027\nMy Agenda\n');
  });
});
