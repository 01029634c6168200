import type { AdminVenue } from '@cc/api/contract';
import { Alert, announce, Button, Dialog, LoadingIndicator, MessageBanner, VisuallyHidden } from '@cc/design-system';
import { useEffect, useId, useRef, useState } from 'react';
import { useAdminVenues } from '../api/get-admin-venues';
import { useDeleteVenue } from '../api/save-venue';
import { deleteConsequence } from '../utils/venue-form';
import { VenueEditor } from './venue-editor';
import './venues.css';

type Message = { tone: 'success' | 'error'; text: string };

/**
 * The Venues tab (issue 21): every venue and room with its access details, editable like sessions. A rename
 * reaches the sessions in the venue; a delete says how many sessions lose their room before it happens.
 */
export default function VenuesPanel() {
  const venues = useAdminVenues();
  const remove = useDeleteVenue();
  // undefined: no editor; null: a new venue; a venue: editing it.
  const [editing, setEditing] = useState<AdminVenue | null | undefined>(undefined);
  const [confirming, setConfirming] = useState<AdminVenue | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const [returnFocus, setReturnFocus] = useState<string | null>(null);
  const headingId = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  // Focus goes back to the button that opened the editor once the editor has gone.
  useEffect(() => {
    if (returnFocus === null) return;
    (buttons.current.get(returnFocus) ?? buttons.current.get('add'))?.focus();
    setReturnFocus(null);
  }, [returnFocus]);

  const show = (next: Message) => {
    setMessage(next);
    announce(next.text, next.tone === 'error' ? 'assertive' : 'polite');
  };
  const buttonRef = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };
  const closeEditor = () => {
    setReturnFocus(editing ? `edit-${editing.id}` : 'add');
    setEditing(undefined);
  };

  const confirmDelete = () => {
    if (!confirming) return;
    const venue = confirming;
    setConfirming(null);
    remove.mutate(
      { id: venue.id, version: venue.version, detach: venue.sessionCount > 0 },
      {
        onSuccess: ({ sessionsDetached }) =>
          show({
            tone: 'success',
            text:
              sessionsDetached > 0
                ? `Venue deleted: ${venue.name}. ${sessionsDetached === 1 ? '1 session now has' : `${sessionsDetached} sessions now have`} no room.`
                : `Venue deleted: ${venue.name}`,
          }),
        onError: (error) => show({ tone: 'error', text: `Could not delete ${venue.name}: ${error.message}` }),
        onSettled: () => setReturnFocus('add'),
      },
    );
  };

  const list = venues.data?.venues ?? [];
  return (
    <section className="cc-venues ds-stack" aria-labelledby={headingId}>
      <div className="ds-cluster ds-cluster--between">
        <h2 id={headingId}>Venues and rooms</h2>
        <Button ref={buttonRef('add')} onClick={() => setEditing(null)} disabled={editing === null}>
          Add venue
        </Button>
      </div>
      <p>
        Attendees see each venue's access details on its page of the Venue Map and from every session held there.
        Renaming a venue renames its sessions' location too.
      </p>

      {message && (
        <MessageBanner tone={message.tone} onDismiss={() => setMessage(null)}>
          {message.text}
        </MessageBanner>
      )}

      {editing !== undefined && (
        <VenueEditor
          key={editing?.id ?? 'new'}
          venue={editing}
          onClose={closeEditor}
          onDone={(text) => {
            show({ tone: 'success', text });
            closeEditor();
          }}
        />
      )}

      {venues.isPending && <LoadingIndicator message="Loading venues..." />}
      {venues.isError && (
        <div className="ds-stack">
          <Alert tone="error">The venues could not be loaded: {venues.error.message}</Alert>
          <Button variant="secondary" onClick={() => venues.refetch()}>
            Retry
          </Button>
        </div>
      )}
      {venues.isSuccess && list.length === 0 && <p>No venues yet. Add the first one.</p>}
      {list.length > 0 && (
        // biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics when list-style is none
        <ul className="cc-venues__list" role="list">
          {list.map((venue) => (
            <li key={venue.id} className="cc-venues__item">
              <h3 className="cc-venues__name">{venue.name}</h3>
              <p className="cc-venues__meta">
                {venue.building} · {venue.capacity} people ·{' '}
                {venue.sessionCount === 1 ? '1 session' : `${venue.sessionCount} sessions`}
              </p>
              <p className="cc-venues__meta">
                <a href={`/map/${encodeURIComponent(venue.slug)}`} className="ds-target">
                  Attendee page <VisuallyHidden>for {venue.name}</VisuallyHidden>
                </a>
              </p>
              <div className="ds-cluster">
                <Button
                  ref={buttonRef(`edit-${venue.id}`)}
                  variant="secondary"
                  onClick={() => setEditing(venue)}
                  aria-expanded={editing?.id === venue.id}
                >
                  Edit <VisuallyHidden>{venue.name}</VisuallyHidden>
                </Button>
                <Button variant="danger" onClick={() => setConfirming(venue)}>
                  Delete <VisuallyHidden>{venue.name}</VisuallyHidden>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming ? `Delete ${confirming.name}?` : 'Delete venue?'}
        headingLevel={3}
        actions={
          <>
            <Button variant="danger" onClick={confirmDelete}>
              {confirming && confirming.sessionCount > 0
                ? `Delete and leave ${confirming.sessionCount === 1 ? '1 session' : `${confirming.sessionCount} sessions`} without a room`
                : 'Delete venue'}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
          </>
        }
      >
        {confirming && <p>{deleteConsequence(confirming)}</p>}
      </Dialog>
    </section>
  );
}
