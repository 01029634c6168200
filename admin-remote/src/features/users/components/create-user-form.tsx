import type { CreateAdminUserBody } from '@cc/api/contract';
import { Alert, Button, TextField } from '@cc/design-system';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useCreateAdminUser } from '../api/create-admin-user';
import { messages, PASSWORD_MAX } from '../utils/messages';
import { createUserProblem } from '../utils/plan-deletion';

const EMPTY: CreateAdminUserBody = { email: '', name: '', password: '' };

interface CreateUserFormProps {
  id: string;
  /** The account was created: the panel closes the form and shows the success message. */
  onCreated: (email: string) => void;
}

/** 'Create New Admin User': email, full name and password, all required; the password 12–128 characters. */
export function CreateUserForm({ id, onCreated }: CreateUserFormProps) {
  const [fields, setFields] = useState<CreateAdminUserBody>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateAdminUser();
  const headingId = useId();
  const emailRef = useRef<HTMLInputElement>(null);

  // Opened by 'Add User': start at the first field.
  useEffect(() => emailRef.current?.focus(), []);

  const set = (key: keyof CreateAdminUserBody) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = createUserProblem(fields);
    setProblem(found);
    if (found) return;
    create.mutate(fields, {
      onSuccess: ({ user }) => {
        setFields(EMPTY);
        onCreated(user.email);
      },
    });
  };

  const error = problem ?? (create.isError ? messages.createFailed(create.error.message) : null);

  return (
    <form id={id} className="cc-users-form" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h3 id={headingId}>{messages.formHeading}</h3>
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
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        hint={messages.passwordHint}
        maxLength={PASSWORD_MAX}
        value={fields.password}
        onChange={set('password')}
      />
      <Button type="submit" loading={create.isPending} loadingLabel={messages.creating}>
        {messages.createUser}
      </Button>
    </form>
  );
}
