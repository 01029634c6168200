import type { QuestionDraft } from '@cc/api/contract';
import { describe, expect, it } from 'vitest';
import { placeInOrder, showDrafts } from './merge-drafts';
import type { UnsyncedDraft } from './unsynced-drafts-store';

const body = { sessionId: 7, readOutLoud: false, deviceTurn: false, seat: null, shownName: null };

const stored = (id: string, text: string, updatedAt: string, extra: Partial<QuestionDraft> = {}): QuestionDraft => ({
  ...body,
  id,
  text,
  sessionTitle: null,
  sendWhen: 'now',
  state: 'draft',
  sendsAt: null,
  heldReason: null,
  sentQuestionId: null,
  sentQuestionStatus: null,
  sentAt: null,
  createdAt: '2027-09-13T09:00:00.000Z',
  updatedAt,
  ...extra,
});

const local = (id: string, text: string, extra: Partial<UnsyncedDraft> = {}): UnsyncedDraft => ({
  ...body,
  id,
  text,
  changedAt: Date.parse('2027-09-13T10:00:00.000Z'),
  ...extra,
});

const none = { latest: {}, unsynced: {}, fresh: {}, gone: new Set<string>(), scope: 7 as const };

describe('showDrafts', () => {
  it('a list that left the server before the last save neither drops the draft nor takes its words back', () => {
    const saved = stored('new', 'Will the slides be shared?', '2027-09-13T10:00:05.000Z', { readOutLoud: true });
    const shown = showDrafts({
      ...none,
      // Answered before the typing: the new draft is not in it, an older one is.
      server: [stored('old', 'An earlier question', '2027-09-12T10:00:00.000Z')],
      latest: { new: saved },
      fresh: { new: local('new', '') },
    });
    expect([...shown.keys()].sort()).toEqual(['new', 'old']);
    expect(shown.get('new')).toMatchObject({ text: 'Will the slides be shared?', readOutLoud: true });
  });

  it('of two server copies the later wins; words not yet stored win over both', () => {
    const older = stored('a', 'What about', '2027-09-13T10:00:01.000Z');
    const newer = stored('a', 'What about eye gaze', '2027-09-13T10:00:02.000Z');
    expect(showDrafts({ ...none, server: [newer], latest: { a: older } }).get('a')?.text).toBe('What about eye gaze');
    expect(
      showDrafts({
        ...none,
        server: [newer],
        latest: { a: older },
        unsynced: { a: local('a', 'What about eye gaze?') },
      }).get('a')?.text,
    ).toBe('What about eye gaze?');
  });

  it('a sent question is what the server says; a deleted one stays gone; another session’s is not listed', () => {
    const sent = stored('s', 'Sent one', '2027-09-13T10:00:00.000Z', { state: 'sent' });
    const shown = showDrafts({
      ...none,
      server: [sent, stored('d', 'Deleted', '2027-09-13T10:00:00.000Z')],
      unsynced: { s: local('s', 'Changed after sending'), o: local('o', 'Other session', { sessionId: 8 }) },
      gone: new Set(['d']),
    });
    expect([...shown.keys()]).toEqual(['s']);
    expect(shown.get('s')?.text).toBe('Sent one');
  });
});

describe('placeInOrder', () => {
  const map = (...drafts: QuestionDraft[]) => new Map(drafts.map((draft) => [draft.id, draft]));
  const at = (id: string, createdAt: string) => stored(id, id, createdAt, { createdAt });

  it('the box being written in keeps its place when the earlier questions arrive; they go after it', () => {
    const writing = at('writing', '2027-09-13T10:00:00.000Z');
    const order = placeInOrder(['writing'], map(writing), () => false);
    const arrived = map(writing, at('b', '2027-09-12T10:00:00.000Z'), at('a', '2027-09-11T10:00:00.000Z'));
    expect(placeInOrder(order, arrived, () => false)).toEqual(['writing', 'a', 'b']);
  });

  it('an empty box nobody has started goes after the questions that arrive', () => {
    const blank = at('blank', '2027-09-13T10:00:00.000Z');
    const arrived = map(blank, at('a', '2027-09-11T10:00:00.000Z'));
    expect(placeInOrder(['blank'], arrived, (id) => id === 'blank')).toEqual(['a', 'blank']);
  });
});
