/** The email inviting a person to chair sessions: who invited, which sessions, what to do, how long it works. */
import type { OutgoingMail } from '../mail/mailer';

export function chairInvitationEmail(
  to: string,
  conferenceName: string,
  inviter: string,
  sessionTitles: string[],
  link: string,
): OutgoingMail {
  return {
    to,
    subject: `You are invited to chair sessions at ${conferenceName}`,
    text: [
      'Hello,',
      '',
      `${inviter} invited you to chair ${sessionTitles.length === 1 ? 'this session' : 'these sessions'} at ${conferenceName}:`,
      ...sessionTitles.map((title) => `- ${title}`),
      '',
      'To accept, open this link and choose your own password. Then sign in, and open Account, then "Sessions you chair", on your phone in the room.',
      link,
      '',
      'The link works once, for 7 days. Nobody else knows or chooses your password.',
      '',
      'If you did not expect this, you can ignore this email.',
    ].join('\n'),
  };
}

/** To a person who has an account already: they chair these sessions now. */
export function chairAssignedEmail(
  to: string,
  conferenceName: string,
  inviter: string,
  sessionTitles: string[],
  link: string,
): OutgoingMail {
  return {
    to,
    subject: `You chair sessions at ${conferenceName}`,
    text: [
      'Hello,',
      '',
      `${inviter} made you chair of ${sessionTitles.length === 1 ? 'this session' : 'these sessions'} at ${conferenceName}:`,
      ...sessionTitles.map((title) => `- ${title}`),
      '',
      "Sign in with your account, then open the chair's view here:",
      link,
    ].join('\n'),
  };
}
