import type { AdminUser } from '@cc/api/contract';
import { Alert, announce, Button, Dialog, LoadingIndicator, MessageBanner } from '@cc/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useDeleteAdminUsers } from '../api/delete-admin-users';
import { useAdminUsers } from '../api/get-admin-users';
import { pendingInvitationsKey } from '../api/pending-invitations';
import { messages } from '../utils/messages';
import { deletionOutcome, type MessageTone, planDeletion } from '../utils/plan-deletion';
import { CreateUserForm } from './create-user-form';
import { EraseAttendeeForm } from './erase-attendee-form';
import { PendingInvitations } from './pending-invitations';
import { UsersTable } from './users-table';
import './users.css';

interface Message {
  tone: MessageTone;
  text: string;
}

/** The Users tab ('User Management', admin.md §2): invite admins, delete them in bulk, erase an attendee. */
export default function UsersPanel() {
  const users = useAdminUsers();
  const remove = useDeleteAdminUsers();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<Message | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState<AdminUser[] | null>(null);
  const headingId = useId();
  const formId = useId();
  const addButton = useRef<HTMLButtonElement>(null);

  const list = users.data?.users ?? [];

  const show = (next: Message) => {
    setMessage(next);
    announce(next.text, next.tone === 'error' ? 'assertive' : 'polite');
  };

  const toggle = (id: string, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  const deleteSelected = () => {
    const plan = planDeletion(list.filter((user) => selected.has(user.id)));
    if (plan.warning) show({ tone: 'warning', text: plan.warning });
    else setMessage(null);
    // The protected admin (and the admin's own account) are dropped from the selection.
    setSelected(new Set(plan.deletable.map((user) => user.id)));
    if (plan.deletable.length > 0) setConfirming(plan.deletable);
  };

  const confirmDelete = () => {
    if (!confirming) return;
    const ids = confirming.map((user) => user.id);
    setConfirming(null);
    remove.mutate(ids, {
      onSuccess: (result) => show(deletionOutcome(result)),
      onError: (error) => show({ tone: 'error', text: messages.deleteRequestFailed(error.message) }),
      onSettled: () => setSelected(new Set()),
    });
  };

  return (
    <section className="cc-users ds-stack" aria-labelledby={headingId}>
      <div className="ds-cluster ds-cluster--between">
        <h2 id={headingId}>{messages.heading}</h2>
        <Button
          ref={addButton}
          aria-expanded={formOpen}
          aria-controls={formOpen ? formId : undefined}
          onClick={() => setFormOpen((open) => !open)}
        >
          {messages.addUser}
        </Button>
      </div>

      {message && (
        <MessageBanner tone={message.tone} onDismiss={() => setMessage(null)}>
          {message.text}
        </MessageBanner>
      )}

      {formOpen && (
        <CreateUserForm
          id={formId}
          onInvited={(text) => {
            setFormOpen(false);
            show({ tone: 'success', text });
            queryClient.invalidateQueries({ queryKey: pendingInvitationsKey });
            addButton.current?.focus();
          }}
        />
      )}

      {users.isPending && <LoadingIndicator message={messages.loading} />}
      {users.isError && (
        <div className="ds-stack">
          <Alert tone="error">{messages.loadFailed(users.error.message)}</Alert>
          <Button variant="secondary" onClick={() => users.refetch()}>
            Retry
          </Button>
        </div>
      )}
      {users.isSuccess && list.length === 0 && <p>{messages.empty}</p>}
      {users.isSuccess && list.length > 0 && (
        <>
          <div className="cc-users-selection ds-cluster">
            <p className="cc-users-selection__count">{messages.selected(selected.size)}</p>
            <Button
              variant="danger"
              loading={remove.isPending}
              loadingLabel={messages.deleting}
              onClick={deleteSelected}
            >
              {messages.deleteSelected}
            </Button>
          </div>
          <UsersTable
            users={list}
            selected={selected}
            onToggle={toggle}
            onToggleAll={(checked) => setSelected(new Set(checked ? list.map((user) => user.id) : []))}
          />
        </>
      )}

      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title="Delete users"
        headingLevel={3}
        actions={
          <>
            <Button variant="danger" onClick={confirmDelete}>
              Delete
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
          </>
        }
      >
        <p>{messages.confirm(confirming?.length ?? 0)}</p>
        <ul>
          {confirming?.map((user) => (
            <li key={user.id}>{user.email}</li>
          ))}
        </ul>
        <p>This cannot be undone.</p>
      </Dialog>

      <PendingInvitations onMessage={(tone, text) => show({ tone, text })} />

      <EraseAttendeeForm />
    </section>
  );
}
