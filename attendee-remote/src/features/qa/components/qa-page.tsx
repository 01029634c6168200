import { ApiRequestError } from '@cc/api/client';
import type { Question } from '@cc/api/contract';
import { Alert, announce, Button, EmptyState, LoadingIndicator, moveFocusTo, useOnlineStatus } from '@cc/design-system';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { useNow } from '../../../lib/use-now';
import { inPage } from '../../../lib/without-scripts';
import { QuestionComposer, useHasQuestionInWriting } from '../../question-drafts/question-composer';
import { useQuestions } from '../api/get-questions';
import { useQaSession, useSessionOptions } from '../api/get-sessions';
import { useVote } from '../api/vote';
import { useQuestionsLive } from '../hooks/use-questions-live';
import { readQaFilters, resultsLine, type StatusFilter, visibleQuestions } from '../utils/qa-filter';
import { MyQuestions } from './my-questions';
import { QA_SEARCH_INPUT_ID, QaFiltersForm, SHOW_ALL_FORM_ID, ShowAllForm } from './qa-filters';
import { QuestionCard } from './question-card';
import '../styles/qa.css';

export const QA_TITLE = 'Questions & Answers';
export const QA_INTRO =
  'Ask questions about sessions, get answers from speakers, and engage with the conference community.';
export const OFFLINE_TITLE = 'You are offline';
export const OFFLINE_TEXT = 'Asking and voting need a connection; they will work again when you are back online.';
/** The spec's title of the form 'Ask a Question' opens. */
export const FORM_HEADING = 'Submit Your Question';
export const QUESTION_KEPT = 'The question you started is kept: press Ask a Question to go on writing it.';
export const VOTE_OFFLINE = 'You are offline. Your vote was not sent; vote again when you are back online.';

export interface QaPageProps {
  /** The polls to answer here (polls feature): the selected session's, or every open one (null). */
  renderPolls?: (sessionId: number | null) => ReactNode;
}

export function QaPage({ renderPolls }: QaPageProps = {}) {
  const { sessionId: sessionKey } = useParams();
  const navigate = useNavigate();
  const session = useQaSession(sessionKey);
  const sessionId = sessionKey === undefined ? null : (session.data?.id ?? null);
  const waitingForSession = sessionKey !== undefined && !session.isSuccess;
  const questions = useQuestions(sessionId, !waitingForSession);
  useQuestionsLive(sessionId, !waitingForSession);
  const sessions = useSessionOptions();
  const vote = useVote();
  const now = useNow();
  const online = useOnlineStatus();

  const [formOpen, setFormOpen] = useState(false);
  const [focusForm, setFocusForm] = useState(false);
  // A question being written here before (kept as a draft) is in the form again: the page says so while it is closed.
  const writing = useHasQuestionInWriting();
  // `?q=&status=&sort=`: the filters' form sent without scripts (issue 36), which the server draws the page for.
  const [searchParams] = useSearchParams();
  const [fromAddress] = useState(() => readQaFilters(searchParams));
  const [status, setStatus] = useState(fromAddress.status);
  const [search, setSearch] = useState(fromAddress.search);
  const [sort, setSort] = useState(fromAddress.sort);
  const [votingId, setVotingId] = useState<number | null>(null);
  const [voteProblem, setVoteProblem] = useState<{ id: number; message: string } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formId = useId();

  useEffect(() => {
    if (focusForm && formOpen) {
      document.getElementById(formId)?.querySelector('textarea')?.focus();
      setFocusForm(false);
    }
  }, [focusForm, formOpen, formId]);

  useEffect(() => {
    if (questions.isError) announce('Error loading questions', 'assertive');
  }, [questions.isError]);

  const all = questions.data?.questions ?? [];
  const shown = useMemo(() => visibleQuestions(all, { status, search, sort }), [all, status, search, sort]);

  const chooseStatus = (next: StatusFilter) => {
    setStatus(next);
    announce(resultsLine(visibleQuestions(all, { status: next, search, sort }).length));
  };

  const showAll = () => {
    setStatus('all');
    setSearch('');
    if (sessionKey !== undefined) navigate('/qa');
    announce(resultsLine(sessionKey === undefined ? all.length : 0));
    // The button pressed is gone with the empty state: start again from the search box.
    moveFocusTo(QA_SEARCH_INPUT_ID);
  };

  const openForm = () => {
    setFormOpen(true);
    setFocusForm(true);
  };

  const castVote = async (question: Question) => {
    if (question.voted) {
      announce('You already voted');
      return;
    }
    // Said at once rather than left waiting for a network that is not there.
    if (!online) {
      setVoteProblem({ id: question.id, message: VOTE_OFFLINE });
      announce(VOTE_OFFLINE, 'assertive');
      return;
    }
    setVoteProblem(null);
    setVotingId(question.id);
    try {
      const result = await vote.mutateAsync(question.id);
      announce(result.success ? 'Vote recorded' : result.message || 'Vote not recorded');
    } catch (error) {
      // A 429 says how long to wait; it is shown as the server wrote it.
      const message =
        error instanceof ApiRequestError && error.statusCode === 429 ? error.message : 'Error recording vote';
      setVoteProblem({ id: question.id, message });
      announce(message, 'assertive');
    } finally {
      setVotingId(null);
    }
  };

  let sessionHeader: ReactNode = null;
  if (sessionKey !== undefined) {
    sessionHeader = (
      <div className="att-qa-session">
        {session.isSuccess && (
          <p className="att-qa-session__title">
            Questions about <strong>{session.data.title}</strong>
          </p>
        )}
        <Link to="/qa" className="ds-target">
          Back to all questions
        </Link>
      </div>
    );
  }

  let content: ReactNode;
  if (sessionKey !== undefined && session.isError) {
    const missing = session.error instanceof ApiRequestError && session.error.statusCode === 404;
    content = (
      <Alert tone="error" title={missing ? 'Session not found' : 'Session could not be loaded'}>
        <p>{missing ? 'There is no session with this number.' : session.error.message}</p>
      </Alert>
    );
  } else if (waitingForSession || questions.isPending) {
    content = <LoadingIndicator size="large" message="Loading Q&A..." />;
  } else if (questions.isError) {
    content = (
      <div className="att-qa__error">
        <Alert tone="error" title="Error loading questions">
          <p>{questions.error.message}</p>
        </Alert>
        <Button
          onClick={() => {
            moveFocusTo(headingRef.current, { preventScroll: true });
            void questions.refetch();
          }}
        >
          Retry
        </Button>
      </div>
    );
  } else {
    content = (
      <>
        <QaFiltersForm
          action={sessionKey === undefined ? '/qa' : `/qa/${encodeURIComponent(sessionKey)}`}
          filters={{ status, search, sort }}
          onSearchChange={setSearch}
          onStatusChange={chooseStatus}
          onSortChange={setSort}
        />
        <ShowAllForm sort={sort} />
        <p className="att-qa-results">{resultsLine(shown.length)}</p>
        {shown.length === 0 ? (
          all.length === 0 ? (
            <EmptyState
              heading="No questions found"
              headingLevel={2}
              text="Be the first to ask a question!"
              action={<Button onClick={openForm}>Ask the First Question</Button>}
            />
          ) : (
            <EmptyState
              heading="No questions found"
              headingLevel={2}
              text="No questions match your current filters."
              action={
                <Button variant="secondary" type="submit" form={SHOW_ALL_FORM_ID} onClick={inPage(showAll)}>
                  Show All Questions
                </Button>
              }
            />
          )
        ) : (
          <ul className="att-qa-list" aria-label="Questions">
            {shown.map((question) => (
              <li key={question.id}>
                <QuestionCard
                  question={question}
                  now={now}
                  showSession={sessionKey === undefined}
                  voting={votingId === question.id}
                  voteProblem={voteProblem?.id === question.id ? voteProblem.message : null}
                  onVote={() => void castVote(question)}
                />
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <div className="att-qa">
      <PageTitle page={session.isSuccess ? `${QA_TITLE}: ${session.data.title}` : QA_TITLE} />
      <h1 ref={headingRef} className="att-page-heading">
        {QA_TITLE}
      </h1>
      <p className="ds-lead">{QA_INTRO}</p>
      {!online && (
        <Alert tone="warning" title={OFFLINE_TITLE} className="att-qa-offline">
          <p>{OFFLINE_TEXT}</p>
        </Alert>
      )}
      {sessionHeader}
      {!waitingForSession && renderPolls?.(sessionId)}
      <div className="att-qa-ask">
        <Button
          aria-expanded={formOpen}
          aria-controls={formId}
          data-cc-replay="ask-a-question"
          aria-describedby={writing && !formOpen ? `${formId}-kept` : undefined}
          onClick={() => setFormOpen((open) => !open)}
        >
          Ask a Question
        </Button>
        {writing && !formOpen && (
          <p id={`${formId}-kept`} className="ds-text-small">
            {QUESTION_KEPT}
          </p>
        )}
        {/* The same question box as on every session's page (issue 35): what is typed here is a draft, kept. */}
        {formOpen && !waitingForSession && (
          <QuestionComposer
            id={formId}
            sessionId={sessionId}
            headingId={`${formId}-heading`}
            heading={FORM_HEADING}
            intro={
              <p className="ds-text-small">
                Questions are shown here once an admin of the conference team has reviewed them.
              </p>
            }
            ask={{ sessions: sessions.data?.sessions ?? [] }}
          />
        )}
      </div>
      <MyQuestions />
      {content}
    </div>
  );
}
