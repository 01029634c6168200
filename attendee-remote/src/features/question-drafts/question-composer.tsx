/**
 * The question box of issue 26, on every session's page and on Q&A: questions written ahead and kept as they are
 * written (on the server for the visitor or the account, on this device while offline), sent now or by the server
 * when the session's questions open, with the asker's marks for the room.
 */
import { ApiRequestError } from '@cc/api/client';
import type { QuestionDraft } from '@cc/api/contract';
import { Button } from '@cc/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useVisitorQuery } from '../../lib/use-visitor-query';
import { useConference } from '../timetable/api/get-conference';
import { DraftEditor } from './draft-editor';
import { draftStateText } from './draft-texts';
import { deleteDraft, draftsQueryKey, getDrafts } from './drafts-api';
import { syncUnsyncedDrafts } from './sync-unsynced-drafts';
import { type UnsyncedDraft, useUnsyncedDrafts } from './unsynced-drafts-store';
import { useDraftsLive } from './use-drafts-live';
import './question-composer.css';

export interface QuestionComposerProps {
  /** The session the questions are for; null on Q&A for questions about no session. */
  sessionId: number | null;
  headingId: string;
  heading?: string;
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

/** A draft only this device has so far, shown as the server would. */
function asDraft(local: UnsyncedDraft, server?: QuestionDraft): QuestionDraft {
  const { changedAt, ...body } = local;
  return {
    sessionTitle: null,
    sendWhen: 'now',
    state: 'draft',
    sendsAt: null,
    heldReason: null,
    sentQuestionId: null,
    sentQuestionStatus: null,
    sentAt: null,
    createdAt: new Date(changedAt).toISOString(),
    updatedAt: new Date(changedAt).toISOString(),
    ...server,
    ...body,
  };
}

export function QuestionComposer({ sessionId, headingId, heading = 'Your questions' }: QuestionComposerProps) {
  const queryClient = useQueryClient();
  const conference = useConference();
  const timeZone = conference.data?.timeZone ?? FALLBACK_TIME_ZONE;
  const drafts = useVisitorQuery({
    queryKey: draftsQueryKey(sessionId),
    queryFn: () => getDrafts(sessionId),
    staleTime: 10_000,
    retry: (count, error) => !(error instanceof ApiRequestError && error.statusCode === 404) && count < 2,
  });
  const unsynced = useUnsyncedDrafts((state) => state.drafts);
  // One empty box to write in when there is nothing yet; made on this device, stored once something is typed.
  const [fresh, setFresh] = useState<UnsyncedDraft[]>(() => [emptyDraft(sessionId)]);
  const [focusId, setFocusId] = useState<string | null>(null);

  useEffect(() => {
    void syncUnsyncedDrafts();
  }, []);

  const { open, sent } = useMemo(() => {
    const server = drafts.data?.drafts ?? [];
    const byId = new Map(server.map((draft) => [draft.id, draft]));
    const mine = Object.values(unsynced).filter((draft) => draft.sessionId === sessionId);
    const shown: QuestionDraft[] = server.map((draft) => {
      const local = unsynced[draft.id];
      return local && draft.state !== 'sent' ? asDraft(local, draft) : draft;
    });
    for (const local of mine) if (!byId.has(local.id)) shown.push(asDraft(local));
    shown.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    // Empty boxes not stored yet come last, after every question already written (here or on another device).
    for (const blank of fresh) if (!byId.has(blank.id) && !unsynced[blank.id]) shown.push(asDraft(blank));
    return { open: shown.filter((draft) => draft.state !== 'sent'), sent: shown.filter((d) => d.state === 'sent') };
  }, [drafts.data, unsynced, fresh, sessionId]);

  // Moved, on hold, released, sent, published: shown live (issue 35).
  useDraftsLive(sessionId, [...open, ...sent], drafts.dataUpdatedAt, (draft) => draftStateText(draft, timeZone));

  // A host from before drafts existed (contract < 1.5) has no such route: the page's other question form remains.
  if (drafts.error instanceof ApiRequestError && drafts.error.statusCode === 404) return null;

  const startAnother = () => {
    const draft = emptyDraft(sessionId);
    setFresh((list) => [...list, draft]);
    setFocusId(draft.id);
  };
  const onGone = (id: string) => {
    setFresh((list) => list.filter((draft) => draft.id !== id));
    void queryClient.invalidateQueries({ queryKey: draftsQueryKey(sessionId) });
  };

  return (
    <section className="att-composer ds-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <p className="ds-text-small">
        Write at your own pace: what you write is kept as you type, on this device and with your account or browser, and
        nothing here has a time limit. Send a question now, or let it be sent for you when questions open.
      </p>
      {open.map((draft, index) => (
        <DraftEditor
          key={draft.id}
          draft={draft}
          number={index + 1}
          timeZone={timeZone}
          autoFocus={focusId === draft.id}
          onGone={onGone}
          onSent={() => void queryClient.invalidateQueries({ queryKey: ['my-questions'] })}
        />
      ))}
      <Button variant="secondary" onClick={startAnother}>
        Start another question
      </Button>
      {sent.length > 0 && (
        <>
          <h3>Sent from here</h3>
          <ul className="att-composer__sent">
            {sent.map((draft) => (
              <li key={draft.id}>
                <p>{draft.text}</p>
                <p className="ds-text-small">{draftStateText(draft, timeZone)}</p>
                <Button
                  variant="secondary"
                  size="small"
                  onClick={async () => {
                    await deleteDraft(draft.id);
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
