import { useMyQuestions } from '../api/get-my-questions';

export const MY_QUESTIONS_HEADING = 'My questions';
/** Issue 26: the chair called on the asker's device turn. */
export const CHAIR_CALLING = 'The chair is calling on you: take your time with your device.';

/**
 * The asker's own questions and where each stands (issue 19), including those still waiting for review and those
 * not published, which the public list never shows. Signed in, the account's questions from every device.
 */
export function MyQuestions() {
  const mine = useMyQuestions();
  const questions = mine.data?.questions ?? [];
  if (mine.isPending || questions.length === 0) return null;
  return (
    <section className="att-qa-mine" aria-labelledby="att-qa-mine-heading">
      <h2 id="att-qa-mine-heading">{MY_QUESTIONS_HEADING}</h2>
      <p className="ds-text-small">
        Only you see this list. Sign in to see your questions on every device where you sign in.
      </p>
      <ul className="att-qa-mine__list">
        {questions.map((question) => (
          <li key={question.id} className="att-qa-mine__item">
            {question.chairTurn === 'called' && (
              <p className="att-qa-mine__called">
                <strong>{CHAIR_CALLING}</strong>
              </p>
            )}
            <p className="att-qa-mine__text">{question.text}</p>
            <dl className="att-qa-mine__facts">
              <dt>Status</dt>
              <dd>{question.status}</dd>
              <dt>Shown as</dt>
              <dd>{question.shownName ?? 'Anonymous (no name)'}</dd>
              {question.sessionTitle && (
                <>
                  <dt>Session</dt>
                  <dd>{question.sessionTitle}</dd>
                </>
              )}
              {question.response && (
                <>
                  <dt>Answer</dt>
                  <dd>{question.response}</dd>
                </>
              )}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
