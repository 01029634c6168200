import { ApiRequestError } from '@cc/api/client';
import type { ChairQuestion, ChairSessionView } from '@cc/api/contract';
import { Alert, announce, Button, LoadingIndicator, moveFocusTo, truncate } from '@cc/design-system';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { type ChairAction, useChairAction } from '../api/chair-actions';
import { useChairView } from '../api/get-chair-view';
import { useChairLive } from '../hooks/use-chair-live';
import '../styles/chair.css';
import { ChairPolls } from './chair-polls';
import { QuestionMarks } from './chair-question';
import { sessionWhen } from './chair-sessions-page';

const IDS = {
  callNext: 'att-chair-call-next',
  answered: 'att-chair-answered',
  questions: 'att-chair-questions-toggle',
};

export function writingText(count: number): string {
  if (count === 0) return 'Nobody is writing a question now.';
  return count === 1 ? '1 person is writing a question now.' : `${count} people are writing a question now.`;
}

/** /chair/:sessionId: the chair's view of one session, for a phone in the room. */
export function ChairSessionPage() {
  const sessionId = Number(useParams().sessionId);
  const valid = Number.isInteger(sessionId) && sessionId > 0;
  const view = useChairView(valid ? sessionId : 0);
  useChairLive(valid ? sessionId : 0);
  const status = view.error instanceof ApiRequestError ? view.error.statusCode : null;

  if (!valid || status === 403) {
    return (
      <ChairPageShell title="Not your session">
        <p>You are not a chair of this session. </p>
        <p>
          <Link to="/chair" className="ds-target">
            Sessions you chair
          </Link>
        </p>
      </ChairPageShell>
    );
  }
  if (view.isPending) {
    return (
      <ChairPageShell title="Chair's view">
        <LoadingIndicator message="Loading the session..." />
      </ChairPageShell>
    );
  }
  if (view.isError) {
    return (
      <ChairPageShell title="Chair's view">
        {status === 401 ? (
          <p>
            <Link to="/account/sign-in" className="ds-target">
              Sign in
            </Link>{' '}
            to see the sessions you chair.
          </p>
        ) : status === 404 ? (
          <p>This server does not offer the chair&apos;s view yet.</p>
        ) : (
          <p role="alert">The session could not be loaded. Check your connection and reload the page.</p>
        )}
      </ChairPageShell>
    );
  }
  return <ChairSession view={view.data} />;
}

function ChairPageShell({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="att-chair">
      <PageTitle page={title} />
      <h1>{title}</h1>
      {children}
    </div>
  );
}

function ChairSession({ view }: { view: ChairSessionView }) {
  const { session } = view;
  const action = useChairAction(session.id);
  const [problem, setProblem] = useState<string | null>(null);
  // Where the keyboard goes once the new view is drawn: the next thing the chair does.
  const [focusNext, setFocusNext] = useState<string | null>(null);
  useEffect(() => {
    if (focusNext && view && moveFocusTo(focusNext)) setFocusNext(null);
  }, [focusNext, view]);
  const called = view.queue.find((question) => question.turn === 'called') ?? null;
  const waiting = view.queue.filter((question) => question.turn === 'waiting');

  function run(next: ChairAction, done: (view: ChairSessionView) => void) {
    if (action.isPending) return;
    setProblem(null);
    action.mutate(next, {
      onSuccess: done,
      onError: (error) => {
        const message =
          error instanceof ApiRequestError && error.statusCode > 0
            ? error.message
            : 'That did not reach the server. Check your connection and try again.';
        setProblem(message);
        announce(message, 'assertive');
      },
    });
  }

  const callNext = () =>
    run({ kind: 'call-next' }, (after) => {
      const now = after.queue.find((question) => question.turn === 'called');
      if (now) announce(`Calling on: ${truncate(now.text, 80)}`);
      setFocusNext(IDS.answered);
    });
  const answered = (question: ChairQuestion) =>
    run({ kind: 'answered', questionId: question.id }, (after) => {
      announce(`Answered. ${after.queue.length === 0 ? 'Nobody is waiting.' : `${after.queue.length} waiting.`}`);
      setFocusNext(IDS.callNext);
    });
  const toggleQuestions = () =>
    run({ kind: view.questionsOpen ? 'close-questions' : 'open-questions' }, (after) => {
      announce(after.questionsOpen ? 'Questions are open.' : 'Questions are closed.');
    });

  return (
    <div className="att-chair">
      <PageTitle page={`Chair: ${session.title}`} />
      <p className="att-chair__back">
        <Link to="/chair" className="ds-target">
          Sessions you chair
        </Link>
      </p>
      <h1>
        <span className="att-chair__kicker">Chair: </span>
        {session.title}
      </h1>
      <p className="att-chair__when">{sessionWhen(session)}</p>
      {problem && (
        <Alert tone="error" title="Not done">
          {problem}
        </Alert>
      )}

      <section className="att-chair__panel" aria-labelledby="att-chair-open-heading">
        <h2 id="att-chair-open-heading">{view.questionsOpen ? 'Questions are open' : 'Questions are closed'}</h2>
        <p className="att-chair__writing" data-testid="chair-writing">
          {writingText(view.writing)}
        </p>
        <Button
          id={IDS.questions}
          size="large"
          fullWidth
          variant={view.questionsOpen ? 'secondary' : 'primary'}
          loading={action.isPending && action.variables?.kind.endsWith('questions')}
          onClick={toggleQuestions}
        >
          {view.questionsOpen ? 'Close questions' : 'Open questions'}
        </Button>
      </section>

      <section className="att-chair__panel" aria-labelledby="att-chair-turns-heading">
        <h2 id="att-chair-turns-heading">Device turns</h2>
        {called ? (
          <div className="att-chair__called">
            <p className="att-chair__called-label">Calling on now:</p>
            <p className="att-chair__text">{called.text}</p>
            <QuestionMarks question={called} />
            <Button id={IDS.answered} size="large" fullWidth onClick={() => answered(called)}>
              Answered
            </Button>
          </div>
        ) : waiting.length > 0 ? (
          <Button id={IDS.callNext} size="large" fullWidth onClick={callNext}>
            Call next
          </Button>
        ) : (
          <p id={IDS.callNext} tabIndex={-1}>
            Nobody is waiting for a device turn.
          </p>
        )}
        {waiting.length > 0 && (
          <>
            <h3>Waiting ({waiting.length})</h3>
            <ol className="att-chair__list">
              {waiting.map((question) => (
                <li key={question.id} className="att-chair__item">
                  <p className="att-chair__text">{question.text}</p>
                  <QuestionMarks question={question} />
                </li>
              ))}
            </ol>
          </>
        )}
      </section>

      <ChairPolls sessionId={session.id} />

      <section className="att-chair__panel" aria-labelledby="att-chair-questions-heading">
        <h2 id="att-chair-questions-heading">Approved questions ({view.questions.length})</h2>
        {view.questions.length === 0 ? (
          <p>No approved questions yet. They appear here as soon as a moderator approves them.</p>
        ) : (
          <ol className="att-chair__list" data-testid="chair-questions">
            {view.questions.map((question) => (
              <li key={question.id} className="att-chair__item">
                <p className="att-chair__text">{question.text}</p>
                <QuestionMarks question={question} />
                {question.turn === 'answered' && <p className="ds-text-small">Device turn answered.</p>}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
