import { Button, TextField, type TextFieldProps } from '@cc/design-system';
import { useState } from 'react';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'id'> & { id: string };

/**
 * A password input with a show/hide toggle. The toggle's name says what pressing it does next;
 * it is the same button before and after, so focus stays on it.
 */
export function PasswordField({ id, ...rest }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="cc-admin-password">
      {/* No spell checking: a shown password must not be sent to a spelling service. */}
      <TextField {...rest} id={id} type={visible ? 'text' : 'password'} spellCheck={false} autoCapitalize="none" />
      <Button
        variant="secondary"
        size="small"
        className="cc-admin-password__toggle"
        aria-controls={id}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? 'Hide password' : 'Show password'}
      </Button>
    </div>
  );
}
