import { Alert, Button, LoadingIndicator, MessageBanner, TextField } from '@cc/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { AdminHashParams } from '../../../lib/admin-hash';
import { useLiveTopic } from '../../../lib/use-live-topic';
import { questionsQueryKey, useQuestions } from '../api/get-questions';
import {
  displayCounts,
  filterQuestions,
  isQuestionFilter,
  QUESTION_FILTERS,
  type QuestionFilter,
} from '../utils/filter-questions';
import { messages } from '../utils/messages';
import { type Outcome, QuestionDetail } from './question-detail';
import { QuestionList } from './question-list';

/** What the hash asks for: a status filter and a question to open (from the dashboard's Review). */
function fromParams(params: AdminHashParams) {
  const item = Number(params.item);
  return {
    filter: isQuestionFilter(params.status) ? params.status : null,
    item: Number.isInteger(item) && item > 0 ? item : null,
  };
}

/** The Q&A tab: question moderation (admin.md §2 Question management, §4, §5, §8). */
export default function QuestionsPanel({ params }: { params: AdminHashParams }) {
  const queryClient = useQueryClient();
  const live = useLiveTopic('moderation', () => {
    void queryClient.invalidateQueries({ queryKey: questionsQueryKey });
  });
  const query = useQuestions({ poll: live !== 'live' });

  const initial = fromParams(params);
  const [filter, setFilter] = useState<QuestionFilter>(initial.filter ?? 'all');
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<number | null>(initial.item);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // What to focus after the next render: the opened question, the list, or the outcome message.
  const [focusTarget, setFocusTarget] = useState<'detail' | 'list' | 'outcome' | null>(initial.item ? 'detail' : null);

  // A later hash (another Review, a view-all link) applies its filter and question too.
  const [seenParams, setSeenParams] = useState(params);
  if (seenParams !== params) {
    setSeenParams(params);
    const next = fromParams(params);
    if (next.filter) setFilter(next.filter);
    if (next.item) {
      setSelectedId(next.item);
      setFocusTarget('detail');
    }
  }

  const detailHeading = useRef<HTMLHeadingElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const data = query.data;
  const selected = data?.questions.find((q) => q.id === selectedId) ?? null;

  useEffect(() => {
    if (!focusTarget || !data) return;
    const element =
      focusTarget === 'detail'
        ? detailHeading.current
        : focusTarget === 'list'
          ? listHeading.current
          : outcomeRef.current;
    element?.focus();
    setFocusTarget(null);
  }, [focusTarget, data]);

  const select = (id: number) => {
    setSelectedId(id);
    setOutcome(null);
    setFocusTarget('detail');
  };
  const showOutcome = (next: Outcome) => {
    setOutcome(next);
    setFocusTarget('outcome');
  };

  const counts = data ? displayCounts(data.counts) : null;
  const shown = data ? filterQuestions(data.questions, filter, search) : [];

  return (
    <section className="cc-qa" aria-labelledby="cc-qa-heading">
      <h2 id="cc-qa-heading">Question Management</h2>

      {outcome && (
        <div ref={outcomeRef} tabIndex={-1} className="cc-qa__outcome">
          <MessageBanner tone={outcome.tone} onDismiss={() => setOutcome(null)}>
            {outcome.text}
          </MessageBanner>
        </div>
      )}

      {counts && (
        <dl className="cc-admin-overview__counts cc-qa__counts">
          {(
            [
              ['Total', counts.total],
              ['Pending', counts.pending],
              ['Approved', counts.approved],
              ['Rejected', counts.rejected],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="cc-admin-overview__count">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}

      <div className="cc-qa__controls">
        <fieldset className="ds-fieldset cc-qa__filter">
          <legend>Status</legend>
          <div className="ds-cluster ds-cluster--small">
            {QUESTION_FILTERS.map((option) => (
              <Button
                key={option.value}
                variant="secondary"
                size="small"
                aria-pressed={filter === option.value}
                onClick={() => setFilter(option.value)}
              >
                {option.label}
              </Button>
            ))}
          </div>
        </fieldset>
        <TextField
          label="Search questions"
          hint="Searches question text, name and email"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="cc-qa__search"
        />
      </div>

      {query.isPending && <LoadingIndicator message="Loading questions..." />}
      {query.isError && (
        <div className="cc-dash__error">
          <Alert tone="error">{messages.loadFailed}</Alert>
          <Button variant="secondary" onClick={() => query.refetch()}>
            Retry
          </Button>
        </div>
      )}
      {data && (
        <div className="cc-qa__layout">
          <QuestionList
            questions={shown}
            total={data.questions.length}
            selectedId={selectedId}
            onSelect={select}
            headingRef={listHeading}
          />
          {selected ? (
            <QuestionDetail
              key={selected.id}
              question={selected}
              headingRef={detailHeading}
              onOutcome={showOutcome}
              onDeleted={() => {
                setSelectedId(null);
                setFocusTarget('outcome');
              }}
            />
          ) : (
            <section className="cc-qa__detail" aria-labelledby="cc-qa-detail-heading">
              <h3 id="cc-qa-detail-heading" ref={detailHeading} tabIndex={-1}>
                Question details
              </h3>
              <p>
                {selectedId !== null
                  ? 'That question is no longer here. It may have been deleted.'
                  : 'Choose a question from the list to review it.'}
              </p>
            </section>
          )}
        </div>
      )}
    </section>
  );
}
