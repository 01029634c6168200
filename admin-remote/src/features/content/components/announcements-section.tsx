import type { AdminAnnouncement } from '@cc/api/contract';
import { Badge, Button, truncate } from '@cc/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { formatDateTime } from '../../../lib/format-datetime';
import { useLiveTopic } from '../../../lib/use-live-topic';
import { announcementsQueryKey, useAnnouncements, useDeleteAnnouncement } from '../api/announcements';
import type { Notify } from '../types/notify';
import { CATEGORY_LABELS, PRIORITY_OPTIONS, SUMMARY_LENGTH } from '../utils/announcement-form';
import { messages } from '../utils/messages';
import { AnnouncementFormDialog } from './announcement-form-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { ContentLoadState } from './content-load-state';

const PRIORITY_TONE = { normal: 'neutral', important: 'warning', urgent: 'danger' } as const;

interface AnnouncementsSectionProps {
  notify: Notify;
  /** Open the Create Announcement form at once (the dashboard's quick action). */
  startCreating: boolean;
}

/** Announcements: create, edit and delete, newest first, each with a 150-character summary. */
export function AnnouncementsSection({ notify, startCreating }: AnnouncementsSectionProps) {
  const queryClient = useQueryClient();
  const live = useLiveTopic('announcements', () => {
    void queryClient.invalidateQueries({ queryKey: announcementsQueryKey });
  });
  const announcements = useAnnouncements({ poll: live !== 'live' });
  const remove = useDeleteAnnouncement();
  const [form, setForm] = useState<{ editing: AdminAnnouncement | null } | null>(
    startCreating ? { editing: null } : null,
  );
  const [deleting, setDeleting] = useState<AdminAnnouncement | null>(null);
  const headingId = useId();
  const createButton = useRef<HTMLButtonElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (startCreating) setForm({ editing: null });
  }, [startCreating]);

  const confirmDelete = () => {
    const target = deleting;
    setDeleting(null);
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => notify('success', messages.deleted('Announcement')),
      onError: (error) => notify('error', messages.deleteFailed('Announcement', error.message)),
      onSettled: () => requestAnimationFrame(() => listHeading.current?.focus()),
    });
  };

  const list = announcements.data?.announcements ?? [];

  return (
    <section className="ds-stack" aria-labelledby={headingId}>
      <h3 id={headingId} ref={listHeading} tabIndex={-1}>
        Announcements
      </h3>
      <div className="ds-cluster">
        <Button ref={createButton} onClick={() => setForm({ editing: null })}>
          Create Announcement
        </Button>
        <Button
          variant="secondary"
          loading={announcements.isFetching}
          loadingLabel="Refreshing..."
          onClick={() => announcements.refetch()}
        >
          Refresh
        </Button>
      </div>

      <ContentLoadState
        query={announcements}
        loadingMessage="Loading announcements..."
        errorMessage={messages.loadFailed}
      />
      {announcements.isSuccess && list.length === 0 && <p>No announcements yet.</p>}
      {list.length > 0 && (
        <ul className="cc-content-list" aria-label="Announcements, newest first">
          {list.map((announcement) => (
            <li key={announcement.id} className="cc-content-item">
              <article aria-labelledby={`cc-announcement-${announcement.id}`}>
                <h4 id={`cc-announcement-${announcement.id}`} className="cc-content-item__title">
                  {announcement.title}
                </h4>
                <p className="cc-content-item__meta">
                  <Badge tone={PRIORITY_TONE[announcement.priority]}>
                    {PRIORITY_OPTIONS.find((option) => option.value === announcement.priority)?.label}
                  </Badge>{' '}
                  <Badge tone="info">{CATEGORY_LABELS[announcement.category]}</Badge>{' '}
                  <span>{formatDateTime(announcement.createdAt)}</span>
                  {announcement.createdByName && <span> · by {announcement.createdByName}</span>}
                  {announcement.updatedAt !== announcement.createdAt && (
                    <span> · updated {formatDateTime(announcement.updatedAt)}</span>
                  )}
                </p>
                <p className="cc-content-item__summary">{truncate(announcement.summary, SUMMARY_LENGTH)}</p>
                <div className="ds-cluster ds-cluster--small">
                  <Button
                    size="small"
                    variant="secondary"
                    aria-label={`Edit ${announcement.title}`}
                    onClick={() => setForm({ editing: announcement })}
                  >
                    Edit
                  </Button>
                  <Button
                    size="small"
                    variant="danger"
                    aria-label={`Delete ${announcement.title}`}
                    onClick={() => setDeleting(announcement)}
                  >
                    Delete
                  </Button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}

      <AnnouncementFormDialog
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
        title="Delete announcement"
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <p>Are you sure you want to delete this announcement? This cannot be undone.</p>
        <p>
          <strong>{deleting?.title}</strong>
        </p>
      </ConfirmDialog>
    </section>
  );
}
