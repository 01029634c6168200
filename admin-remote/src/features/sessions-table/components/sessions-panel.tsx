import type { AdminSession } from '@cc/api/contract';
import {
  Alert,
  announce,
  Button,
  Dialog,
  LoadingIndicator,
  MessageBanner,
  moveFocusTo,
  SelectField,
  TextField,
} from '@cc/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState } from 'react';
import type { AdminTabPanelProps } from '../../../lib/admin-tab-panel';
import { downloadFile } from '../../../lib/download-file';
import { useLiveTopic } from '../../../lib/use-live-topic';
import { ProgrammeImportSection } from '../../programme-import/components/programme-import-section';
import { useDeleteImpact } from '../../session-editor/api/session-editor-api';
import { SessionEditor } from '../../session-editor/components/session-editor';
import { SessionPollsPanel } from '../../session-polls/components/session-polls-panel';
import { useDeleteSession, useDeleteSessions } from '../api/delete-sessions';
import { adminSessionsQueryKey, useAdminSessions } from '../api/get-admin-sessions';
import { messages } from '../utils/messages';
import {
  type AbstractFilter,
  activeFilterCount,
  clashingSessionIds,
  DEFAULT_SORT,
  dayOptions,
  exportFileName,
  exportJson,
  filterSessions,
  levelOptions,
  NO_FILTERS,
  nextSort,
  type SessionFilters,
  sortSessions,
  trackOptions,
} from '../utils/session-table';
import { SessionsTable } from './sessions-table';
import './sessions-table.css';

type Tone = 'success' | 'error' | 'warning' | 'info';
type Confirming = { kind: 'one'; session: AdminSession } | { kind: 'many'; ids: number[] } | null;
type BulkAction = '' | 'delete' | 'export';

const ABSTRACT_OPTIONS = [
  { value: 'all', label: 'All Sessions' },
  { value: 'with', label: 'With Abstract' },
  { value: 'without', label: 'Without Abstract' },
];

/** The Sessions tab (admin.md §2 "Sessions tab (session table)"), with the programme import beside it. */
export default function SessionsPanel(_props: AdminTabPanelProps) {
  const queryClient = useQueryClient();
  const live = useLiveTopic('sessions', () => {
    void queryClient.invalidateQueries({ queryKey: adminSessionsQueryKey });
  });
  const sessions = useAdminSessions({ poll: live !== 'live' });
  const deleteOne = useDeleteSession();
  const deleteMany = useDeleteSessions();

  const [filters, setFilters] = useState<SessionFilters>(NO_FILTERS);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [sort, setSort] = useState(DEFAULT_SORT);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [editingId, setEditingId] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const [bulkAction, setBulkAction] = useState<BulkAction>('');
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [message, setMessage] = useState<{ tone: Tone; text: string } | null>(null);
  const headingId = useId();
  const filtersId = useId();
  const importId = useId();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const importButton = useRef<HTMLButtonElement>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  const editButtons = useRef(new Map<number, HTMLButtonElement>());
  const editorId = useId();
  const pollsPanelId = useId();
  const [pollsId, setPollsId] = useState<number | null>(null);
  const pollsButtons = useRef(new Map<number, HTMLButtonElement>());
  const impact = useDeleteImpact(confirming?.kind === 'one' ? confirming.session.id : null);

  const all = sessions.data?.sessions ?? [];
  const options = useMemo(
    () => ({ days: dayOptions(all), tracks: trackOptions(all), levels: levelOptions(all) }),
    [all],
  );
  const clashing = useMemo(() => clashingSessionIds(all), [all]);
  const shown = useMemo(
    () => sortSessions(filterSessions(all, filters, clashing), sort),
    [all, filters, clashing, sort],
  );

  const show = (tone: Tone, text: string) => {
    setMessage({ tone, text });
    announce(text, tone === 'error' ? 'assertive' : 'polite');
  };

  const setFilter = <K extends keyof SessionFilters>(key: K, value: SessionFilters[K]) =>
    setFilters((current) => ({ ...current, [key]: value }));

  const toggle = (id: number, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  const exportRows = (rows: AdminSession[]) => {
    downloadFile(exportFileName(), exportJson(rows));
    show('success', messages.exported(rows.length));
  };

  const applyBulk = () => {
    if (selected.size === 0) {
      show('warning', messages.selectFirst);
      return;
    }
    if (bulkAction === '') {
      show('warning', messages.chooseActionFirst);
      return;
    }
    if (bulkAction === 'export') exportRows(all.filter((session) => selected.has(session.id)));
    else setConfirming({ kind: 'many', ids: [...selected] });
  };

  const openEditor = (id: number | null) => {
    setCreating(false);
    setEditingId(id);
  };
  /** Closing the editor takes focus back to the button that opened it. */
  const closeEditor = () => {
    const opener = creating ? newButton.current : editingId !== null ? editButtons.current.get(editingId) : null;
    setCreating(false);
    setEditingId(null);
    requestAnimationFrame(() => opener?.focus());
  };
  const editing = editingId === null ? null : (all.find((session) => session.id === editingId) ?? null);

  /** Closing the polls takes focus back to the row's Polls button. */
  const closePolls = () => {
    const opener = pollsId === null ? null : pollsButtons.current.get(pollsId);
    setPollsId(null);
    requestAnimationFrame(() => opener?.focus());
  };
  const polling = pollsId === null ? null : (all.find((session) => session.id === pollsId) ?? null);

  const afterDelete = () => requestAnimationFrame(() => statusRef.current?.focus());

  const confirmDelete = () => {
    const current = confirming;
    setConfirming(null);
    if (!current) return;
    if (current.kind === 'one') {
      deleteOne.mutate(current.session.id, {
        onSuccess: () => {
          show('success', messages.deleted);
          setSelected((ids) => new Set([...ids].filter((id) => id !== current.session.id)));
          if (editingId === current.session.id) setEditingId(null);
        },
        onError: (error) => show('error', messages.deleteFailed(error.message)),
        onSettled: afterDelete,
      });
      return;
    }
    deleteMany.mutate(current.ids, {
      onSuccess: (result) => {
        show('success', messages.deletedMany(result.deletedIds.length, result.notFoundIds.length));
        // The selection clears after a bulk delete (admin.md §4).
        setSelected(new Set());
        setBulkAction('');
      },
      onError: (error) => show('error', messages.deleteManyFailed(error.message)),
      onSettled: afterDelete,
    });
  };

  const filterCount = activeFilterCount(filters);

  return (
    <section className="cc-sessions ds-stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{messages.heading}</h2>

      {message && (
        <MessageBanner tone={message.tone} onDismiss={() => setMessage(null)}>
          {message.text}
        </MessageBanner>
      )}

      <div className="cc-sessions__toolbar">
        <TextField
          className="cc-sessions__search"
          type="search"
          label="Search sessions"
          hint="Title, number, track, speaker, abstract or location"
          value={filters.search}
          onChange={(event) => setFilter('search', event.target.value)}
        />
        <div className="ds-cluster">
          <Button
            variant="secondary"
            aria-expanded={filtersOpen}
            aria-controls={filtersOpen ? filtersId : undefined}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {filterCount > 0 ? `Filters (${filterCount})` : 'Filters'}
          </Button>
          <Button variant="secondary" disabled={!sessions.isSuccess} onClick={() => exportRows(shown)}>
            Export
          </Button>
          <Button
            variant="secondary"
            loading={sessions.isFetching}
            loadingLabel="Refreshing..."
            onClick={() => sessions.refetch()}
          >
            Refresh
          </Button>
          <Button
            ref={newButton}
            aria-expanded={creating}
            aria-controls={creating ? editorId : undefined}
            onClick={() => {
              setEditingId(null);
              setCreating((open) => !open);
            }}
          >
            New session
          </Button>
          <Button
            ref={importButton}
            variant="secondary"
            aria-expanded={importOpen}
            aria-controls={importOpen ? importId : undefined}
            onClick={() => setImportOpen((open) => !open)}
          >
            Import Programme
          </Button>
        </div>
      </div>

      {filtersOpen && (
        <fieldset id={filtersId} className="cc-sessions__filters ds-fieldset">
          <legend>Filters</legend>
          <SelectField
            label="Day"
            value={filters.day}
            options={[{ value: 'all', label: 'All' }, ...options.days]}
            onChange={(event) => setFilter('day', event.target.value)}
          />
          <SelectField
            label="Track"
            value={filters.track}
            options={[{ value: 'all', label: 'All' }, ...options.tracks]}
            onChange={(event) => setFilter('track', event.target.value)}
          />
          <SelectField
            label="Abstract"
            value={filters.abstract}
            options={ABSTRACT_OPTIONS}
            onChange={(event) => setFilter('abstract', event.target.value as AbstractFilter)}
          />
          <SelectField
            label="Level"
            value={filters.level}
            options={[{ value: 'all', label: 'All' }, ...options.levels]}
            onChange={(event) => setFilter('level', event.target.value)}
          />
          <SelectField
            label="Clashes"
            value={filters.clashes}
            options={[
              { value: 'all', label: 'All sessions' },
              { value: 'only', label: `Only sessions with clashes (${clashing.size})` },
            ]}
            onChange={(event) => setFilter('clashes', event.target.value as SessionFilters['clashes'])}
          />
          <Button
            variant="secondary"
            className="cc-sessions__clear"
            disabled={filterCount === 0 && !filters.search}
            onClick={() => setFilters(NO_FILTERS)}
          >
            Clear filters
          </Button>
        </fieldset>
      )}

      {importOpen && (
        <ProgrammeImportSection
          id={importId}
          onClose={() => {
            setImportOpen(false);
            importButton.current?.focus();
          }}
        />
      )}

      {(creating || editing) && (
        <div id={editorId}>
          <SessionEditor
            key={creating ? 'new' : editing?.id}
            session={creating ? null : editing}
            onClose={closeEditor}
            onDone={(text) => {
              closeEditor();
              show('success', text);
            }}
          />
        </div>
      )}

      {polling && <SessionPollsPanel key={polling.id} id={pollsPanelId} session={polling} onClose={closePolls} />}

      {sessions.isPending && <LoadingIndicator message={messages.loading} />}
      {sessions.isError && (
        <div className="ds-stack">
          <Alert tone="error">{messages.loadFailed(sessions.error.message)}</Alert>
          <Button variant="secondary" onClick={() => sessions.refetch()}>
            Retry
          </Button>
        </div>
      )}
      {sessions.isSuccess && (
        <>
          <p ref={statusRef} tabIndex={-1} role="status" className="cc-sessions__count">
            {messages.showing(shown.length, all.length)}
          </p>
          <div className="cc-sessions__bulk">
            <p className="cc-sessions__selected">{messages.selected(selected.size)}</p>
            <SelectField
              label="Bulk action"
              value={bulkAction}
              options={[
                { value: '', label: 'Choose action...' },
                { value: 'delete', label: 'Delete Selected' },
                { value: 'export', label: 'Export Selected' },
              ]}
              onChange={(event) => setBulkAction(event.target.value as BulkAction)}
            />
            <Button variant="secondary" loading={deleteMany.isPending} loadingLabel="Deleting..." onClick={applyBulk}>
              Apply
            </Button>
          </div>
          {shown.length === 0 ? (
            <p className="cc-sessions__empty">{messages.empty}</p>
          ) : (
            <SessionsTable
              sessions={shown}
              sort={sort}
              onSort={(column) => setSort((current) => nextSort(current, column))}
              selected={selected}
              onToggle={toggle}
              onToggleAll={(checked) =>
                setSelected((current) => {
                  const next = new Set(current);
                  for (const session of shown) {
                    if (checked) next.add(session.id);
                    else next.delete(session.id);
                  }
                  return next;
                })
              }
              editingId={editingId}
              editorId={editorId}
              onEdit={(id) => (id === null ? closeEditor() : openEditor(id))}
              registerEditButton={(id, button) => {
                if (button) editButtons.current.set(id, button);
                else editButtons.current.delete(id);
              }}
              onDelete={(session) => setConfirming({ kind: 'one', session })}
              pollsId={pollsId}
              pollsPanelId={pollsPanelId}
              onPolls={(id) => {
                if (id === null) closePolls();
                else {
                  setPollsId(id);
                  // The panel opens above the table: take the keyboard there, to its heading.
                  requestAnimationFrame(() => moveFocusTo(document.getElementById(pollsPanelId)?.querySelector('h3')));
                }
              }}
              registerPollsButton={(id, button) => {
                if (button) pollsButtons.current.set(id, button);
                else pollsButtons.current.delete(id);
              }}
            />
          )}
        </>
      )}

      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming?.kind === 'many' ? 'Delete sessions' : 'Delete session'}
        headingLevel={3}
        actions={
          <>
            <Button variant="danger" onClick={confirmDelete}>
              Delete
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
          </>
        }
      >
        {confirming?.kind === 'one' && (
          <>
            <p>{messages.confirmDelete}</p>
            <p>
              <strong>{confirming.session.title}</strong>
            </p>
          </>
        )}
        {confirming?.kind === 'many' && <p>{messages.confirmDeleteMany(confirming.ids.length)}</p>}
        {confirming?.kind === 'one' && <DeleteImpactText impact={impact} />}
        {confirming?.kind === 'many' && (
          <p>Their bookmarks and presenter links are deleted too. This cannot be undone.</p>
        )}
      </Dialog>
    </section>
  );
}

/** What deleting one session takes with it, counted by the server when the confirmation opens. */
function DeleteImpactText({ impact }: { impact: ReturnType<typeof useDeleteImpact> }) {
  if (impact.isPending) return <p>Counting the bookmarks and presenter links it has...</p>;
  if (impact.isError) {
    return <p>Its bookmarks and presenter links are deleted too (they could not be counted). This cannot be undone.</p>;
  }
  return <p>{messages.deleteImpact(impact.data)}</p>;
}
