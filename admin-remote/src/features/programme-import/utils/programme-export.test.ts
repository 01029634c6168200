// @vitest-environment node
import type { AdminSession } from '@cc/api/contract';
import { describe, expect, it } from 'vitest';
import { makeAdminSession } from '../../../test/admin-session-fixture';
import { csvCell, exportFileName, programmeCsv } from './programme-export';

const session: AdminSession = makeAdminSession(7, {
  sessionNumber: '3.2',
  track: '3.2',
  title: 'Symbols, "signs" and speech',
  description: 'Line one\nline two',
  speaker: 'Ann; Bo',
  presenters: ['Ann', 'Bo'],
  location: 'Linden Hall',
  room: 'G.02',
  venueId: 1,
  sessionDate: '2027-09-13',
  day: 'Monday',
  startTime: '09:30',
  endTime: '10:15',
  updatedAt: '2027-09-01T10:00:00.000Z',
});

describe('programme export', () => {
  it('writes one row per session under the import’s column names, quoting what needs it', () => {
    const [header, row, end] = programmeCsv([session]).split('\r\n');
    expect(header).toBe(
      'id,session_number,track,title,speaker,description,abstract_content,abstract_references,abstract_number,' +
        'has_abstract,session_format,topic_category,session_level,age_group,status,cancellation_notes,location,' +
        'building,room,session_date,start_time,end_time',
    );
    expect(row).toBe(
      '7,3.2,3.2,"Symbols, ""signs"" and speech",Ann; Bo,"Line one\nline two",,,,false,,,,,active,,Linden Hall,,' +
        'G.02,2027-09-13,09:30,10:15',
    );
    expect(end).toBe('');
  });

  it('keeps spreadsheets from running a value as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('-3')).toBe("'-3");
    expect(csvCell('Plain')).toBe('Plain');
    expect(csvCell(null)).toBe('');
  });

  it('names the file by date and format', () => {
    expect(exportFileName('csv', new Date(2027, 8, 13, 23, 0))).toBe('programme-2027-09-13.csv');
  });
});
