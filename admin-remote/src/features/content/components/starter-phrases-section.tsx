import type { Phrase } from '@cc/api/contract';
import { Alert, Button, LoadingIndicator, TextField, VisuallyHidden } from '@cc/design-system';
import { type FormEvent, useId, useRef, useState } from 'react';
import { type StarterPhraseChange, useChangeStarterPhrases, useStarterPhrases } from '../api/starter-phrases';
import { useRefocusAfterMove } from '../hooks/use-refocus-after-move';
import type { Notify } from '../types/notify';
import { messages } from '../utils/messages';
import { movedIds } from '../utils/sponsor-form';
import { ConfirmDialog } from './confirm-dialog';

const PHRASE_MAX = 500;

/**
 * Content › Starter phrases (issue 26): the phrases every attendee finds beside a question box, ready to put into a
 * question with one press. Add, change the text, move up or down, delete; the server audits each change.
 */
export function StarterPhrasesSection({ notify }: { notify: Notify }) {
  const phrases = useStarterPhrases();
  const change = useChangeStarterPhrases();
  const [newText, setNewText] = useState('');
  const [newError, setNewError] = useState<string | null>(null);
  const [editing, setEditing] = useState<Phrase | null>(null);
  const [deleting, setDeleting] = useState<Phrase | null>(null);
  const headingId = useId();
  const listHeading = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const list = phrases.data?.phrases ?? [];
  const { refocus } = useRefocusAfterMove(
    listRef,
    list.map((item) => item.id),
  );

  const run = async (next: StarterPhraseChange, done: string, failed: string): Promise<boolean> => {
    try {
      await change.mutateAsync(next);
      notify('success', done);
      return true;
    } catch (error) {
      notify('error', `${failed}: ${error instanceof Error ? error.message : 'unknown error'}`);
      return false;
    }
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const text = newText.trim();
    if (!text) {
      setNewError('Type the phrase to add.');
      return;
    }
    if (await run({ kind: 'add', text }, `Starter phrase added: ${text}`, 'Failed to add the phrase')) setNewText('');
  };

  const move = async (phrase: Phrase, direction: 'up' | 'down') => {
    const ids = movedIds(
      list.map((item) => item.id),
      phrase.id,
      direction,
    );
    // One move at a time; the buttons stay enabled meanwhile, since a disabled button drops the keyboard focus.
    if (!ids || change.isPending) return;
    const position = ids.indexOf(phrase.id) + 1;
    if (
      await run(
        { kind: 'order', ids },
        `Moved ${direction}: ${phrase.text}, now ${position} of ${ids.length}`,
        'Failed to move the phrase',
      )
    ) {
      refocus(phrase.id, direction, ids);
    }
  };

  const confirmDelete = async () => {
    const target = deleting;
    setDeleting(null);
    if (!target) return;
    await run(
      { kind: 'delete', id: target.id },
      messages.deleted(`Starter phrase “${target.text}”`),
      'Failed to delete the phrase',
    );
    requestAnimationFrame(() => listHeading.current?.focus());
  };

  return (
    <section className="ds-stack" aria-labelledby={headingId}>
      <h3 id={headingId}>Starter phrases</h3>
      <p>
        Attendees find these phrases beside every question box, in this order, and put one into their question with a
        single press. They help people who type slowly or use a communication device. Changes show the next time an
        attendee opens a page with a question box.
      </p>
      <form className="ds-stack" onSubmit={add} noValidate>
        <TextField
          label="New starter phrase"
          value={newText}
          maxLength={PHRASE_MAX}
          error={newError ?? undefined}
          onChange={(event) => {
            setNewText(event.target.value);
            setNewError(null);
          }}
        />
        <div>
          <Button type="submit" loading={change.isPending && change.variables?.kind === 'add'} loadingLabel="Adding...">
            Add Phrase
          </Button>
        </div>
      </form>

      <h4 ref={listHeading} tabIndex={-1}>
        Phrase list
      </h4>
      {phrases.isPending && <LoadingIndicator message="Loading phrases..." />}
      {phrases.isError && (
        <div className="ds-stack">
          <Alert tone="error">{messages.loadFailed}</Alert>
          <Button variant="secondary" onClick={() => phrases.refetch()}>
            Retry
          </Button>
        </div>
      )}
      {phrases.isSuccess && list.length === 0 && <p>No starter phrases. Attendees see only their own phrases.</p>}
      {list.length > 0 && (
        <ol ref={listRef} className="cc-starter-phrases" aria-label="Starter phrases, in the order attendees see them">
          {list.map((phrase, index) => (
            <li key={phrase.id} className="cc-starter-phrases__item" data-item-id={phrase.id}>
              {editing?.id === phrase.id ? (
                <RenameForm
                  phrase={phrase}
                  onCancel={() => setEditing(null)}
                  onSave={async (text) => {
                    if (
                      await run(
                        { kind: 'rename', id: phrase.id, text },
                        `Starter phrase changed to: ${text}`,
                        'Failed to change the phrase',
                      )
                    ) {
                      setEditing(null);
                    }
                  }}
                />
              ) : (
                <>
                  <p className="cc-starter-phrases__text">{phrase.text}</p>
                  <div className="ds-cluster">
                    <Button
                      size="small"
                      variant="secondary"
                      data-move="up"
                      disabled={index === 0}
                      onClick={() => move(phrase, 'up')}
                    >
                      Move up <VisuallyHidden>{phrase.text}</VisuallyHidden>
                    </Button>
                    <Button
                      size="small"
                      variant="secondary"
                      data-move="down"
                      disabled={index === list.length - 1}
                      onClick={() => move(phrase, 'down')}
                    >
                      Move down <VisuallyHidden>{phrase.text}</VisuallyHidden>
                    </Button>
                    <Button size="small" variant="secondary" onClick={() => setEditing(phrase)}>
                      Edit <VisuallyHidden>{phrase.text}</VisuallyHidden>
                    </Button>
                    <Button size="small" variant="danger" onClick={() => setDeleting(phrase)}>
                      Delete <VisuallyHidden>{phrase.text}</VisuallyHidden>
                    </Button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete starter phrase"
        confirmLabel="Delete Phrase"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <p>
          Are you sure you want to delete <strong>{deleting?.text}</strong>? Attendees will no longer see it. Phrases
          they saved themselves are not affected.
        </p>
      </ConfirmDialog>
    </section>
  );
}

function RenameForm({
  phrase,
  onSave,
  onCancel,
}: {
  phrase: Phrase;
  onSave: (text: string) => Promise<void>;
  onCancel: () => void;
}) {
  const [text, setText] = useState(phrase.text);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="ds-stack"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        if (!text.trim()) {
          setError('Type the phrase, or choose Cancel.');
          return;
        }
        await onSave(text.trim());
      }}
    >
      <TextField
        label="Phrase text"
        value={text}
        maxLength={PHRASE_MAX}
        autoFocus
        error={error ?? undefined}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
      />
      <div className="ds-cluster">
        <Button type="submit" size="small">
          Save Phrase
        </Button>
        <Button type="button" size="small" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
