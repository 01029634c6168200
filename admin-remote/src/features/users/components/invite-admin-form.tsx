import { Alert, announce, Button, TextField } from '@cc/design-system';
import { type FormEvent, useState } from 'react';
import { useInviteAdmin } from '../api/invite-admin';

/** Invite an admin by email (issue 19): the invitee chooses their own password from the link. */
export function InviteAdminForm() {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const invite = useInviteAdmin();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invite.isPending) return;
    setSent(null);
    invite.mutate(
      { email: email.trim(), name: name.trim() },
      {
        onSuccess: (answer) => {
          setEmail('');
          setName('');
          setSent(answer.message);
          announce(answer.message);
        },
        onError: (error) => announce(error.message, 'assertive'),
      },
    );
  };

  return (
    <form className="cc-users-form" aria-labelledby="cc-invite-heading" onSubmit={submit} noValidate>
      <h3 id="cc-invite-heading">Invite an admin by email</h3>
      <p>The person gets an email with a link. They choose their own password; nobody else sees it.</p>
      {invite.isError && <Alert tone="error">{invite.error.message}</Alert>}
      {sent && <Alert tone="success">{sent}</Alert>}
      <TextField
        label="Their email"
        type="email"
        autoComplete="off"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextField
        label="Their full name"
        autoComplete="off"
        required
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <Button type="submit" loading={invite.isPending} loadingLabel="Sending...">
        Send invitation
      </Button>
    </form>
  );
}
