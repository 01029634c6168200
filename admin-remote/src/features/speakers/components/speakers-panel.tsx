import type { AdminSpeaker } from '@cc/api/contract';
import { Alert, announce, Button, Dialog, LoadingIndicator, TextField } from '@cc/design-system';
import { useEffect, useId, useRef, useState } from 'react';
import { ConfirmDialog } from '../../content/components/confirm-dialog';
import { useAdminSpeakers, useDeleteSpeaker } from '../api/speakers-api';
import { deleteConsequence, filterSpeakers } from '../utils/speaker-form';
import { MergeSpeakerForm } from './merge-speaker-form';
import { SpeakerForm } from './speaker-form';
import './speakers.css';

/** Speakers drawn at a time: a conference has hundreds; the search finds the rest, "Show more" draws the next ones. */
export const SPEAKERS_PER_PAGE = 50;

/**
 * The Speakers tab (issue 21): every speaker, found by a filter, added, edited (bio, affiliation), merged with a
 * duplicate (issue 27) and deleted.
 */
export default function SpeakersPanel() {
  const speakers = useAdminSpeakers();
  const remove = useDeleteSpeaker();
  const [filter, setFilter] = useState('');
  const [limit, setLimit] = useState(SPEAKERS_PER_PAGE);
  // After "Show more", focus moves to the first speaker it drew, so a keyboard user goes on from there.
  const focusFrom = useRef<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [editing, setEditing] = useState<AdminSpeaker | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminSpeaker | null>(null);
  const [merging, setMerging] = useState<AdminSpeaker | null>(null);
  const [message, setMessage] = useState<{ text: string; tone: 'success' | 'error' } | null>(null);
  const headingId = useId();

  const tell = (text: string, tone: 'success' | 'error' = 'success') => {
    setMessage({ text, tone });
    announce(text, tone === 'error' ? 'assertive' : 'polite');
  };

  const confirmDelete = () => {
    const speaker = deleting;
    setDeleting(null);
    if (!speaker) return;
    remove.mutate(speaker.id, {
      onSuccess: ({ sessionsUpdated }) =>
        tell(
          `Speaker deleted: ${speaker.name}.${sessionsUpdated > 0 ? ` ${sessionsUpdated} session${sessionsUpdated === 1 ? '' : 's'} updated.` : ''}`,
        ),
      onError: (error) => tell(`Could not delete ${speaker.name}: ${error.message}`, 'error'),
    });
  };

  const all = speakers.data?.speakers ?? [];
  const matching = filterSpeakers(all, filter);
  const shown = matching.slice(0, limit);
  const current = editing === 'new' ? null : editing;

  useEffect(() => {
    if (focusFrom.current === null) return;
    const heading = listRef.current?.querySelectorAll<HTMLElement>('h3')[focusFrom.current];
    focusFrom.current = null;
    heading?.focus();
  });

  return (
    <section className="cc-speakers" aria-labelledby={headingId}>
      <h2 id={headingId}>Speakers</h2>
      <p>
        Everyone who presents, with the biography attendees read on their speaker page. Choose a session's speakers in
        the session editor.
      </p>
      {message && (
        <div role={message.tone === 'error' ? 'alert' : undefined}>
          <Alert tone={message.tone}>{message.text}</Alert>
        </div>
      )}
      <p>
        <Button onClick={() => setEditing('new')}>Add speaker</Button>
      </p>
      {speakers.isPending && <LoadingIndicator message="Loading speakers..." />}
      {speakers.isError && (
        <Alert tone="error" title="Failed to load speakers">
          <p>{speakers.error.message}</p>
          <Button onClick={() => void speakers.refetch()}>Retry</Button>
        </Alert>
      )}
      {speakers.isSuccess && (
        <>
          <TextField
            type="search"
            label="Search speakers"
            hint="By name or organisation"
            autoComplete="off"
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value);
              setLimit(SPEAKERS_PER_PAGE);
            }}
            className="cc-speakers__filter"
          />
          <p role="status" className="cc-speakers__count">
            {matching.length === all.length
              ? `${all.length} speaker${all.length === 1 ? '' : 's'}`
              : `${matching.length} of ${all.length} speakers match`}
            {shown.length < matching.length && `, showing the first ${shown.length}`}
          </p>
          <ul className="cc-speakers__list" ref={listRef}>
            {shown.map((speaker) => (
              <li key={speaker.id} className="cc-speakers__item">
                <h3 className="cc-speakers__name" tabIndex={-1}>
                  {speaker.name}
                </h3>
                <p className="cc-speakers__meta">
                  {[
                    speaker.affiliation,
                    speaker.sessionCount === 1 ? '1 session' : `${speaker.sessionCount} sessions`,
                    speaker.bio.trim() ? 'has a biography' : 'no biography yet',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                <div className="ds-cluster">
                  <Button variant="secondary" onClick={() => setEditing(speaker)}>
                    Edit <span className="ds-visually-hidden">{speaker.name}</span>
                  </Button>
                  {all.length > 1 && (
                    <Button variant="secondary" onClick={() => setMerging(speaker)}>
                      Merge into <span className="ds-visually-hidden">{speaker.name}</span>
                    </Button>
                  )}
                  <Button variant="danger" onClick={() => setDeleting(speaker)}>
                    Delete <span className="ds-visually-hidden">{speaker.name}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          {shown.length < matching.length && (
            <p>
              <Button
                variant="secondary"
                onClick={() => {
                  focusFrom.current = shown.length;
                  setLimit(shown.length + SPEAKERS_PER_PAGE);
                }}
              >
                Show {Math.min(SPEAKERS_PER_PAGE, matching.length - shown.length)} more speakers
              </Button>
            </p>
          )}
        </>
      )}
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={current ? `Edit speaker: ${current.name}` : 'New speaker'}
        headingLevel={3}
        className="cc-speakers__dialog"
      >
        {editing !== null && (
          <SpeakerForm
            key={current?.id ?? 'new'}
            speaker={current}
            onClose={() => setEditing(null)}
            onDone={(text) => {
              setEditing(null);
              tell(text);
            }}
          />
        )}
      </Dialog>
      <Dialog
        open={merging !== null}
        onClose={() => setMerging(null)}
        title={merging ? `Merge into ${merging.name}` : 'Merge speakers'}
        headingLevel={3}
        className="cc-speakers__dialog"
      >
        {merging && (
          <MergeSpeakerForm
            key={merging.id}
            kept={merging}
            speakers={all}
            onClose={() => setMerging(null)}
            onDone={(text) => {
              setMerging(null);
              tell(text);
            }}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? `Delete speaker: ${deleting.name}?` : 'Delete speaker?'}
        confirmLabel="Delete speaker"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <p>{deleting ? deleteConsequence(deleting) : ''}</p>
      </ConfirmDialog>
    </section>
  );
}
