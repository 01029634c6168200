// @vitest-environment node
import type { ProgrammeImportItem } from '@cc/api/contract';
import { describe, expect, it } from 'vitest';
import { fileProblem, formatOf, importedMessage, place, previewSummary, timeSpan } from './import-file';

describe('programme import file checks', () => {
  it('takes the format from the name', () => {
    expect(formatOf('Programme 2027.JSON')).toBe('json');
    expect(formatOf('sessions.csv')).toBe('csv');
    expect(formatOf('sessions.xlsx')).toBeNull();
  });

  it('says why a file cannot be previewed', () => {
    expect(fileProblem(null)).toBe('Choose a programme file (.json or .csv)');
    expect(fileProblem({ name: 'a.pdf', size: 10 })).toBe('Choose a .json or .csv file');
    expect(fileProblem({ name: 'a.json', size: 6 * 1024 * 1024 })).toBe('The programme file is larger than 5 MB.');
    expect(fileProblem({ name: 'a.csv', size: 0 })).toBe('The file is empty.');
    expect(fileProblem({ name: 'a.csv', size: 10 })).toBeNull();
  });

  it('summarises a preview and a result', () => {
    const item: ProgrammeImportItem = {
      row: 1,
      id: null,
      sessionNumber: null,
      track: null,
      title: 'T',
      speaker: null,
      location: null,
      room: null,
      sessionDate: null,
      startTime: null,
      endTime: null,
      status: 'active',
    };
    const preview = {
      previewId: 'p',
      programmeVersion: 'v1',
      mode: 'replace' as const,
      fileName: null,
      format: 'json' as const,
      rows: 3,
      toAdd: [item],
      toChange: [],
      toRemove: [item, item],
      unchanged: 0,
      invalid: [{ row: 3, reason: 'Title is required' }],
      warnings: [],
      clashes: [],
    };
    expect(previewSummary({ ...preview, warnings: [{ row: 1, message: 'No end time' }] })).toBe(
      '1 to add, 0 to change, 2 to remove, 0 unchanged, 1 invalid row, 1 warning',
    );
    expect(previewSummary({ ...preview, clashes: [{ row: 1, message: 'Room clash' }] })).toBe(
      '1 to add, 0 to change, 2 to remove, 0 unchanged, 1 invalid row, 1 clash',
    );
    expect(
      previewSummary({
        previewId: 'p',
        programmeVersion: 'v1',
        mode: 'replace',
        fileName: null,
        format: 'json',
        rows: 3,
        toAdd: [item],
        toChange: [],
        toRemove: [item, item],
        unchanged: 0,
        invalid: [{ row: 3, reason: 'Title is required' }],
        warnings: [],
        clashes: [],
      }),
    ).toBe('1 to add, 0 to change, 2 to remove, 0 unchanged, 1 invalid row');
    expect(timeSpan('09:30', '10:15')).toBe('09:30–10:15');
    expect(timeSpan('09:30', null)).toBe('09:30');
    expect(place('Linden Hall', 'G.02')).toBe('Linden Hall, room G.02');
    expect(place(null, null)).toBe('');
    expect(importedMessage({ added: 1, changed: 2, removed: 0, unchanged: 5 })).toBe(
      'Programme imported: 1 added, 2 changed, 0 removed.',
    );
  });
});
