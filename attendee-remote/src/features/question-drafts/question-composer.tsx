/**
 * The question box of issue 26, on every session's page and, as the spec's "Submit Your Question" form, on Q&A
 * (issue 35: one way to ask everywhere): questions written ahead and kept as they are written (on the server for
 * the visitor or the account, on this device while offline), sent now or by the server when the session's
 * questions open, with the asker's marks for the room.
 */
import { ApiRequestError } from '@cc/api/client';
import type { QuestionDraft, QuestionDraftSaveBody, Session } from '@cc/api/contract';
import { announce, Button, useHydrated } from '@cc/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useVisitorQuery } from '../../lib/use-visitor-query';
import { useConference } from '../timetable/api/get-conference';
import { DraftEditor } from './draft-editor';
import { draftStateText, QUESTION_SENT_FOR_REVIEW } from './draft-texts';
import {
  type DraftScope,
  deleteDraft,
  draftsQueryKey,
  getDrafts,
  inScope,
  rememberDraft,
  useLatestDrafts,
} from './drafts-api';
import { placeInOrder, showDrafts } from './merge-drafts';
import { syncUnsyncedDrafts } from './sync-unsynced-drafts';
import { type UnsyncedDraft, useUnsyncedDrafts } from './unsynced-drafts-store';
import { useDraftsLive } from './use-drafts-live';
import './question-composer.css';

/** Q&A's form: the person's drafts for any session, each with a session choice and a name to show. */
export interface AskFormOptions {
  sessions: readonly Session[];
}

export interface QuestionComposerProps {
  /** The session new questions are for; null on Q&A for questions about no session. */
  sessionId: number | null;
  headingId: string;
  heading?: string;
  /** Said under the heading, before how writing works. */
  intro?: ReactNode;
  ask?: AskFormOptions;
  /** The id of the section (Q&A's toggle controls it). */
  id?: string;
}

const FALLBACK_TIME_ZONE = 'Europe/London';

function emptyDraft(sessionId: number | null): UnsyncedDraft {
  return {
    id: crypto.randomUUID(),
    sessionId,
    text: '',
    readOutLoud: false,
    deviceTurn: false,
    seat: null,
    shownName: null,
    changedAt: Date.now(),
  };
}

const draftsQuery = (scope: DraftScope) => ({
  queryKey: draftsQueryKey(scope),
  queryFn: () => getDrafts(scope),
  staleTime: 10_000,
  retry: (count: number, error: Error) => !(error instanceof ApiRequestError && error.statusCode === 404) && count < 2,
});

/** Whether the person has a question being written (Q&A opens its form for it, so it is there after a page change). */
export function useHasQuestionInWriting(): boolean {
  const hydrated = useHydrated();
  const drafts = useVisitorQuery(draftsQuery('all'));
  const unsynced = useUnsyncedDrafts((state) => state.drafts);
  if (!hydrated) return false;
  const written = (text: string) => text.trim() !== '';
  return (
    Object.values(unsynced).some((draft) => written(draft.text)) ||
    (drafts.data?.drafts ?? []).some((draft) => draft.state === 'draft' && written(draft.text))
  );
}

/** Where focus goes next; `seq` makes each request new, so asking for the same box twice still moves focus. */
type FocusTarget = { id: string; on: 'text' | 'sent'; seq: number } | null;
let focusSeq = 0;

export function QuestionComposer({
  sessionId,
  headingId,
  heading = 'Your questions',
  intro,
  ask,
  id,
}: QuestionComposerProps) {
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const conference = useConference();
  const timeZone = conference.data?.timeZone ?? FALLBACK_TIME_ZONE;
  const scope: DraftScope = ask ? 'all' : sessionId;
  // Read afresh whenever the box is shown: a list kept from a minute ago may have a question sent since.
  const drafts = useVisitorQuery({ ...draftsQuery(scope), refetchOnMount: 'always' });
  const unsynced = useUnsyncedDrafts((state) => state.drafts);
  // One empty box to write in when there is nothing yet; made on this device, stored once something is typed.
  const [fresh, setFresh] = useState<Record<string, UnsyncedDraft>>(() => {
    const first = emptyDraft(sessionId);
    return { [first.id]: first };
  });
  // The newest copy the server gave this page (a save's or a send's answer, also the background sync's): a list
  // answer that left the server before it (slow venue Wi-Fi) never takes a draft back to older words or drops it.
  const latest = useLatestDrafts((state) => state.drafts);
  const [gone, setGone] = useState<ReadonlySet<string>>(() => new Set());
  const [focus, setFocus] = useState<FocusTarget>(null);
  const [justSent, setJustSent] = useState<ReadonlySet<string>>(() => new Set());
  // The boxes someone has started writing in, or moved into: they stay where they are when the list arrives.
  const touched = useRef(new Set<string>());
  const order = useRef<string[]>([]);
  const sentStatus = useRef<HTMLParagraphElement>(null);
  const startAnother = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    void syncUnsyncedDrafts();
  }, []);

  const { open, sent } = useMemo(() => {
    const shown = showDrafts({
      server: drafts.data?.drafts ?? [],
      latest,
      // Kept in this browser: read only once the page is the browser's, so its first draw matches the server's HTML.
      unsynced: hydrated ? unsynced : {},
      fresh,
      gone,
      scope,
    });
    order.current = placeInOrder(order.current, shown, (key) => key in fresh && !touched.current.has(key));
    const all = order.current.flatMap((key) => shown.get(key) ?? []);
    // An empty box nobody has started is offered only when there is no other question to go on writing: one box
    // to write in, not a question and an empty box under it ("Start another question" adds more).
    const unstarted = (draft: QuestionDraft) =>
      draft.id in fresh && !touched.current.has(draft.id) && !(draft.id in latest) && !unsynced[draft.id];
    const writable = all.filter((draft) => draft.state !== 'sent');
    const started = writable.filter((draft) => !unstarted(draft));
    return {
      open: started.length > 0 ? started : writable,
      sent: all.filter((draft) => draft.state === 'sent'),
    };
  }, [drafts.data, latest, unsynced, hydrated, fresh, gone, scope]);

  useEffect(() => {
    if (focus?.on === 'sent' && sent.some((draft) => draft.id === focus.id)) {
      sentStatus.current?.focus();
      setFocus(null);
    }
  }, [focus, sent]);

  // Moved, on hold, released, sent, published: shown live (issue 35).
  useDraftsLive(sessionId, [...open, ...sent], drafts.dataUpdatedAt, (draft) => draftStateText(draft, timeZone));

  // A host from before drafts existed (contract < 1.5) has no such route: the page's other question form remains.
  if (drafts.error instanceof ApiRequestError && drafts.error.statusCode === 404) return null;

  const addBox = (focusIt: boolean) => {
    const draft = emptyDraft(sessionId);
    setFresh((boxes) => ({ ...boxes, [draft.id]: draft }));
    if (focusIt) {
      touched.current.add(draft.id);
      setFocus({ id: draft.id, on: 'text', seq: ++focusSeq });
    }
  };
  const onGone = (draftId: string) => {
    setGone((ids) => new Set(ids).add(draftId));
    setFresh(({ [draftId]: _gone, ...rest }) => rest);
    // Focus goes to a neighbouring question's box (a new empty one when none is left), never to the page's body.
    const at = open.findIndex((draft) => draft.id === draftId);
    if (at !== -1) {
      const neighbour = open[at + 1] ?? open[at - 1];
      if (neighbour) {
        touched.current.add(neighbour.id);
        setFocus({ id: neighbour.id, on: 'text', seq: ++focusSeq });
      } else addBox(true);
    } else startAnother.current?.focus();
    void queryClient.invalidateQueries({ queryKey: ['question-drafts'] });
  };
  const onSaved = (saved: QuestionDraft) => {
    rememberDraft(queryClient, saved);
    if (!inScope(scope, saved.sessionId)) setFresh(({ [saved.id]: _moved, ...rest }) => rest);
  };
  const onRehome = (body: QuestionDraftSaveBody) => {
    const draft: UnsyncedDraft = { ...body, id: crypto.randomUUID(), changedAt: Date.now() };
    // Kept on this device at once and stored by the sync, like anything written offline.
    useUnsyncedDrafts.getState().keep(draft);
    setFresh((boxes) => ({ ...boxes, [draft.id]: draft }));
    touched.current.add(draft.id);
    setFocus({ id: draft.id, on: 'text', seq: ++focusSeq });
    void syncUnsyncedDrafts();
    void queryClient.invalidateQueries({ queryKey: ['question-drafts'] });
  };
  const onSent = (result: QuestionDraft) => {
    onSaved(result);
    setJustSent((ids) => new Set(ids).add(result.id));
    // Focus goes to what the send became: its line under "Sent from here"; a new box waits when none is left.
    setFocus({ id: result.id, on: 'sent', seq: ++focusSeq });
    if (open.every((draft) => draft.id === result.id)) addBox(false);
    void queryClient.invalidateQueries({ queryKey: ['my-questions'] });
  };

  return (
    <section id={id} className="att-composer ds-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {intro}
      <p className="ds-text-small">
        Write at your own pace: what you write is kept as you type, on this device and with your account or browser, and
        nothing here has a time limit. Send a question now, or let it be sent for you when questions open.
      </p>
      {open.map((draft, index) => (
        <DraftEditor
          key={draft.id}
          draft={draft}
          number={index + 1}
          only={open.length === 1}
          timeZone={timeZone}
          focusRequest={focus?.on === 'text' && focus.id === draft.id ? focus.seq : 0}
          ask={ask}
          onTouched={() => touched.current.add(draft.id)}
          onSaved={onSaved}
          onRehome={onRehome}
          onGone={onGone}
          onSent={onSent}
        />
      ))}
      <Button ref={startAnother} variant="secondary" onClick={() => addBox(true)}>
        Start another question
      </Button>
      {sent.length > 0 && (
        <>
          <h3>Sent from here</h3>
          <ul className="att-composer__sent">
            {sent.map((draft) => (
              <li key={draft.id}>
                <p>{draft.text}</p>
                <p
                  className="ds-text-small"
                  ref={focus?.id === draft.id ? sentStatus : undefined}
                  tabIndex={justSent.has(draft.id) ? -1 : undefined}
                >
                  {ask && justSent.has(draft.id) && draft.sentQuestionStatus === 'waiting for review'
                    ? QUESTION_SENT_FOR_REVIEW
                    : draftStateText(draft, timeZone)}
                </p>
                <Button
                  variant="secondary"
                  size="small"
                  onClick={async () => {
                    await deleteDraft(draft.id);
                    announce('Removed from this list. The question itself stays.');
                    onGone(draft.id);
                  }}
                >
                  Remove from this list
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
