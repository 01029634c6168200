import type { AdminSponsor } from '@cc/api/contract';
import { Alert, Button, LoadingIndicator, VisuallyHidden } from '@cc/design-system';
import { useId, useRef, useState } from 'react';
import { useDeleteSponsor, useReorderSponsors, useSponsors } from '../api/sponsors';
import { type MoveDirection, useRefocusAfterMove } from '../hooks/use-refocus-after-move';
import type { Notify } from '../types/notify';
import { messages } from '../utils/messages';
import { movedIds } from '../utils/sponsor-form';
import { ConfirmDialog } from './confirm-dialog';
import { SponsorFormDialog } from './sponsor-form-dialog';

type Direction = MoveDirection;

/** The sponsors in the order attendees see them: add, edit, move up or down, delete (issue 21). */
export function SponsorListEditor({ notify }: { notify: Notify }) {
  const sponsors = useSponsors();
  const reorder = useReorderSponsors();
  const remove = useDeleteSponsor();
  const [form, setForm] = useState<{ editing: AdminSponsor | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminSponsor | null>(null);
  const headingId = useId();
  const listHeading = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLOListElement>(null);

  const list = sponsors.data?.sponsors ?? [];

  const { refocus } = useRefocusAfterMove(
    listRef,
    list.map((item) => item.id),
  );

  const move = (sponsor: AdminSponsor, direction: Direction) => {
    const ids = movedIds(
      list.map((item) => item.id),
      sponsor.id,
      direction,
    );
    // One move at a time; the buttons stay enabled meanwhile, since a disabled button drops the keyboard focus.
    if (!ids || reorder.isPending) return;
    reorder.mutate(ids, {
      onSuccess: () => {
        notify('success', messages.sponsorMoved(sponsor.name, direction, ids.indexOf(sponsor.id) + 1, ids.length));
        refocus(sponsor.id, direction, ids);
      },
      onError: (error) => notify('error', messages.sponsorMoveFailed(error.message)),
    });
  };

  const confirmDelete = () => {
    const target = deleting;
    setDeleting(null);
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => notify('success', messages.deleted(`Sponsor ${target.name}`)),
      onError: (error) => notify('error', messages.deleteFailed('Sponsor', error.message)),
      onSettled: () => requestAnimationFrame(() => listHeading.current?.focus()),
    });
  };

  return (
    <section className="ds-stack" aria-labelledby={headingId}>
      <div className="cc-content-toolbar">
        <h4 id={headingId} ref={listHeading} tabIndex={-1}>
          Sponsor list
        </h4>
        <Button onClick={() => setForm({ editing: null })}>Add Sponsor</Button>
      </div>
      {sponsors.isPending && <LoadingIndicator message="Loading sponsors..." />}
      {sponsors.isError && (
        <div className="ds-stack">
          <Alert tone="error">{messages.loadFailed}</Alert>
          <Button variant="secondary" onClick={() => sponsors.refetch()}>
            Retry
          </Button>
        </div>
      )}
      {sponsors.isSuccess && list.length === 0 && <p>No sponsors yet. Attendees see an empty Sponsors page.</p>}
      {list.length > 0 && (
        <ol ref={listRef} className="cc-sponsor-editor" aria-label="Sponsors, in the order attendees see them">
          {list.map((sponsor, index) => (
            <li key={sponsor.id} className="cc-sponsor-editor__item" data-item-id={sponsor.id}>
              <img className="cc-sponsor-editor__logo" src={sponsor.logoUrl} alt={sponsor.logoAlt} loading="lazy" />
              <div className="cc-sponsor-editor__text">
                <h5 className="cc-content-item__title">{sponsor.name}</h5>
                <p className="cc-content-item__meta">
                  {index + 1} of {list.length} · {sponsor.url}
                </p>
                <p className="cc-content-item__meta">Logo description: {sponsor.logoAlt}</p>
              </div>
              <div className="ds-cluster cc-sponsor-editor__actions">
                <Button
                  size="small"
                  variant="secondary"
                  data-move="up"
                  disabled={index === 0}
                  onClick={() => move(sponsor, 'up')}
                >
                  Move up <VisuallyHidden>{sponsor.name}</VisuallyHidden>
                </Button>
                <Button
                  size="small"
                  variant="secondary"
                  data-move="down"
                  disabled={index === list.length - 1}
                  onClick={() => move(sponsor, 'down')}
                >
                  Move down <VisuallyHidden>{sponsor.name}</VisuallyHidden>
                </Button>
                <Button size="small" variant="secondary" onClick={() => setForm({ editing: sponsor })}>
                  Edit <VisuallyHidden>{sponsor.name}</VisuallyHidden>
                </Button>
                <Button size="small" variant="danger" onClick={() => setDeleting(sponsor)}>
                  Delete <VisuallyHidden>{sponsor.name}</VisuallyHidden>
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}

      <SponsorFormDialog
        open={form !== null}
        editing={form?.editing ?? null}
        onClose={() => setForm(null)}
        onDone={(text) => {
          setForm(null);
          notify('success', text);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete sponsor"
        confirmLabel="Delete Sponsor"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <p>
          Are you sure you want to delete <strong>{deleting?.name}</strong>? Attendees will no longer see it, and its
          logo is deleted too. This cannot be undone.
        </p>
      </ConfirmDialog>
    </section>
  );
}
