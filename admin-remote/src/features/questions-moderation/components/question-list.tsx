import type { AdminQuestion } from '@cc/api/contract';
import { Badge, truncate } from '@cc/design-system';
import type { Ref } from 'react';
import { formatDateTime } from '../../../lib/format-datetime';
import { questionStatusBadge } from '../utils/question-status';

interface Props {
  questions: AdminQuestion[];
  total: number;
  selectedId: number | null;
  onSelect: (id: number) => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/** The questions that match the filter and search; choosing one opens it in the detail panel. */
export function QuestionList({ questions, total, selectedId, onSelect, headingRef }: Props) {
  return (
    <section className="cc-qa__list" aria-labelledby="cc-qa-list-heading">
      <h3 id="cc-qa-list-heading" ref={headingRef} tabIndex={-1}>
        Questions
      </h3>
      <p role="status" className="cc-dash__meta">
        {questions.length} of {total} {total === 1 ? 'question' : 'questions'} shown
      </p>
      {questions.length === 0 ? (
        <p>No questions match this filter and search.</p>
      ) : (
        <ul className="cc-qa__items">
          {questions.map((question) => {
            const badge = questionStatusBadge[question.status];
            const selected = question.id === selectedId;
            return (
              <li key={question.id}>
                <button
                  type="button"
                  className="cc-qa__item"
                  aria-current={selected ? 'true' : undefined}
                  onClick={() => onSelect(question.id)}
                >
                  <span className="cc-qa__item-line">
                    <Badge tone={badge.tone}>{badge.label}</Badge> {truncate(question.text, 150)}
                  </span>
                  <span className="cc-qa__item-meta">
                    {question.name ?? 'Anonymous'}
                    {question.email && <> · {question.email}</>}
                    {question.sessionTitle && <> · {question.sessionTitle}</>} · {formatDateTime(question.createdAt)}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
