import type { InviteAdminBody } from '@cc/api/contract';
import { Alert, Button, TextField } from '@cc/design-system';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useInviteAdmin } from '../api/invite-admin';
import { messages } from '../utils/messages';
import { inviteProblem } from '../utils/plan-deletion';

const EMPTY: InviteAdminBody = { email: '', name: '' };

interface CreateUserFormProps {
  id: string;
  /** The invitation went out: the panel closes the form and shows the server's message. */
  onInvited: (message: string) => void;
}

/**
 * 'Create New Admin User' (admin.md §2), by invitation since issue 19: the admin gives the person's email and name;
 * the person gets a link and chooses their own password, so this form has no password field.
 */
export function CreateUserForm({ id, onInvited }: CreateUserFormProps) {
  const [fields, setFields] = useState<InviteAdminBody>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const invite = useInviteAdmin();
  const headingId = useId();
  const aboutId = useId();
  const emailRef = useRef<HTMLInputElement>(null);

  // Opened by 'Add User': start at the first field.
  useEffect(() => emailRef.current?.focus(), []);

  const set = (key: keyof InviteAdminBody) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invite.isPending) return;
    const found = inviteProblem(fields);
    setProblem(found);
    if (found) return;
    invite.mutate(
      { email: fields.email.trim(), name: fields.name.trim() },
      {
        onSuccess: (answer) => {
          setFields(EMPTY);
          onInvited(answer.message);
        },
      },
    );
  };

  const error = problem ?? (invite.isError ? messages.inviteFailed(invite.error.message) : null);

  return (
    <form
      id={id}
      className="cc-users-form"
      aria-labelledby={headingId}
      aria-describedby={aboutId}
      onSubmit={submit}
      noValidate
    >
      <h3 id={headingId}>{messages.formHeading}</h3>
      <p id={aboutId}>{messages.formAbout}</p>
      {error && <Alert tone="error">{error}</Alert>}
      <TextField
        ref={emailRef}
        label="Email"
        type="email"
        autoComplete="off"
        required
        value={fields.email}
        onChange={set('email')}
      />
      <TextField label="Full Name" autoComplete="off" required value={fields.name} onChange={set('name')} />
      <Button type="submit" loading={invite.isPending} loadingLabel={messages.sending}>
        {messages.sendInvitation}
      </Button>
    </form>
  );
}
