import { ApiRequestError } from '@cc/api/client';
import type { ProgrammeImportItem, ProgrammeImportMode, ProgrammeImportPreview } from '@cc/api/contract';
import { Alert, announce, Button, formatDateGB, MessageBanner, TextArea } from '@cc/design-system';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useApplyImport } from '../api/apply-import';
import { useExportProgramme } from '../api/export-programme';
import { usePreviewImport } from '../api/preview-import';
import { fileProblem, formatOf, importedMessage, place, previewSummary, timeSpan } from '../utils/import-file';
import { ScrollTable } from './scroll-table';
import './programme-import.css';

interface ProgrammeImportSectionProps {
  id: string;
  onClose: () => void;
}

const dash = (value: string | null) => value || '—';

const IMPORT_MODES: { value: ProgrammeImportMode; label: string; hint: string }[] = [
  {
    value: 'replace',
    label: 'Replace the programme',
    hint: 'The file is the whole programme: sessions not in it are removed, with their bookmarks.',
  },
  {
    value: 'merge',
    label: 'Merge into the programme',
    hint: 'Rows add sessions or update the ones they match; sessions not in the file are kept.',
  },
];

/** Every field the import reads that the preview can show in a row; long texts appear among the changes. */
function ItemsTable({ caption, items, showRow }: { caption: string; items: ProgrammeImportItem[]; showRow: boolean }) {
  return (
    <ScrollTable caption={caption}>
      <thead>
        <tr>
          {showRow && <th scope="col">Row</th>}
          <th scope="col">Number</th>
          <th scope="col">Track</th>
          <th scope="col">Title</th>
          <th scope="col">Speakers</th>
          <th scope="col">Date</th>
          <th scope="col">Time</th>
          <th scope="col">Location</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={`${item.row}-${item.id}`}>
            {showRow && <td>{item.row}</td>}
            <td>{dash(item.sessionNumber)}</td>
            <td>{dash(item.track)}</td>
            <th scope="row">{item.title}</th>
            <td>{dash(item.speaker)}</td>
            <td>
              {item.sessionDate ? <time dateTime={item.sessionDate}>{formatDateGB(item.sessionDate)}</time> : '—'}
            </td>
            <td>{dash(timeSpan(item.startTime, item.endTime))}</td>
            <td>{dash(place(item.location, item.room))}</td>
            <td>{item.status === 'cancelled' ? 'Cancelled' : 'Active'}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/**
 * Programme import (BEYOND "Programme import"): choose a JSON or CSV file, see what it would add, change and
 * remove, then confirm (all or nothing) or cancel. Nothing is saved before Confirm import.
 */
export function ProgrammeImportSection({ id, onClose }: ProgrammeImportSectionProps) {
  const previewMutation = usePreviewImport();
  const applyMutation = useApplyImport();
  const exportMutation = useExportProgramme();
  const [fileError, setFileError] = useState<string | null>(null);
  const [preview, setPreview] = useState<ProgrammeImportPreview | null>(null);
  const [mode, setMode] = useState<ProgrammeImportMode>('replace');
  const [result, setResult] = useState<{ tone: 'success' | 'error' | 'info'; text: string } | null>(null);
  const [clashReason, setClashReason] = useState('');
  const [clashReasonError, setClashReasonError] = useState<string | undefined>();
  const clashReasonId = useId();
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const previewHeading = useRef<HTMLHeadingElement>(null);

  // A new preview takes focus, so it is read from its heading (after it has rendered, however slow).
  useEffect(() => {
    if (preview) previewHeading.current?.focus();
  }, [preview]);

  const tell = (tone: 'success' | 'error' | 'info', text: string) => {
    setResult({ tone, text });
    announce(text, tone === 'error' ? 'assertive' : 'polite');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const file = fileInput.current?.files?.[0] ?? null;
    const problem = fileProblem(file);
    const format = file ? formatOf(file.name) : null;
    if (problem || !file || !format) {
      setFileError(problem);
      fileInput.current?.focus();
      return;
    }
    setFileError(null);
    setPreview(null);
    const content = await file.text();
    previewMutation.mutate(
      { format, content, fileName: file.name, mode },
      {
        onSuccess: (answer) => {
          setPreview(answer);
          announce(`Preview ready: ${previewSummary(answer)}`);
        },
        onError: (error) => {
          setFileError(`Failed to preview the import: ${error.message}`);
          fileInput.current?.focus();
        },
      },
    );
  };

  const reset = () => {
    setPreview(null);
    setClashReason('');
    setClashReasonError(undefined);
    if (fileInput.current) fileInput.current.value = '';
  };

  const confirm = () => {
    if (!preview) return;
    // Clashes are imported only with a reason, which the audit log keeps with them (issue 27).
    if (preview.clashes.length > 0 && !clashReason.trim()) {
      const text = 'Say why the clashes are acceptable before importing over them';
      setClashReasonError(text);
      announce(text, 'assertive');
      document.getElementById(clashReasonId)?.focus();
      return;
    }
    setClashReasonError(undefined);
    const saveAnyway = preview.clashes.length > 0 ? { reason: clashReason.trim() } : undefined;
    applyMutation.mutate(
      {
        previewId: preview.previewId,
        programmeVersion: preview.programmeVersion,
        ...(saveAnyway ? { saveAnyway } : {}),
      },
      {
        onSuccess: (answer) => {
          reset();
          tell('success', importedMessage(answer));
          fileInput.current?.focus();
        },
        onError: (error) => {
          tell('error', `Failed to import the programme: ${error.message}`);
          // The programme changed since the preview: it no longer says what the import would do. The file stays
          // chosen, so Preview import shows the new plan at once.
          if (error instanceof ApiRequestError && error.statusCode === 409) {
            setPreview(null);
            fileInput.current?.focus();
          }
        },
      },
    );
  };

  const cancel = () => {
    reset();
    tell('info', 'Import cancelled. Nothing was changed.');
    fileInput.current?.focus();
  };

  const download = (format: 'json' | 'csv') => {
    exportMutation.mutate(format, {
      onSuccess: (count) => tell('success', `Programme exported as ${format.toUpperCase()}: ${count} sessions.`),
      onError: (error) => tell('error', `Failed to export the programme: ${error.message}`),
    });
  };

  const invalid = preview?.invalid.length ?? 0;

  return (
    <section id={id} className="cc-import ds-stack" aria-labelledby={headingId}>
      <div className="ds-cluster ds-cluster--between">
        <h3 id={headingId}>Import programme</h3>
        <Button variant="ghost" size="small" onClick={onClose}>
          Close import
        </Button>
      </div>
      <p className="ds-prose">
        Load or update the whole programme from a file: JSON (a list of sessions with fields such as session_number,
        track, title, speaker, session_date, start_time and end_time) or CSV (a header row with those names). Rows are
        matched to sessions by their id column (in the app's own exports), by session number, or (breaks and other items
        without one) by title, day and time. Replacing removes the sessions that are not in the file; merging keeps
        them. You see every change before anything is saved, and the import is refused if someone changes the programme
        after your preview.
      </p>

      {result && (
        <MessageBanner tone={result.tone} onDismiss={() => setResult(null)}>
          {result.text}
        </MessageBanner>
      )}

      <div className="ds-stack ds-stack--small">
        <p>
          To edit the programme in a file, export it, change it, and import it here again (an unchanged export imports
          as no changes):
        </p>
        <div className="ds-cluster ds-cluster--small">
          <Button
            variant="secondary"
            size="small"
            loading={exportMutation.isPending && exportMutation.variables === 'json'}
            loadingLabel="Exporting..."
            onClick={() => download('json')}
          >
            Export programme as JSON
          </Button>
          <Button
            variant="secondary"
            size="small"
            loading={exportMutation.isPending && exportMutation.variables === 'csv'}
            loadingLabel="Exporting..."
            onClick={() => download('csv')}
          >
            Export programme as CSV
          </Button>
        </div>
      </div>

      <form className="cc-import__form" onSubmit={submit} noValidate>
        <div className={fileError ? 'ds-field ds-field--invalid' : 'ds-field'}>
          <label className="ds-field__label" htmlFor={inputId}>
            Programme file (JSON or CSV)
          </label>
          <p className="ds-field__hint" id={hintId}>
            A .json or .csv file of at most 5 MB.
          </p>
          {fileError && (
            <p className="ds-field__error" id={errorId}>
              <span className="ds-visually-hidden">Error: </span>
              {fileError}
            </p>
          )}
          <input
            ref={fileInput}
            id={inputId}
            type="file"
            className="ds-input cc-import__file"
            accept=".json,.csv,application/json,text/csv"
            aria-describedby={fileError ? `${hintId} ${errorId}` : hintId}
            aria-invalid={fileError ? true : undefined}
            onChange={() => {
              setFileError(null);
              setPreview(null);
            }}
          />
        </div>
        <fieldset className="cc-import__modes">
          <legend className="ds-field__label">How to import</legend>
          {IMPORT_MODES.map((option) => (
            <div key={option.value} className="cc-import__mode">
              <input
                type="radio"
                id={`${inputId}-${option.value}`}
                name={`${inputId}-mode`}
                value={option.value}
                checked={mode === option.value}
                aria-describedby={`${inputId}-${option.value}-hint`}
                onChange={() => {
                  setMode(option.value);
                  setPreview(null);
                }}
              />
              <label htmlFor={`${inputId}-${option.value}`}>{option.label}</label>
              <p className="ds-field__hint" id={`${inputId}-${option.value}-hint`}>
                {option.hint}
              </p>
            </div>
          ))}
        </fieldset>
        <Button type="submit" loading={previewMutation.isPending} loadingLabel="Previewing...">
          Preview import
        </Button>
      </form>

      {preview && (
        <section className="cc-import__preview ds-stack" aria-labelledby={`${headingId}-preview`}>
          <h4 id={`${headingId}-preview`} ref={previewHeading} tabIndex={-1}>
            Preview of {preview.fileName ?? 'the file'}
          </h4>
          <p>
            {preview.rows} rows: {previewSummary(preview)}.
          </p>
          <p>
            {preview.mode === 'merge'
              ? 'Merging: sessions not in the file are kept.'
              : 'Replacing: sessions not in the file are removed.'}
          </p>
          {invalid > 0 && (
            <>
              <Alert tone="error">
                The file has {invalid} invalid {invalid === 1 ? 'row' : 'rows'}. Correct the file and preview it again;
                nothing can be imported until then.
              </Alert>
              <ScrollTable caption="Invalid rows">
                <thead>
                  <tr>
                    <th scope="col">Row</th>
                    <th scope="col">Problem</th>
                  </tr>
                </thead>
                <tbody>
                  {preview.invalid.map((row) => (
                    <tr key={row.row}>
                      <th scope="row">{row.row}</th>
                      <td>{row.reason}</td>
                    </tr>
                  ))}
                </tbody>
              </ScrollTable>
            </>
          )}
          {preview.warnings.length > 0 && (
            <ScrollTable caption="Warnings: rows to check before importing">
              <thead>
                <tr>
                  <th scope="col">Row</th>
                  <th scope="col">Warning</th>
                </tr>
              </thead>
              <tbody>
                {preview.warnings.map((warning) => (
                  <tr key={`${warning.row}-${warning.message}`}>
                    <th scope="row">{warning.row}</th>
                    <td>{warning.message}</td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          )}
          {preview.clashes.length > 0 && (
            <ScrollTable caption="Clashes: a room or a speaker booked twice (or without time to walk between)">
              <thead>
                <tr>
                  <th scope="col">Row</th>
                  <th scope="col">Clash</th>
                </tr>
              </thead>
              <tbody>
                {preview.clashes.map((clash) => (
                  <tr key={`${clash.row}-${clash.message}`}>
                    <th scope="row">{clash.row}</th>
                    <td>{clash.message}</td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          )}
          {preview.toRemove.length > 0 && (
            <Alert tone="warning">
              {preview.toRemove.length} {preview.toRemove.length === 1 ? 'session is' : 'sessions are'} not in the file
              and will be removed, with their bookmarks and presenter links.
            </Alert>
          )}
          {preview.toAdd.length > 0 && <ItemsTable caption="Sessions to add" items={preview.toAdd} showRow />}
          {preview.toChange.length > 0 && (
            <ScrollTable caption="Sessions to change">
              <thead>
                <tr>
                  <th scope="col">Row</th>
                  <th scope="col">Session</th>
                  <th scope="col">Changes</th>
                </tr>
              </thead>
              <tbody>
                {preview.toChange.map((item) => (
                  <tr key={item.id}>
                    <td>{item.row}</td>
                    <th scope="row">{[item.sessionNumber ?? item.track, item.title].filter(Boolean).join(': ')}</th>
                    <td>
                      <ul className="cc-import__changes">
                        {item.changes.map((change) => (
                          <li key={change.field}>
                            <strong>{change.label}</strong>: {change.from || '(empty)'}{' '}
                            <span aria-hidden="true">→</span>
                            <span className="ds-visually-hidden">becomes</span> {change.to || '(empty)'}
                          </li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          )}
          {preview.toRemove.length > 0 && (
            <ItemsTable caption="Sessions to remove" items={preview.toRemove} showRow={false} />
          )}
          {invalid === 0 && preview.toAdd.length + preview.toChange.length + preview.toRemove.length === 0 && (
            <p>The file matches the stored programme: there is nothing to import.</p>
          )}
          {preview.clashes.length > 0 && invalid === 0 && (
            <TextArea
              id={clashReasonId}
              label="Reason for importing over the clashes"
              hint="Required to import a file with clashes; kept in the audit log with them"
              required
              rows={2}
              maxLength={1000}
              value={clashReason}
              error={clashReasonError}
              onChange={(event) => setClashReason(event.target.value)}
            />
          )}
          <div className="ds-cluster">
            <Button
              onClick={confirm}
              disabled={invalid > 0}
              loading={applyMutation.isPending}
              loadingLabel="Importing..."
            >
              Confirm import
            </Button>
            <Button variant="secondary" onClick={cancel}>
              Cancel
            </Button>
          </div>
        </section>
      )}
    </section>
  );
}
