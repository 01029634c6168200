import type { AdminQuestion } from '@cc/api/contract';
import { Badge, truncate } from '@cc/design-system';
import type { ReactNode, Ref } from 'react';
import { formatDateTime } from '../../../lib/format-datetime';
import { questionMarks } from '../utils/question-marks';
import { PREVIEW_LENGTH, questionStatusBadge } from '../utils/question-status';

interface Props {
  questions: AdminQuestion[];
  total: number;
  selectedId: number | null;
  onSelect: (id: number) => void;
  headingRef: Ref<HTMLHeadingElement>;
  /** Ticked for a bulk action. */
  checked: ReadonlySet<number>;
  onCheck: (id: number, checked: boolean) => void;
  /** The bulk actions, shown above the list when it has questions. */
  bulkActions: ReactNode;
}

/** The questions that match the filters and search; choosing one opens it in the detail panel. */
export function QuestionList({
  questions,
  total,
  selectedId,
  onSelect,
  headingRef,
  checked,
  onCheck,
  bulkActions,
}: Props) {
  return (
    <section className="cc-qa__list" aria-labelledby="cc-qa-list-heading">
      <h3 id="cc-qa-list-heading" ref={headingRef} tabIndex={-1}>
        Questions
      </h3>
      <p role="status" className="cc-dash__meta">
        {questions.length} of {total} {total === 1 ? 'question' : 'questions'} shown
      </p>
      {questions.length === 0 ? (
        <p>No questions match these filters and search.</p>
      ) : (
        <>
          {bulkActions}
          <ul className="cc-qa__items">
            {questions.map((question) => {
              const badge = questionStatusBadge[question.status];
              const selected = question.id === selectedId;
              return (
                <li key={question.id} className="cc-qa__row">
                  <input
                    type="checkbox"
                    className="ds-checkbox__input cc-qa__check"
                    aria-label={`Select: ${truncate(question.text, PREVIEW_LENGTH)}`}
                    checked={checked.has(question.id)}
                    onChange={(event) => onCheck(question.id, event.target.checked)}
                  />
                  <button
                    type="button"
                    className="cc-qa__item"
                    aria-current={selected ? 'true' : undefined}
                    onClick={() => onSelect(question.id)}
                  >
                    <span className="cc-qa__item-line">
                      <Badge tone={badge.tone}>{badge.label}</Badge>{' '}
                      {questionMarks(question).map((mark) => (
                        <Badge key={mark} tone="info">
                          {mark}
                        </Badge>
                      ))}{' '}
                      {truncate(question.text, 150)}
                    </span>
                    <span className="cc-qa__item-meta">
                      {question.name ?? 'Anonymous'}
                      {question.email && <> · {question.email}</>}
                      {question.sessionTitle && <> · {question.sessionTitle}</>}
                      {question.seat && <> · Seat: {question.seat}</>} ·{' '}
                      {question.votes === 1 ? '1 vote' : `${question.votes} votes`} ·{' '}
                      {formatDateTime(question.createdAt)}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
