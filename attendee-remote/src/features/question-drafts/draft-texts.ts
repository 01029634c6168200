/** The words the question box uses (issue 26); the two marks are the exact texts. */
import { dayInWords, type QuestionDraft } from '@cc/api/contract';

export const READ_OUT_LOUD_LABEL = 'Please read my question out loud';
export const DEVICE_TURN_LABEL = 'I will ask with my communication device — please give me time';
export const SEAT_LABEL = 'Where you are sitting (optional)';
export const SAVED = 'Saved';
export const SAVED_ON_DEVICE = 'Saved on this device, will sync';
export const SEND_NOW = 'Send now';
export const SEND_WHEN_OPEN = 'Send when questions open';
export const DONT_SEND_YET = "Don't send yet";
/** Q&A's form keeps the spec's words for its box and its button. */
export const ASK_TEXT_LABEL = 'Your question';
export const ASK_SEND_NOW = 'Submit Question';
export const NAME_MISSING = 'Type the name to show, or untick "Show my name with my question".';
/** The server's own words for a question sent for review (POST /api/questions says the same). */
export const QUESTION_SENT_FOR_REVIEW =
  'Thank you! Your question has been sent. It will appear here once an admin has reviewed it.';
/** The spec's words for a question that could not be sent from Q&A's form. */
export const submitFailed = (message: string) => `Error submitting question: ${message || 'Unknown error'}`;
export const REHOMED =
  'That question had already been sent from another tab or device, so what you wrote here is kept as a new question.';
export const OFFLINE_SEND = 'You are offline. Your question is kept on this device; send it when you are back online.';

/** "14:00" in the conference's time zone. */
export function clockTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );
}

/** "2027-09-13": the calendar day of an instant in the conference's time zone. */
export function calendarDay(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

/**
 * "Will send at 11:55, when questions open" today; on another day the day in words too (issue 35): "Will send on
 * Monday 13 September at 11:55, when questions open". `now`: the asker's clock, for "today".
 */
export function willSendText(sendsAt: string, timeZone: string, now: Date = new Date()): string {
  const day = calendarDay(new Date(sendsAt), timeZone);
  const when = day === calendarDay(now, timeZone) ? 'at' : `on ${dayInWords(day)} at`;
  return `Will send ${when} ${clockTime(sendsAt, timeZone)}, when questions open`;
}

/** Where a draft stands, in words for the asker. */
export function draftStateText(draft: QuestionDraft, timeZone: string, now: Date = new Date()): string {
  switch (draft.state) {
    case 'scheduled':
      return draft.sendsAt ? willSendText(draft.sendsAt, timeZone, now) : 'Will send when the chair opens questions';
    case 'held':
      return draft.heldReason === 'session_removed'
        ? 'On hold: this session was removed from the programme. Your question is kept; send it now or delete it.'
        : 'On hold: this session was cancelled. It will be sent if the session is reinstated.';
    case 'sent':
      return draft.sentQuestionStatus === 'published' || draft.sentQuestionStatus === 'answered'
        ? 'Sent and published'
        : draft.sentQuestionStatus === 'not published'
          ? 'Sent, not published'
          : 'Sent, waiting for review';
    default:
      return 'Draft';
  }
}
