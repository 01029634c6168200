import { Alert, announce, Button, LoadingIndicator, MessageBanner, SelectField, TextField } from '@cc/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { AdminHashParams } from '../../../lib/admin-hash';
import { useLiveTopic } from '../../../lib/use-live-topic';
import { useBulkModerateQuestions } from '../api/bulk-moderate-questions';
import { questionsQueryKey, useQuestions } from '../api/get-questions';
import { useSessionChoices } from '../api/get-session-choices';
import { type BulkStatus, bulkSummary } from '../utils/bulk-summary';
import {
  displayCounts,
  filterQuestions,
  isQuestionFilter,
  QUESTION_FILTERS,
  type QuestionFilter,
} from '../utils/filter-questions';
import { messages } from '../utils/messages';
import { ALL_SESSIONS, matchesSession, type SessionFilter, sessionOptions } from '../utils/session-filter';
import { isQuestionSort, QUESTION_SORTS, type QuestionSort, sortQuestions } from '../utils/sort-questions';
import { BulkActions } from './bulk-actions';
import { type Outcome, QuestionDetail } from './question-detail';
import { QuestionList } from './question-list';
import { SessionQuestionsControl } from './session-questions-control';

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
  const [session, setSession] = useState<SessionFilter>(ALL_SESSIONS);
  const [sort, setSort] = useState<QuestionSort>('newest');
  // Ticked for a bulk action; only the ticked questions still shown are acted on.
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const bulk = useBulkModerateQuestions();
  // Set after a bulk action: if it emptied the list, its buttons went too, so focus goes to the list's heading.
  const [bulkDone, setBulkDone] = useState(false);
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
  const sessionChoices = useSessionChoices();
  const sessions = useMemo(
    () => sessionOptions(data?.questions ?? [], sessionChoices.data),
    [data, sessionChoices.data],
  );
  // A session whose last question went away: show every session rather than an empty list with no choice for it.
  const sessionShown = sessions.some((option) => option.value === session) ? session : ALL_SESSIONS;
  const shown = data
    ? sortQuestions(
        filterQuestions(data.questions, filter, search).filter((question) => matchesSession(question, sessionShown)),
        sort,
      )
    : [];
  const shownCount = shown.length;
  const checkedShown = shown.filter((question) => checked.has(question.id)).map((question) => question.id);

  const check = (id: number, on: boolean) =>
    setChecked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const checkAllShown = (on: boolean) =>
    setChecked((current) => {
      const next = new Set(current);
      for (const question of shown) {
        if (on) next.add(question.id);
        else next.delete(question.id);
      }
      return next;
    });

  useEffect(() => {
    if (!bulkDone) return;
    setBulkDone(false);
    if (shownCount === 0) listHeading.current?.focus();
  }, [bulkDone, shownCount]);

  // The summary is announced and shown; focus stays on the button pressed, ready for the next batch.
  const report = (next: Outcome) => {
    setOutcome(next);
    announce(next.text, next.tone === 'error' ? 'assertive' : 'polite');
  };
  const applyBulk = async (status: BulkStatus) => {
    if (checkedShown.length === 0) {
      report({ tone: 'error', text: messages.selectFirst });
      return;
    }
    try {
      const result = await bulk.mutateAsync({ ids: checkedShown, status });
      const done = new Set([...result.updated.map((q) => q.id), ...result.unchangedIds, ...result.notFoundIds]);
      setChecked((current) => new Set([...current].filter((id) => !done.has(id))));
      report({ tone: 'success', text: bulkSummary(status, result) });
      setBulkDone(true);
    } catch (error) {
      report({ tone: 'error', text: messages.bulkFailed((error as Error).message) });
    }
  };

  return (
    <section className="cc-qa" aria-labelledby="cc-qa-heading">
      <h2 id="cc-qa-heading">Question Management</h2>

      <SessionQuestionsControl />

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
        <SelectField
          label="Session"
          value={sessionShown}
          options={sessions}
          onChange={(event) => setSession(event.target.value)}
          className="cc-qa__select"
        />
        <SelectField
          label="Sort by"
          value={sort}
          options={QUESTION_SORTS}
          onChange={(event) => {
            if (isQuestionSort(event.target.value)) setSort(event.target.value);
          }}
          className="cc-qa__select"
        />
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
            checked={checked}
            onCheck={check}
            bulkActions={
              <BulkActions
                shownCount={shown.length}
                selectedCount={checkedShown.length}
                onToggleAll={checkAllShown}
                onApply={applyBulk}
                busy={bulk.isPending ? (bulk.variables?.status ?? null) : null}
              />
            }
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
