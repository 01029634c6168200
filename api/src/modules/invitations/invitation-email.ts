/** The admin invitation email: who invited, what to do, how long the link works. */
import type { OutgoingMail } from '../mail/mailer';

export function invitationEmail(to: string, conferenceName: string, inviter: string, link: string): OutgoingMail {
  return {
    to,
    subject: `You are invited to be an admin of ${conferenceName}`,
    text: [
      'Hello,',
      '',
      `${inviter} invited you to help run ${conferenceName} as an admin.`,
      '',
      'To accept, open this link and choose your own password:',
      link,
      '',
      'The link works once, for 7 days. Nobody else knows or chooses your password.',
      '',
      'If you did not expect this, you can ignore this email.',
    ].join('\n'),
  };
}
