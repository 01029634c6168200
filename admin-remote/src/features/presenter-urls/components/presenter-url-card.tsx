import { ApiRequestError } from '@cc/api/client';
import type { AdminPresenterUrl } from '@cc/api/contract';
import { Badge, type BadgeTone, Button, Dialog, TextArea, VisuallyHidden } from '@cc/design-system';
import { type Ref, useState } from 'react';
import { formatDateTime } from '../../../lib/format-datetime';
import { useDeletePresenterUrl } from '../api/delete-presenter-url';
import { useModeratePresenterUrl } from '../api/moderate-presenter-url';
import { messages } from '../utils/messages';
import { isWebUrl, sessionLine } from '../utils/session-line';

/** Matches the API's limit on moderation notes. */
const NOTES_MAX = 2000;

const statusBadge: Record<AdminPresenterUrl['status'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'warning' },
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
};

export interface Outcome {
  tone: 'success' | 'error';
  text: string;
}

interface Props {
  url: AdminPresenterUrl;
  onOutcome: (outcome: Outcome) => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

const reason = (error: Error) => (error instanceof ApiRequestError ? error.message : 'please try again');

/** One submitted URL: session, presenter, link, description and moderation (admin.md §2 Presenter URLs). */
export function PresenterUrlCard({ url, onOutcome, headingRef }: Props) {
  const [notes, setNotes] = useState('');
  const [confirming, setConfirming] = useState(false);
  const moderate = useModeratePresenterUrl();
  const remove = useDeletePresenterUrl();
  const busy = moderate.isPending || remove.isPending;
  const badge = statusBadge[url.status];
  const headingId = `cc-url-${url.id}-heading`;

  // mutateAsync: the answer is reported even when this card has left the list (approved URLs leave Pending).
  const decide = async (status: 'approved' | 'rejected') => {
    if (busy) return;
    try {
      await moderate.mutateAsync({ id: url.id, body: { status, notes: notes.trim() || null } });
      onOutcome({ tone: 'success', text: messages.moderated(status) });
    } catch (error) {
      onOutcome({ tone: 'error', text: messages.moderateFailed(status, reason(error as Error)) });
    }
  };

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(url.id);
      onOutcome({ tone: 'success', text: messages.deleted });
    } catch (error) {
      onOutcome({ tone: 'error', text: messages.deleteFailed(reason(error as Error)) });
    } finally {
      setConfirming(false);
    }
  };

  return (
    <article className="cc-url" aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="cc-url__title">
        {url.session.title}
      </h3>
      <p className="cc-dash__meta">{sessionLine(url.session)}</p>
      <dl className="cc-qa__facts">
        <div>
          <dt>Status</dt>
          <dd>
            <Badge tone={badge.tone}>{badge.label}</Badge>
          </dd>
        </div>
        <div>
          <dt>Presenter</dt>
          <dd>
            {url.presenterName} (<a href={`mailto:${url.presenterEmail}`}>{url.presenterEmail}</a>)
          </dd>
        </div>
        <div>
          <dt>Link</dt>
          <dd className="cc-dash__url">
            {isWebUrl(url.url) ? (
              <a href={url.url} target="_blank" rel="noopener noreferrer" className="ds-target">
                {url.url}
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </a>
            ) : (
              url.url
            )}
          </dd>
        </div>
        <div>
          <dt>Description</dt>
          <dd>{url.description ?? 'None given'}</dd>
        </div>
        <div>
          <dt>Submitted</dt>
          <dd>{formatDateTime(url.createdAt)}</dd>
        </div>
        {url.status !== 'pending' && (
          <div>
            <dt>Moderated</dt>
            <dd>
              {badge.label} by {url.moderatedByName ?? url.moderatedByEmail ?? 'a former admin'}
              {url.moderatedAt && <>, {formatDateTime(url.moderatedAt)}</>}
            </dd>
          </div>
        )}
        {url.status !== 'pending' && (
          <div>
            <dt>Notes</dt>
            <dd>{url.moderationNotes ?? 'None'}</dd>
          </div>
        )}
      </dl>

      {url.status === 'pending' ? (
        <>
          <TextArea
            label={
              <>
                Moderation notes (optional) <VisuallyHidden>for {url.presenterName}’s URL</VisuallyHidden>
              </>
            }
            value={notes}
            maxLength={NOTES_MAX}
            rows={2}
            onChange={(event) => setNotes(event.target.value)}
          />
          <div className="cc-qa__actions">
            <Button onClick={() => decide('approved')}>
              Approve <VisuallyHidden>URL from {url.presenterName}</VisuallyHidden>
            </Button>
            <Button variant="danger" onClick={() => decide('rejected')}>
              Reject <VisuallyHidden>URL from {url.presenterName}</VisuallyHidden>
            </Button>
          </div>
        </>
      ) : (
        <div className="cc-qa__actions">
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Delete <VisuallyHidden>URL from {url.presenterName}</VisuallyHidden>
          </Button>
        </div>
      )}

      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Delete this URL?"
        headingLevel={3}
        actions={
          <>
            <Button variant="danger" loading={remove.isPending} onClick={confirmDelete}>
              Delete URL
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </>
        }
      >
        <p>
          {url.url} from {url.presenterName} will be deleted. This cannot be undone.
        </p>
      </Dialog>
    </article>
  );
}
