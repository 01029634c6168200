import type { AdminQuestion, AdminQuestionUpdateBody, QuestionStatus } from '@cc/api/contract';
import { Alert, Badge, Button, Dialog, SelectField, TextArea, truncate } from '@cc/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { formatDateTime } from '../../../lib/format-datetime';
import { useLiveTopic } from '../../../lib/use-live-topic';
import { questionsQueryKey, useDeleteQuestion, useQuestions, useUpdateQuestion } from '../api/questions';
import type { Notify } from '../types/notify';
import { messages } from '../utils/messages';
import { ConfirmDialog } from './confirm-dialog';
import { ContentLoadState } from './content-load-state';

const STATUS_LABELS: Record<QuestionStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  answered: 'Answered',
  rejected: 'Rejected',
};
const STATUS_TONE = { pending: 'warning', approved: 'info', answered: 'success', rejected: 'danger' } as const;
const PAGE = 25;

/** Questions in the content moderator: the question text is read-only; the response can be written. */
export function ContentQuestionsSection({ notify }: { notify: Notify }) {
  const queryClient = useQueryClient();
  const live = useLiveTopic('moderation', () => {
    void queryClient.invalidateQueries({ queryKey: questionsQueryKey });
  });
  const questions = useQuestions({ poll: live !== 'live' });
  const remove = useDeleteQuestion();
  const [editing, setEditing] = useState<AdminQuestion | null>(null);
  const [deleting, setDeleting] = useState<AdminQuestion | null>(null);
  const [limit, setLimit] = useState(PAGE);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const list = questions.data?.questions ?? [];
  const shown = list.slice(0, limit);

  const confirmDelete = () => {
    const target = deleting;
    setDeleting(null);
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => notify('success', messages.deleted('Question')),
      onError: (error) => notify('error', messages.deleteFailed('Question', error.message)),
      onSettled: () => requestAnimationFrame(() => headingRef.current?.focus()),
    });
  };

  return (
    <section className="ds-stack" aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1}>
        Questions
      </h3>
      <div className="ds-cluster">
        <Button
          variant="secondary"
          loading={questions.isFetching}
          loadingLabel="Refreshing..."
          onClick={() => questions.refetch()}
        >
          Refresh
        </Button>
      </div>
      <ContentLoadState query={questions} loadingMessage="Loading questions..." errorMessage={messages.loadFailed} />
      {questions.isSuccess && list.length === 0 && <p>No questions yet.</p>}
      {shown.length > 0 && (
        <ul className="cc-content-list" aria-label="Questions, newest first">
          {shown.map((question) => (
            <li key={question.id} className="cc-content-item">
              <article aria-labelledby={`cc-content-question-${question.id}`}>
                <p id={`cc-content-question-${question.id}`} className="cc-content-item__title">
                  {truncate(question.text, 150)}
                </p>
                <p className="cc-content-item__meta">
                  <Badge tone={STATUS_TONE[question.status]}>{STATUS_LABELS[question.status]}</Badge>{' '}
                  {question.anonymous || !question.name ? 'Anonymous' : question.name}
                  {question.sessionTitle && ` · ${question.sessionTitle}`} · {formatDateTime(question.createdAt)}
                </p>
                {question.response && (
                  <p className="cc-content-item__summary">Response: {truncate(question.response, 150)}</p>
                )}
                <div className="ds-cluster ds-cluster--small">
                  <Button
                    size="small"
                    variant="secondary"
                    aria-label={`Edit question: ${truncate(question.text, 60)}`}
                    onClick={() => setEditing(question)}
                  >
                    Edit
                  </Button>
                  <Button
                    size="small"
                    variant="danger"
                    aria-label={`Delete question: ${truncate(question.text, 60)}`}
                    onClick={() => setDeleting(question)}
                  >
                    Delete
                  </Button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      {list.length > shown.length && (
        <Button variant="secondary" onClick={() => setLimit((n) => n + PAGE)}>
          Show {Math.min(PAGE, list.length - shown.length)} more
        </Button>
      )}

      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title="Edit question"
        headingLevel={3}
        className="cc-content-dialog"
      >
        {editing && (
          <QuestionForm
            key={editing.id}
            question={editing}
            onCancel={() => setEditing(null)}
            onDone={(text) => {
              setEditing(null);
              notify('success', text);
            }}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete question"
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <p>Are you sure you want to delete this question? This cannot be undone.</p>
        <blockquote className="cc-content-quote">{deleting ? truncate(deleting.text, 300) : ''}</blockquote>
      </ConfirmDialog>
    </section>
  );
}

function QuestionForm({
  question,
  onCancel,
  onDone,
}: {
  question: AdminQuestion;
  onCancel: () => void;
  onDone: (message: string) => void;
}) {
  const [response, setResponse] = useState(question.response ?? '');
  const [status, setStatus] = useState<QuestionStatus>(question.status);
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateQuestion();
  const responseInput = useRef<HTMLTextAreaElement>(null);
  const textId = useId();

  useEffect(() => {
    const frame = requestAnimationFrame(() => responseInput.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: AdminQuestionUpdateBody = {};
    if (response.trim() !== (question.response ?? '').trim()) body.response = response.trim() || null;
    if (status !== question.status) body.status = status;
    if (Object.keys(body).length === 0) {
      onDone('No changes to save');
      return;
    }
    setFailure(null);
    update.mutate(
      { id: question.id, body },
      {
        onSuccess: () => onDone(messages.updated('Question')),
        onError: (error) => setFailure(messages.updateFailed('Question', error.message)),
      },
    );
  };

  return (
    <form className="cc-content-form" onSubmit={submit} noValidate>
      <div className="ds-field">
        <p className="ds-field__label" id={textId}>
          Question (read-only)
        </p>
        <blockquote className="cc-content-quote" aria-labelledby={textId}>
          {question.text}
        </blockquote>
      </div>
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextArea
        ref={responseInput}
        label="Response"
        hint="A response makes the question answered and shows it to attendees with its answer"
        rows={5}
        maxLength={5000}
        value={response}
        onChange={(event) => setResponse(event.target.value)}
      />
      <SelectField
        label="Status"
        value={status}
        options={(['pending', 'approved', 'answered', 'rejected'] as const).map((value) => ({
          value,
          label: STATUS_LABELS[value],
        }))}
        onChange={(event) => setStatus(event.target.value as QuestionStatus)}
      />
      <div className="ds-cluster">
        <Button type="submit" loading={update.isPending} loadingLabel="Saving...">
          Save Changes
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
