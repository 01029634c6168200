import type { Question } from '@cc/api/contract';
import { Badge, Button, VisuallyHidden } from '@cc/design-system';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ReadAloudButton } from '../../../components/read-aloud/read-aloud-button';
import { POPULAR_TAG_VOTES, qaTime } from '../utils/qa-filter';
import { CollapsibleText } from './collapsible-text';

export interface QuestionCardProps {
  question: Question;
  now: number;
  /** Show the linked session (not on a session's own page). */
  showSession: boolean;
  voting: boolean;
  /** Why the last vote on this question was not recorded (offline, too many votes, an error). */
  voteProblem?: string | null;
  onVote: () => void;
}

export function QuestionCard({ question, now, showSession, voting, voteProblem, onVote }: QuestionCardProps) {
  const textId = useId();
  const problemId = useId();
  const votes = `${question.votes} ${question.votes === 1 ? 'vote' : 'votes'}`;
  return (
    <article className="att-qa-card" aria-labelledby={textId}>
      <div className="att-qa-card__meta">
        {question.answered ? <Badge tone="success">Answered</Badge> : <Badge tone="warning">Pending</Badge>}
        {question.votes >= POPULAR_TAG_VOTES && <Badge tone="info">Popular</Badge>}
        {/* The asker's marks for the room (issue 26); a host before contract 1.5 sends neither. */}
        {question.readOutLoud === true && <Badge tone="info">Read out loud</Badge>}
        {question.deviceTurn === true && <Badge tone="info">Asks with a communication device</Badge>}
        <time dateTime={question.createdAt} className="ds-text-small ds-text-muted">
          {qaTime(question.createdAt, now)}
        </time>
      </div>
      <CollapsibleText id={textId} text={question.text} className="att-qa-card__text" />
      <ReadAloudButton text={question.text} what="this question" />
      <p className="ds-text-small ds-text-muted att-qa-card__by">
        Asked by {question.authorName ?? 'Anonymous'}
        {showSession && question.sessionId !== null && question.sessionTitle && (
          <>
            {' about '}
            <Link to={`/qa/${question.sessionId}`}>{question.sessionTitle}</Link>
          </>
        )}
      </p>
      {question.answered && question.response && (
        <div className="att-qa-card__answer">
          <p className="att-qa-card__responder">
            <strong>Answer from {question.respondedBy ?? 'Conference Team'}</strong>
          </p>
          <CollapsibleText text={question.response} />
          <ReadAloudButton text={question.response} what="this answer" />
        </div>
      )}
      <div className="att-qa-card__votes">
        <span className="att-qa-card__count">{votes}</span>
        <Button
          variant="secondary"
          size="small"
          // aria-disabled keeps the button in the tab order and focused after voting; it still says why.
          aria-disabled={question.voted || undefined}
          loading={voting}
          loadingLabel="Voting..."
          aria-describedby={voteProblem ? `${textId} ${problemId}` : textId}
          data-cc-replay={`vote-${question.id}`}
          onClick={onVote}
        >
          {question.voted ? 'You already voted' : 'Vote'}
          {!question.voted && <VisuallyHidden> for this question</VisuallyHidden>}
        </Button>
      </div>
      {/* Visible where the vote was attempted; the live region announced it already. */}
      {voteProblem && (
        <p id={problemId} className="att-qa-card__vote-problem">
          {voteProblem}
        </p>
      )}
    </article>
  );
}
