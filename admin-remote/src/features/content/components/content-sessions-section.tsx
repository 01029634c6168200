import type { AdminSession } from '@cc/api/contract';
import { Badge, Button, formatTimeRange, TextField } from '@cc/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState } from 'react';
import { useLiveTopic } from '../../../lib/use-live-topic';
import { sessionsQueryKey, useDeleteSession, useSessions } from '../api/sessions';
import type { Notify } from '../types/notify';
import { messages } from '../utils/messages';
import { searchSessions } from '../utils/search-sessions';
import { CancelSessionDialog } from './cancel-session-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { ContentLoadState } from './content-load-state';
import { SessionEditDialog } from './session-edit-dialog';

const PAGE = 25;

/** Sessions in the content moderator: search, edit, cancel with a reason, delete. */
export function ContentSessionsSection({ notify }: { notify: Notify }) {
  const queryClient = useQueryClient();
  const live = useLiveTopic('sessions', () => {
    void queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
  });
  const sessions = useSessions({ poll: live !== 'live' });
  const remove = useDeleteSession();
  const [search, setSearch] = useState('');
  const [limit, setLimit] = useState(PAGE);
  const [editing, setEditing] = useState<AdminSession | null>(null);
  const [cancelling, setCancelling] = useState<AdminSession | null>(null);
  const [deleting, setDeleting] = useState<AdminSession | null>(null);
  const headingId = useId();
  const countRef = useRef<HTMLParagraphElement>(null);

  const matches = useMemo(() => searchSessions(sessions.data?.sessions ?? [], search), [sessions.data, search]);
  const shown = matches.slice(0, limit);

  const confirmDelete = () => {
    const target = deleting;
    setDeleting(null);
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => notify('success', messages.deleted('Session')),
      onError: (error) => notify('error', messages.deleteFailed('Session', error.message)),
      onSettled: () => requestAnimationFrame(() => countRef.current?.focus()),
    });
  };

  return (
    <section className="ds-stack" aria-labelledby={headingId}>
      <h3 id={headingId}>Sessions</h3>
      <div className="cc-content-toolbar">
        <TextField
          className="cc-content-toolbar__search"
          type="search"
          label="Search sessions"
          hint="Title, speaker, track, session number or location"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setLimit(PAGE);
          }}
        />
        <Button
          variant="secondary"
          loading={sessions.isFetching}
          loadingLabel="Refreshing..."
          onClick={() => sessions.refetch()}
        >
          Refresh
        </Button>
      </div>

      <ContentLoadState query={sessions} loadingMessage="Loading sessions..." errorMessage={messages.loadFailed} />
      {sessions.isSuccess && (
        <>
          <p ref={countRef} tabIndex={-1} role="status" className="cc-content-count">
            {matches.length === 0
              ? 'No sessions match your search.'
              : `Showing ${shown.length} of ${matches.length} matching sessions`}
          </p>
          <ul className="cc-content-list" aria-label="Sessions">
            {shown.map((session) => (
              <li key={session.id} className="cc-content-item">
                <article aria-labelledby={`cc-content-session-${session.id}`}>
                  <h4 id={`cc-content-session-${session.id}`} className="cc-content-item__title">
                    {session.title}
                    {session.status === 'cancelled' && (
                      <>
                        {' '}
                        <Badge tone="danger">CANCELLED</Badge>
                      </>
                    )}
                  </h4>
                  <p className="cc-content-item__meta">
                    {[
                      session.track ?? session.sessionNumber,
                      session.day ?? 'Date TBA',
                      formatTimeRange(session.startTime, session.endTime),
                      session.location ?? 'Location TBA',
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  <p className="cc-content-item__summary">{session.speaker ?? 'Speaker TBA'}</p>
                  {session.status === 'cancelled' && session.cancellationNotes && (
                    <p className="cc-content-item__summary">Cancellation notes: {session.cancellationNotes}</p>
                  )}
                  <div className="ds-cluster ds-cluster--small">
                    <Button
                      size="small"
                      variant="secondary"
                      aria-label={`Edit ${session.title}`}
                      onClick={() => setEditing(session)}
                    >
                      Edit
                    </Button>
                    <Button
                      size="small"
                      variant="secondary"
                      aria-label={`Cancel ${session.title}`}
                      disabled={session.status === 'cancelled'}
                      onClick={() => setCancelling(session)}
                    >
                      Cancel
                    </Button>
                    <Button
                      size="small"
                      variant="danger"
                      aria-label={`Delete ${session.title}`}
                      onClick={() => setDeleting(session)}
                    >
                      Delete
                    </Button>
                  </div>
                </article>
              </li>
            ))}
          </ul>
          {matches.length > shown.length && (
            <Button variant="secondary" onClick={() => setLimit((n) => n + PAGE)}>
              Show {Math.min(PAGE, matches.length - shown.length)} more
            </Button>
          )}
        </>
      )}

      <SessionEditDialog
        session={editing}
        onClose={() => setEditing(null)}
        onDone={(text) => {
          setEditing(null);
          notify('success', text);
        }}
      />
      <CancelSessionDialog
        session={cancelling}
        onClose={() => setCancelling(null)}
        onDone={(text) => {
          setCancelling(null);
          notify('success', text);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete session"
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <p>Are you sure you want to delete this session?</p>
        <p>
          <strong>{deleting?.title}</strong>
        </p>
        <p>Its bookmarks and presenter links are deleted too. This cannot be undone.</p>
      </ConfirmDialog>
    </section>
  );
}
