/**
 * The emails to a chair (issue 26): who invited, which sessions, what to do, how long it works. Issue 35: each
 * session is named with its day in words, its time and its place, and the role is said plainly (chair).
 */
import type { ChairSession } from '../../contract/chair';
import { dayInWords } from '../../contract/dates-in-words';
import type { OutgoingMail } from '../mail/mailer';

/** "Core vocabulary — Monday 13 September, 11:00–12:00, Room 2.6", leaving out what the programme does not say. */
export function chairSessionLine(session: ChairSession): string {
  const time =
    session.startTime && session.endTime
      ? `${session.startTime}–${session.endTime}`
      : (session.startTime ?? session.endTime ?? null);
  const when = [session.date ? dayInWords(session.date) : null, time, session.location].filter(Boolean).join(', ');
  return when ? `${session.title} — ${when}` : session.title;
}

/** "“Core vocabulary”" for one session, "3 sessions" for several. */
function whatYouChair(sessions: readonly ChairSession[]): string {
  return sessions.length === 1 ? `“${sessions[0]?.title ?? ''}”` : `${sessions.length} sessions`;
}

export function chairInvitationEmail(
  to: string,
  conferenceName: string,
  inviter: string,
  sessions: readonly ChairSession[],
  link: string,
): OutgoingMail {
  return {
    to,
    subject: `You are invited to chair ${whatYouChair(sessions)} at ${conferenceName}`,
    text: [
      'Hello,',
      '',
      `${inviter} invited you to be the chair of ${sessions.length === 1 ? 'this session' : 'these sessions'} at ${conferenceName}:`,
      ...sessions.map((session) => `- ${chairSessionLine(session)}`),
      '',
      "As chair you see the session's approved questions with the marks their askers chose, call on people who ask with a communication device, and open or close questions. You do not get access to the admin area.",
      '',
      'To accept, open this link and choose your own password. Then sign in and open "Sessions you chair" (under Account), on your phone in the room.',
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
  sessions: readonly ChairSession[],
  link: string,
): OutgoingMail {
  return {
    to,
    subject: `You chair ${whatYouChair(sessions)} at ${conferenceName}`,
    text: [
      'Hello,',
      '',
      `${inviter} made you the chair of ${sessions.length === 1 ? 'this session' : 'these sessions'} at ${conferenceName}:`,
      ...sessions.map((session) => `- ${chairSessionLine(session)}`),
      '',
      'Sign in with your account, then open "Sessions you chair" here:',
      link,
    ].join('\n'),
  };
}
