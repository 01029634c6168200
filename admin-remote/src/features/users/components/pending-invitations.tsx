import type { PendingInvitation } from '@cc/api/contract';
import { Alert, Button, Dialog, LoadingIndicator } from '@cc/design-system';
import { useId, useState } from 'react';
import { formatDateTime } from '../../../lib/format-datetime';
import { usePendingInvitations, useResendInvitation, useWithdrawInvitation } from '../api/pending-invitations';

export interface PendingInvitationsProps {
  /** An outcome to show and announce (the panel's message banner). */
  onMessage: (tone: 'success' | 'error', text: string) => void;
}

/**
 * Invitations sent but not yet accepted (issue 27): who was invited, by whom and when, with Resend (a new link)
 * and Withdraw (asked first). An invitation whose sender is no longer an admin says so: it cannot be accepted.
 */
export function PendingInvitations({ onMessage }: PendingInvitationsProps) {
  const invitations = usePendingInvitations();
  const resend = useResendInvitation();
  const withdraw = useWithdrawInvitation();
  const [withdrawing, setWithdrawing] = useState<PendingInvitation | null>(null);
  const headingId = useId();
  const list = invitations.data?.invitations ?? [];

  const fail = (error: Error) => onMessage('error', error.message);
  const confirmWithdraw = () => {
    if (!withdrawing) return;
    const { id } = withdrawing;
    setWithdrawing(null);
    withdraw.mutate(id, { onSuccess: (answer) => onMessage('success', answer.message), onError: fail });
  };

  return (
    <section className="ds-stack" aria-labelledby={headingId}>
      <h3 id={headingId}>Pending invitations</h3>
      {invitations.isPending && <LoadingIndicator message="Loading invitations..." />}
      {invitations.isError && <Alert tone="error">Could not load the invitations: {invitations.error.message}</Alert>}
      {invitations.isSuccess && list.length === 0 && <p>No invitations are waiting to be accepted.</p>}
      {list.length > 0 && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it (WCAG 2.1.1).
        <section className="ds-scroll-x cc-users-table-wrap" aria-label="Invitations, scrollable" tabIndex={0}>
          <table className="cc-users-table">
            <caption className="ds-visually-hidden">Invitations not yet accepted</caption>
            <thead>
              <tr>
                <th scope="col">Invited</th>
                <th scope="col">Sent by</th>
                <th scope="col">Sent</th>
                <th scope="col">Link works until</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.map((invitation) => (
                <tr key={invitation.id}>
                  <th scope="row">{invitation.name ? `${invitation.name} (${invitation.email})` : invitation.email}</th>
                  <td>
                    {invitation.sentBy ?? 'A deleted account'}
                    {!invitation.senderIsAdmin && ' (no longer an admin: this invitation cannot be accepted)'}
                  </td>
                  <td>{formatDateTime(invitation.sentAt)}</td>
                  <td>{formatDateTime(invitation.expiresAt)}</td>
                  <td>
                    <div className="ds-cluster">
                      <Button
                        variant="secondary"
                        aria-label={`Resend invitation to ${invitation.email}`}
                        loading={resend.isPending && resend.variables === invitation.id}
                        loadingLabel="Sending..."
                        onClick={() =>
                          resend.mutate(invitation.id, {
                            onSuccess: (answer) => onMessage('success', answer.message),
                            onError: fail,
                          })
                        }
                      >
                        Resend
                      </Button>
                      <Button
                        variant="danger"
                        aria-label={`Withdraw invitation to ${invitation.email}`}
                        onClick={() => setWithdrawing(invitation)}
                      >
                        Withdraw
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <Dialog
        open={withdrawing !== null}
        onClose={() => setWithdrawing(null)}
        title="Withdraw invitation"
        headingLevel={3}
        actions={
          <>
            <Button variant="danger" onClick={confirmWithdraw}>
              Withdraw
            </Button>
            <Button variant="secondary" onClick={() => setWithdrawing(null)}>
              Cancel
            </Button>
          </>
        }
      >
        <p>Withdraw the invitation to {withdrawing?.email}? The link in their email will stop working.</p>
      </Dialog>
    </section>
  );
}
