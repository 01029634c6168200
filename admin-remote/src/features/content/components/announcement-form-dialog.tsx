import { ApiRequestError } from '@cc/api/client';
import type { AdminAnnouncement } from '@cc/api/contract';
import { Alert, Button, Dialog, SelectField, TextArea, TextField } from '@cc/design-system';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useCreateAnnouncement, useUpdateAnnouncement } from '../api/announcements';
import {
  type AnnouncementDraft,
  type AnnouncementErrors,
  announcementBody,
  CATEGORY_OPTIONS,
  draftOf,
  EMPTY_DRAFT,
  PRIORITY_OPTIONS,
  SUMMARY_LENGTH,
  summaryMayBeStale,
  validateAnnouncement,
} from '../utils/announcement-form';
import { messages } from '../utils/messages';

interface AnnouncementFormDialogProps {
  open: boolean;
  /** The announcement to edit; null to create one. */
  editing: AdminAnnouncement | null;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** Create Announcement / Edit Announcement in the design-system Dialog (admin.md §2, §5). */
export function AnnouncementFormDialog({ open, editing, onClose, onDone }: AnnouncementFormDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={editing ? 'Edit Announcement' : 'Create Announcement'}
      headingLevel={3}
      className="cc-content-dialog"
    >
      {open && <AnnouncementForm editing={editing} onCancel={onClose} onDone={onDone} />}
    </Dialog>
  );
}

function AnnouncementForm({
  editing,
  onCancel,
  onDone,
}: {
  editing: AdminAnnouncement | null;
  onCancel: () => void;
  onDone: (message: string) => void;
}) {
  const [draft, setDraft] = useState<AnnouncementDraft>(() => (editing ? draftOf(editing) : EMPTY_DRAFT));
  const [errors, setErrors] = useState<AnnouncementErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateAnnouncement();
  const update = useUpdateAnnouncement();
  const titleInput = useRef<HTMLInputElement>(null);
  const contentInput = useRef<HTMLTextAreaElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const formId = useId();

  useEffect(() => {
    // After the dialog has opened (its own effect runs after this one).
    const frame = requestAnimationFrame(() => titleInput.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  // A failed save takes focus to its message once it has rendered.
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const set = <K extends keyof AnnouncementDraft>(key: K, value: AnnouncementDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  // Every category an announcement can have is in the one list (issue 27).
  const categories = CATEGORY_OPTIONS;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateAnnouncement(draft);
    setErrors(found);
    if (found.title) {
      titleInput.current?.focus();
      return;
    }
    if (found.content) {
      contentInput.current?.focus();
      return;
    }
    setFailure(null);
    const body = announcementBody(draft);
    const fail = (text: string) => setFailure(text);
    if (editing) {
      // The version the edit started from: the server answers 409 when another admin saved in between.
      update.mutate(
        { id: editing.id, body: { ...body, version: editing.version } },
        {
          onSuccess: () => onDone(messages.updated('Announcement')),
          onError: (error) => {
            const stale = error instanceof ApiRequestError && error.statusCode === 409;
            fail(
              messages.updateFailed('Announcement', error.message) +
                (stale ? ' Close this form to see the latest version, then edit again.' : ''),
            );
          },
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: () => onDone(messages.created),
        onError: (error) => fail(messages.createFailed(error.message)),
      });
    }
  };

  const busy = create.isPending || update.isPending;

  return (
    <form id={formId} className="cc-content-form" onSubmit={submit} noValidate>
      {failure && (
        <div ref={failureRef} tabIndex={-1}>
          <Alert tone="error">{failure}</Alert>
        </div>
      )}
      {editing && (
        <p className="ds-text-small">
          Attendees see a saved change marked "Updated", and the announcement becomes unread again for those who had
          read it.
        </p>
      )}
      <TextField
        ref={titleInput}
        label="Title"
        required
        maxLength={200}
        value={draft.title}
        error={errors.title}
        onChange={(event) => set('title', event.target.value)}
      />
      <TextArea
        ref={contentInput}
        label="Content"
        required
        rows={6}
        maxLength={10000}
        value={draft.content}
        error={errors.content}
        onChange={(event) => set('content', event.target.value)}
      />
      <TextArea
        label="Summary"
        hint={
          summaryMayBeStale(editing, draft)
            ? 'You changed the content: check this summary still matches it, or empty it to use the start of the new content.'
            : `Optional. Left empty, the first ${SUMMARY_LENGTH} characters of the content are used, and follow any correction.`
        }
        rows={3}
        maxLength={500}
        value={draft.summary}
        onChange={(event) => set('summary', event.target.value)}
      />
      <div className="cc-content-form__row">
        <SelectField
          label="Priority"
          value={draft.priority}
          options={PRIORITY_OPTIONS}
          onChange={(event) => set('priority', event.target.value as AnnouncementDraft['priority'])}
        />
        <SelectField
          label="Category"
          value={draft.category}
          options={categories}
          onChange={(event) => set('category', event.target.value as AnnouncementDraft['category'])}
        />
      </div>
      <div className="cc-content-form__row">
        <TextField
          type="url"
          label="Action link (optional)"
          hint="A web address (https://…) or a page of this app (/map)"
          maxLength={2000}
          value={draft.actionUrl}
          onChange={(event) => set('actionUrl', event.target.value)}
        />
        <TextField
          label="Action link text (optional)"
          hint="Shown as 'Learn More' when left empty"
          maxLength={100}
          value={draft.actionText}
          onChange={(event) => set('actionText', event.target.value)}
        />
      </div>
      <div className="ds-cluster">
        <Button type="submit" loading={busy} loadingLabel="Saving...">
          {editing ? 'Save Changes' : 'Create Announcement'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
