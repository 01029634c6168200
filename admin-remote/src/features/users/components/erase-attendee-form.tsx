import { Alert, announce, Button, Checkbox, TextField } from '@cc/design-system';
import { type FormEvent, useState } from 'react';
import { useEraseAttendee } from '../api/invite-admin';

/** Erase an attendee's account on their request (issue 19; the Privacy Policy says they may ask). */
export function EraseAttendeeForm() {
  const [email, setEmail] = useState('');
  const [sure, setSure] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const erase = useEraseAttendee();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (erase.isPending) return;
    setDone(null);
    const missing = !email.trim()
      ? 'Type the email address of the attendee’s account'
      : !sure
        ? 'Tick the box to confirm the attendee asked for this'
        : null;
    setProblem(missing);
    if (missing) return announce(missing, 'assertive');
    erase.mutate(
      { email: email.trim() },
      {
        onSuccess: (answer) => {
          setEmail('');
          setSure(false);
          setDone(answer.message);
          announce(answer.message);
        },
        onError: (error) => {
          setProblem(error.message);
          announce(error.message, 'assertive');
        },
      },
    );
  };

  return (
    <form className="cc-users-form" aria-labelledby="cc-erase-heading" onSubmit={submit} noValidate>
      <h3 id="cc-erase-heading">Erase an attendee’s account</h3>
      <p>
        When an attendee asks, this deletes their account, sessions, calendar link, agenda, votes and read news. Their
        questions stay, without a name. It cannot be undone.
      </p>
      {problem && <Alert tone="error">{problem}</Alert>}
      {done && <Alert tone="success">{done}</Alert>}
      <TextField
        label="Attendee’s email"
        type="email"
        autoComplete="off"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Checkbox
        id="cc-erase-confirm"
        label="The attendee asked for their account to be erased"
        checked={sure}
        onChange={(e) => setSure(e.target.checked)}
      />
      <Button type="submit" variant="danger" loading={erase.isPending} loadingLabel="Erasing...">
        Erase account
      </Button>
    </form>
  );
}
