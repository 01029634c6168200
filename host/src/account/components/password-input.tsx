import { Checkbox, TextField, type TextFieldProps } from '@cc/design-system';
import { useState } from 'react';

type Props = Omit<TextFieldProps, 'type' | 'id'> & { id: string };

/**
 * A password field with "Show password": typing blind is hard with a switch, eye gaze or a tremor. No spell
 * checking or capitalising, so a shown password is neither sent to a spelling service nor changed.
 */
export function PasswordInput({ id, ...rest }: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="cc-account-password">
      <TextField {...rest} id={id} type={visible ? 'text' : 'password'} spellCheck={false} autoCapitalize="none" />
      <Checkbox
        id={`${id}-show`}
        label="Show password"
        checked={visible}
        onChange={(event) => setVisible(event.target.checked)}
      />
    </div>
  );
}
