import { announce, Button, Checkbox } from '@cc/design-system';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ACCOUNT_DATA_URL, useDeleteAccount } from '../api/my-account';
import { announceAfterPageChange } from '../utils/announce-after-page-change';
import { problemMessage } from '../utils/problem-message';
import { PasswordInput } from './password-input';

const PASSWORD_ID = 'cc-delete-password';
const CONFIRM_ID = 'cc-delete-confirm';

/** The Privacy Policy's rights: a copy of the data, and deleting the account (confirmed twice: tick and password). */
export function YourDataSection() {
  const [password, setPassword] = useState('');
  const [sure, setSure] = useState(false);
  const [errors, setErrors] = useState<{ password?: string; sure?: string }>({});
  const remove = useDeleteAccount();
  const navigate = useNavigate();

  function show(found: { password?: string; sure?: string }) {
    setErrors(found);
    announce(`There is a problem. ${Object.values(found).join('. ')}`, 'assertive');
    document.getElementById(found.sure ? CONFIRM_ID : PASSWORD_ID)?.focus();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (remove.isPending) return;
    const found: { password?: string; sure?: string } = {};
    if (!sure) found.sure = 'Tick the box to say you want to delete your account';
    if (!password) found.password = 'Type your current password';
    if (found.sure || found.password) return show(found);
    remove.mutate(
      { password },
      {
        onSuccess: () => {
          navigate('/');
          announceAfterPageChange('Your account and its data are deleted.');
        },
        onError: (error) => show({ password: problemMessage(error) }),
      },
    );
  }

  return (
    <section aria-labelledby="cc-your-data-heading" className="cc-account-section">
      <h2 id="cc-your-data-heading">Your data</h2>
      <p>
        Download a copy of what the app keeps about you: your account, your agenda, your questions, your votes and the
        news you have read. It is a JSON file.
      </p>
      <p>
        <a href={ACCOUNT_DATA_URL} download="my-conference-data.json" className="ds-target">
          Download my data
        </a>
      </p>
      <h3>Delete your account</h3>
      <p>
        This deletes your account, your agenda, your votes, the news you have read and your calendar link. Questions you
        asked stay on the Q&amp;A page, without your name. You cannot undo this.
      </p>
      <form className="cc-account-form" noValidate onSubmit={submit}>
        <Checkbox
          id={CONFIRM_ID}
          label="I want to delete my account and its data"
          checked={sure}
          error={errors.sure}
          onChange={(event) => {
            setSure(event.target.checked);
            setErrors((current) => ({ ...current, sure: undefined }));
          }}
        />
        <PasswordInput
          id={PASSWORD_ID}
          label="Your current password"
          name="delete-password"
          autoComplete="current-password"
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" variant="danger" loading={remove.isPending} loadingLabel="Deleting...">
          Delete my account
        </Button>
      </form>
    </section>
  );
}
