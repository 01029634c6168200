import { ApiRequestError } from '@cc/api/client';
import type { AdminQuestion, QuestionStatus } from '@cc/api/contract';
import { Badge, Button, Dialog, TextArea, truncate } from '@cc/design-system';
import { type Ref, useState } from 'react';
import { formatDateTime } from '../../../lib/format-datetime';
import { useDeleteQuestion } from '../api/delete-question';
import { useUpdateQuestion } from '../api/update-question';
import { messages } from '../utils/messages';
import { questionStatusBadge } from '../utils/question-status';

/** Matches the API's limit on a response. */
const RESPONSE_MAX = 5000;

export interface Outcome {
  tone: 'success' | 'error';
  text: string;
}

interface Props {
  question: AdminQuestion;
  headingRef: Ref<HTMLHeadingElement>;
  onOutcome: (outcome: Outcome) => void;
  onDeleted: () => void;
}

function updateError(error: Error): string {
  if (error instanceof ApiRequestError && error.statusCode === 404) return messages.notFound;
  return messages.updateFailed(error.message);
}

/** One question with its response field and the moderation actions (admin.md §2, §4, §5, §8). */
export function QuestionDetail({ question, headingRef, onOutcome, onDeleted }: Props) {
  const [response, setResponse] = useState(question.response ?? '');
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateQuestion();
  const remove = useDeleteQuestion();
  const badge = questionStatusBadge[question.status];
  const isApproved = question.status === 'approved' || question.status === 'answered';
  const busy = update.isPending || remove.isPending;

  // Busy buttons stay enabled (a disabled button drops keyboard focus); a second press is ignored instead.
  // mutateAsync: the answer is reported even when this panel has gone (a deleted question).
  const setStatus = async (status: QuestionStatus, withResponse: boolean) => {
    if (busy) return;
    try {
      await update.mutateAsync({
        id: question.id,
        body: withResponse ? { status, response: response.trim() } : { status },
      });
      onOutcome({ tone: 'success', text: messages.updated(status) });
    } catch (error) {
      onOutcome({ tone: 'error', text: updateError(error as Error) });
    }
  };

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(question.id);
      setConfirming(false);
      onOutcome({ tone: 'success', text: messages.deleted });
      onDeleted();
    } catch (error) {
      setConfirming(false);
      onOutcome({ tone: 'error', text: messages.deleteFailed((error as Error).message) });
    }
  };

  return (
    <section className="cc-qa__detail" aria-labelledby="cc-qa-detail-heading">
      <h3 id="cc-qa-detail-heading" ref={headingRef} tabIndex={-1}>
        Question details
      </h3>
      <blockquote className="cc-qa__text">{question.text}</blockquote>
      <dl className="cc-qa__facts">
        <div>
          <dt>Status</dt>
          <dd>
            <Badge tone={badge.tone}>{badge.label}</Badge>
          </dd>
        </div>
        <div>
          <dt>From</dt>
          <dd>{question.name ?? 'Anonymous'}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{question.email ?? 'Not given'}</dd>
        </div>
        <div>
          <dt>Session</dt>
          <dd>{question.sessionTitle ?? 'General question'}</dd>
        </div>
        <div>
          <dt>Read out loud</dt>
          <dd>{question.readOutLoud === true ? 'Yes, please read it out loud' : 'Not asked'}</dd>
        </div>
        <div>
          <dt>Communication device</dt>
          <dd>{question.deviceTurn === true ? 'Will ask with their device: give them time' : 'Not said'}</dd>
        </div>
        <div>
          <dt>Where they are sitting</dt>
          <dd>{question.seat ?? 'Not given'}</dd>
        </div>
        <div>
          <dt>Submitted</dt>
          <dd>{formatDateTime(question.createdAt)}</dd>
        </div>
        <div>
          <dt>Votes</dt>
          <dd>{question.votes}</dd>
        </div>
        {question.response && (
          <div>
            <dt>Current response</dt>
            <dd>
              {question.response}
              {question.respondedAt && (
                <span className="cc-dash__meta">
                  {' '}
                  ({question.respondedBy ?? 'Conference Team'}, {formatDateTime(question.respondedAt)})
                </span>
              )}
            </dd>
          </div>
        )}
      </dl>

      <TextArea
        label="Response"
        hint="Shown with the question on the public Q&A page once it is approved."
        value={response}
        maxLength={RESPONSE_MAX}
        rows={5}
        onChange={(event) => setResponse(event.target.value)}
      />

      <div className="cc-qa__actions">
        <Button disabled={isApproved} onClick={() => setStatus('approved', false)}>
          Approve Only
        </Button>
        <Button disabled={response.trim() === ''} onClick={() => setStatus('approved', true)}>
          Approve &amp; Respond
        </Button>
        <Button variant="secondary" onClick={() => setStatus('rejected', false)}>
          Reject
        </Button>
        {question.status !== 'pending' && (
          <Button variant="secondary" onClick={() => setStatus('pending', false)}>
            Mark as Pending
          </Button>
        )}
        <Button variant="danger" onClick={() => setConfirming(true)}>
          Delete
        </Button>
      </div>

      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Delete this question?"
        headingLevel={3}
        actions={
          <>
            <Button variant="danger" loading={remove.isPending} onClick={confirmDelete}>
              Delete question
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </>
        }
      >
        <p>“{truncate(question.text, 150)}” and its votes will be deleted. This cannot be undone.</p>
      </Dialog>
    </section>
  );
}
