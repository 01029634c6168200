// @vitest-environment node
import type { LiveEvent, QuestionDraft } from '@cc/api/contract';
import { describe, expect, it } from 'vitest';
import { draftStateText, willSendText } from './draft-texts';
import { concernsDrafts, nextLookIn } from './use-drafts-live';

const draft = (patch: Partial<QuestionDraft>): QuestionDraft => ({
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  sessionId: 7,
  sessionTitle: 'Core vocabulary',
  text: 'How do you choose the first words?',
  readOutLoud: false,
  deviceTurn: false,
  seat: null,
  shownName: null,
  sendWhen: 'questions_open',
  state: 'scheduled',
  sendsAt: '2027-09-13T10:55:00Z',
  heldReason: null,
  sentQuestionId: null,
  sentQuestionStatus: null,
  sentAt: null,
  createdAt: '2027-09-10T09:00:00Z',
  updatedAt: '2027-09-10T09:00:00Z',
  ...patch,
});

describe('the words for when a draft will be sent', () => {
  // 10:55 UTC is 11:55 in London in September.
  it('names the time alone on the day itself', () => {
    expect(willSendText('2027-09-13T10:55:00Z', 'Europe/London', new Date('2027-09-13T08:00:00Z'))).toBe(
      'Will send at 11:55, when questions open',
    );
  });

  it('names the day in words on any other day, in the conference time zone', () => {
    expect(willSendText('2027-09-13T10:55:00Z', 'Europe/London', new Date('2027-09-12T22:59:00Z'))).toBe(
      'Will send on Monday 13 September at 11:55, when questions open',
    );
    // 23:30 UTC on the 12th is already the 13th in London: today.
    expect(willSendText('2027-09-13T10:55:00Z', 'Europe/London', new Date('2027-09-12T23:30:00Z'))).toBe(
      'Will send at 11:55, when questions open',
    );
  });

  it('says on hold, and why, for a held draft', () => {
    expect(draftStateText(draft({ state: 'held', heldReason: 'session_cancelled', sendsAt: null }), 'UTC')).toBe(
      'On hold: this session was cancelled. It will be sent if the session is reinstated.',
    );
  });
});

describe('which live events concern the drafts on the page', () => {
  const moved: LiveEvent = { topic: 'sessions', type: 'session.updated', data: { sessionIds: [7], change: 'updated' } };
  const other: LiveEvent = { topic: 'sessions', type: 'session.updated', data: { sessionIds: [8], change: 'updated' } };

  it("a change to the page's session or to a draft's session, not to another", () => {
    expect(concernsDrafts(moved, 7, [])).toBe(true);
    expect(concernsDrafts(moved, null, [draft({})])).toBe(true);
    expect(concernsDrafts(other, 7, [draft({})])).toBe(false);
    expect(concernsDrafts({ ...moved, data: { sessionIds: [], change: 'imported' } }, 7, [])).toBe(true);
  });

  it("questions opened by hand for the session, and the public events of the draft's own sent question", () => {
    const opened: LiveEvent = { topic: 'questions:7', type: 'questions.status', data: { sessionId: 7, open: true } };
    expect(concernsDrafts(opened, 7, [])).toBe(true);
    expect(concernsDrafts({ ...opened, data: { sessionId: 9, open: true } }, 7, [])).toBe(false);
    const sent = draft({ state: 'sent', sentQuestionId: 41, sentQuestionStatus: 'waiting for review' });
    const deleted = (id: number): LiveEvent => ({ topic: 'questions:7', type: 'question.deleted', data: { id } });
    expect(concernsDrafts(deleted(41), 7, [sent])).toBe(true);
    expect(concernsDrafts(deleted(42), 7, [sent])).toBe(false);
  });
});

describe('when the page looks again on its own', () => {
  const at = Date.parse('2027-09-13T10:55:00Z');

  it('a second after a scheduled draft is due, then every 2 s for a minute, then no more', () => {
    expect(nextLookIn([draft({})], at - 60_000, null)).toBe(61_000);
    expect(nextLookIn([draft({})], at + 5_000, null)).toBe(2_000);
    expect(nextLookIn([draft({})], at + 61_000, null)).toBeNull();
  });

  it('after questions were opened by hand, and never for drafts that are not scheduled', () => {
    expect(nextLookIn([draft({ sendsAt: null })], at, at - 1_000)).toBe(2_000);
    expect(nextLookIn([draft({ sendsAt: null })], at, null)).toBeNull();
    expect(nextLookIn([draft({ state: 'held', sendsAt: null })], at, at)).toBeNull();
  });
});
