import type { AdminChairInvitation } from '@cc/api/contract';
import { Button, Dialog } from '@cc/design-system';
import { useId, useState } from 'react';
import { formatDateTime } from '../../../lib/format-datetime';
import { useResendChairInvitation, useWithdrawChairInvitation } from '../api/session-chairs';

export interface ChairInvitationsProps {
  invitations: AdminChairInvitation[];
  /** A session's title by id (the sessions list the section loaded). */
  titleOf: (sessionId: number) => string;
  /** An outcome to show, announce and move focus to (the section's message). */
  onMessage: (tone: 'success' | 'error', text: string) => void;
}

/** "Cara Chair (cara@example.org)", or the address alone when the invitation has no name. */
export const invitee = (invitation: AdminChairInvitation) =>
  invitation.name ? `${invitation.name} (${invitation.email})` : invitation.email;

/**
 * Chair invitations sent and not yet accepted (issue 34), like the Users tab's admin invitations: who, for which
 * sessions, sent by whom and when, until when the link works, with Resend (a new link; the old one stops) and
 * Withdraw (asked first; the link stops).
 */
export function ChairInvitations({ invitations, titleOf, onMessage }: ChairInvitationsProps) {
  const resend = useResendChairInvitation();
  const withdraw = useWithdrawChairInvitation();
  const [withdrawing, setWithdrawing] = useState<AdminChairInvitation | null>(null);
  const headingId = useId();

  const fail = (error: Error) => onMessage('error', error.message);
  const confirmWithdraw = () => {
    if (!withdrawing) return;
    const { id } = withdrawing;
    setWithdrawing(null);
    withdraw.mutate(id, { onSuccess: (answer) => onMessage('success', answer.message), onError: fail });
  };

  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId}>Invited, not yet accepted</h4>
      {invitations.length === 0 ? (
        <p>No chair invitations are waiting to be accepted.</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it (WCAG 2.1.1).
        <section className="ds-scroll-x cc-users-table-wrap" aria-label="Chair invitations, scrollable" tabIndex={0}>
          <table className="cc-chairs-table">
            <caption className="ds-visually-hidden">Chair invitations not yet accepted</caption>
            <thead>
              <tr>
                <th scope="col">Invited</th>
                <th scope="col">To chair</th>
                <th scope="col">Sent by</th>
                <th scope="col">Sent</th>
                <th scope="col">Link works until</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {invitations.map((invitation) => (
                <tr key={invitation.id}>
                  <th scope="row">{invitee(invitation)}</th>
                  <td>{invitation.sessionIds.map(titleOf).join(', ')}</td>
                  <td>{invitation.sentBy ?? 'A deleted account'}</td>
                  <td>{formatDateTime(invitation.sentAt)}</td>
                  <td>{formatDateTime(invitation.expiresAt)}</td>
                  <td>
                    <div className="ds-cluster">
                      <Button
                        variant="secondary"
                        size="small"
                        aria-label={`Resend the chair invitation to ${invitee(invitation)}`}
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
                        size="small"
                        aria-label={`Withdraw the chair invitation to ${invitee(invitation)}`}
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
        title="Withdraw chair invitation"
        headingLevel={4}
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
        <p>
          Withdraw the invitation to {withdrawing ? invitee(withdrawing) : ''} to chair{' '}
          {withdrawing ? withdrawing.sessionIds.map(titleOf).join(', ') : ''}? The link in their email will stop
          working.
        </p>
      </Dialog>
    </section>
  );
}
