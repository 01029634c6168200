/**
 * The shapes the polls manager draws and the calls it makes, written structurally: the design system does not
 * depend on @cc/api, and the contract's ManagedPoll, ManagedPolls and PollWriteBody (api/src/contract/polls.ts)
 * fit these as they are, so each remote passes its answers straight in.
 */

export type ManagedPollKind = 'single' | 'multiple' | 'scale' | 'text';
export type ManagedPollState = 'draft' | 'open' | 'closed';
export type ManagedTextStatus = 'pending' | 'approved' | 'rejected';

export interface ManagedPollView {
  id: number;
  kind: ManagedPollKind;
  question: string;
  options: { id: number; label: string }[];
  scaleLabels: { low: string; high: string } | null;
  state: ManagedPollState;
  openedAt: string | null;
  closedAt: string | null;
  closesNotBefore: string | null;
  resultsVisible: boolean;
  answered: number;
  results: {
    answered: number;
    options: { id: number; label: string; count: number; percent: number }[];
    mean: number | null;
    texts: { id: number; text: string }[];
  };
  textAnswers: { id: number; text: string; status: ManagedTextStatus; createdAt: string }[];
}

/** What a written poll sends (PollWriteBody). */
export interface PollDraftBody {
  kind: ManagedPollKind;
  question: string;
  options?: string[];
  scaleLabels?: { low: string; high: string } | null;
  resultsVisible: boolean;
}

/**
 * The calls behind the buttons. Each resolves once the server agreed, and rejects with an Error whose message a
 * person can act on (the server's sentence, or one about the connection). The owner refreshes its list after each
 * (the manager awaits `refresh` before it moves focus to what comes next).
 */
export interface PollsAdapter {
  create(body: PollDraftBody): Promise<{ id: number }>;
  update(pollId: number, body: PollDraftBody): Promise<unknown>;
  remove(pollId: number): Promise<unknown>;
  open(pollId: number): Promise<unknown>;
  close(pollId: number): Promise<unknown>;
  setResultsVisible(pollId: number, visible: boolean): Promise<unknown>;
  moderate(pollId: number, answerId: number, decision: 'approve' | 'reject'): Promise<unknown>;
  refresh(): Promise<unknown>;
}
