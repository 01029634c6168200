/** The password-reset email, in plain words: what it is, what to do, how long it works, what if it was not you. */
import type { OutgoingMail } from '../mail/mailer';

export function resetEmail(to: string, conferenceName: string, link: string, lifetime: string): OutgoingMail {
  return {
    to,
    subject: `Reset your password for ${conferenceName}`,
    text: [
      'Hello,',
      '',
      `Someone asked to reset the password of the ${conferenceName} account for this email address.`,
      '',
      'To choose a new password, open this link:',
      link,
      '',
      `The link works once, for ${lifetime}. After you choose a new password, you are signed out on every device.`,
      '',
      'If you did not ask for this, you can ignore this email. Your password stays the same.',
    ].join('\n'),
  };
}
