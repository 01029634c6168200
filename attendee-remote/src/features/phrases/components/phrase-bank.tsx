import { ApiRequestError } from '@cc/api/client';
import type { Phrase } from '@cc/api/contract';
import { announce, Button, TextField, useOnlineStatus, VisuallyHidden } from '@cc/design-system';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { ReadAloudButton } from '../../../components/read-aloud/read-aloud-button';
import { type PhraseChange, useChangeMyPhrases, useMyPhrases } from '../api/my-phrases';
import { useStarterPhrases } from '../api/starter-phrases';
import { insertAtCaret } from '../utils/insert-at-caret';
import '../styles/phrases.css';

export const STARTER_HEADING = 'Starter phrases';
export const MINE_HEADING = 'My phrases';
export const NOTHING_TO_SAVE = 'Write the phrase in the question box first, then save it.';
export const CHANGE_OFFLINE = 'You are offline. Your phrases can be changed when you are back online.';

export interface PhraseBankProps {
  /** The question box the phrases go into (at its caret) and "Save as a phrase" reads from. */
  textAreaRef: RefObject<HTMLTextAreaElement | null>;
  /** Heading level of "Phrases"; the two groups are one level below. Default 3. */
  headingLevel?: 2 | 3 | 4;
  /**
   * Which box the phrases are for ("for question 2"), when a page has more than one: added to the hidden part of
   * the headings and the navigation's name, so every landmark on the page keeps a name of its own.
   */
  context?: string;
}

function failure(caught: unknown): string {
  return caught instanceof ApiRequestError || caught instanceof Error ? caught.message : 'Something went wrong.';
}

/**
 * Phrases beside a question box (issue 26): one press puts a phrase into the box at its caret and gives the box
 * focus back. Two groups under headings, each reachable in one step from the small list of links at the top; the
 * person's own phrases can be saved from the box's text, renamed, moved and deleted (in "Edit my phrases", so that
 * a switch user scanning for a phrase passes no more buttons than needed).
 */
export function PhraseBank({ textAreaRef, headingLevel = 3, context }: PhraseBankProps) {
  const id = useId();
  const starterId = `${id}-starter`;
  const mineId = `${id}-mine`;
  const starter = useStarterPhrases();
  const mine = useMyPhrases();
  const change = useChangeMyPhrases();
  const online = useOnlineStatus();
  const [editing, setEditing] = useState(false);
  const [renamingId, setRenamingId] = useState<number | null>(null);
  // After a rename is saved or cancelled, focus goes back to that phrase's Rename button (never to the page's body).
  const [renamedId, setRenamedId] = useState<number | null>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (renamedId === null) return;
    renameButton.current?.focus();
    setRenamedId(null);
  }, [renamedId]);
  const [message, setMessage] = useState<string | null>(null);
  const groupRefs = { starter: useRef<HTMLElement>(null), mine: useRef<HTMLElement>(null) };
  const Heading = `h${headingLevel}` as const;
  const GroupHeading = `h${headingLevel + 1}` as 'h3' | 'h4' | 'h5';
  const myPhrases = mine.data?.phrases ?? [];
  const forBox = context ? <VisuallyHidden> {context}</VisuallyHidden> : null;

  const say = (text: string, politeness: 'polite' | 'assertive' = 'polite') => {
    setMessage(text);
    announce(text, politeness);
  };

  const insert = (phrase: Phrase) => {
    const box = textAreaRef.current;
    if (!box) return;
    const result = insertAtCaret(box, phrase.text);
    if (result.ok) setMessage(null);
    else say(`That phrase does not fit: a question can be at most ${result.maxLength} characters.`, 'assertive');
  };

  /** Moves focus to the first button of a group: the one step a switch or keyboard user takes to reach it. */
  const goToGroup = (group: 'starter' | 'mine') => {
    const first = groupRefs[group].current?.querySelector<HTMLElement>('button, input');
    (first ?? groupRefs[group].current)?.focus();
  };

  const send = async (next: PhraseChange, done: string): Promise<boolean> => {
    if (!online) {
      say(CHANGE_OFFLINE, 'assertive');
      return false;
    }
    try {
      await change.mutateAsync(next);
      say(done);
      return true;
    } catch (caught) {
      say(`Your phrases were not changed: ${failure(caught)}`, 'assertive');
      return false;
    }
  };

  const saveFromBox = async () => {
    const box = textAreaRef.current;
    const selected = box ? box.value.slice(box.selectionStart, box.selectionEnd).trim() : '';
    const text = selected || box?.value.trim() || '';
    if (!text) {
      say(NOTHING_TO_SAVE, 'assertive');
      box?.focus();
      return;
    }
    await send({ kind: 'add', text }, `Saved to my phrases: ${text}`);
  };

  const move = async (index: number, by: -1 | 1) => {
    const target = index + by;
    const moved = myPhrases[index];
    if (!moved || target < 0 || target >= myPhrases.length) return;
    const ids = myPhrases.map((phrase) => phrase.id);
    [ids[index], ids[target]] = [ids[target] as number, ids[index] as number];
    await send(
      { kind: 'order', ids },
      `Moved ${by < 0 ? 'up' : 'down'}: ${moved.text}, now ${target + 1} of ${ids.length}`,
    );
  };

  const remove = async (index: number) => {
    const phrase = myPhrases[index];
    if (!phrase) return;
    if (await send({ kind: 'delete', id: phrase.id }, `Deleted: ${phrase.text}`)) {
      // Focus stays in the list: on the next phrase's Delete, else the group's heading.
      requestAnimationFrame(() => {
        const buttons = groupRefs.mine.current?.querySelectorAll<HTMLElement>('[data-phrase-delete]');
        const next = buttons?.[Math.min(index, (buttons?.length ?? 1) - 1)];
        (next ?? groupRefs.mine.current)?.focus();
      });
    }
  };

  return (
    <section className="att-phrases" aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`} className="att-phrases__heading">
        Phrases
        {forBox}
      </Heading>
      <p className="ds-text-small att-phrases__intro">A phrase goes into your question where the cursor is.</p>
      <nav aria-label={context ? `Phrase groups ${context}` : 'Phrase groups'} className="att-phrases__nav">
        <ul>
          {(['starter', 'mine'] as const).map((group) => (
            <li key={group}>
              <a
                href={`#${group === 'starter' ? starterId : mineId}`}
                className="ds-target"
                onClick={(event) => {
                  event.preventDefault();
                  goToGroup(group);
                }}
              >
                {group === 'starter' ? STARTER_HEADING : MINE_HEADING}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <section
        id={starterId}
        ref={groupRefs.starter}
        tabIndex={-1}
        aria-labelledby={`${starterId}-heading`}
        className="att-phrases__group"
      >
        <GroupHeading id={`${starterId}-heading`}>
          {STARTER_HEADING}
          {forBox}
        </GroupHeading>
        {starter.isPending && <p className="ds-text-small">Loading phrases…</p>}
        {starter.isError && !starter.data && <p className="ds-text-small">The starter phrases could not be loaded.</p>}
        <ul className="att-phrases__list">
          {starter.data?.phrases.map((phrase) => (
            <li key={phrase.id} className="att-phrases__item">
              <Button type="button" variant="secondary" className="att-phrases__phrase" onClick={() => insert(phrase)}>
                {phrase.text}
              </Button>
              <ReadAloudButton text={phrase.text} what={phrase.text} />
            </li>
          ))}
        </ul>
      </section>

      <section
        id={mineId}
        ref={groupRefs.mine}
        tabIndex={-1}
        aria-labelledby={`${mineId}-heading`}
        className="att-phrases__group"
      >
        <GroupHeading id={`${mineId}-heading`}>
          {MINE_HEADING}
          {forBox}
        </GroupHeading>
        <div className="att-phrases__tools">
          <Button type="button" variant="secondary" size="small" onClick={saveFromBox} loading={change.isPending}>
            Save as a phrase
            <VisuallyHidden> (the selected text of your question, or all of it)</VisuallyHidden>
          </Button>
          {myPhrases.length > 0 && (
            <Button
              type="button"
              variant="ghost"
              size="small"
              aria-pressed={editing}
              onClick={() => {
                setEditing((value) => !value);
                setRenamingId(null);
              }}
            >
              Edit my phrases
            </Button>
          )}
        </div>
        {myPhrases.length === 0 && !mine.isPending && (
          <p className="ds-text-small">
            No phrases of your own yet. Write one in the question box and choose “Save as a phrase”.
          </p>
        )}
        <ul className="att-phrases__list">
          {myPhrases.map((phrase, index) => (
            <li key={phrase.id} className="att-phrases__item">
              {renamingId === phrase.id ? (
                <RenameForm
                  phrase={phrase}
                  onCancel={() => {
                    setRenamingId(null);
                    setRenamedId(phrase.id);
                  }}
                  onSave={async (text) => {
                    if (await send({ kind: 'rename', id: phrase.id, text }, `Renamed to: ${text}`)) {
                      setRenamingId(null);
                      setRenamedId(phrase.id);
                    }
                  }}
                />
              ) : (
                <>
                  <Button
                    type="button"
                    variant="secondary"
                    className="att-phrases__phrase"
                    onClick={() => insert(phrase)}
                  >
                    {phrase.text}
                  </Button>
                  <ReadAloudButton text={phrase.text} what={phrase.text} />
                  {editing && (
                    <span className="att-phrases__edit">
                      <Button
                        ref={renamedId === phrase.id ? renameButton : undefined}
                        type="button"
                        variant="ghost"
                        size="small"
                        onClick={() => setRenamingId(phrase.id)}
                      >
                        Rename <VisuallyHidden>{phrase.text}</VisuallyHidden>
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="small"
                        aria-disabled={index === 0 || undefined}
                        onClick={() => move(index, -1)}
                      >
                        Move up <VisuallyHidden>{phrase.text}</VisuallyHidden>
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="small"
                        aria-disabled={index === myPhrases.length - 1 || undefined}
                        onClick={() => move(index, 1)}
                      >
                        Move down <VisuallyHidden>{phrase.text}</VisuallyHidden>
                      </Button>
                      <Button
                        type="button"
                        variant="danger"
                        size="small"
                        data-phrase-delete=""
                        onClick={() => remove(index)}
                      >
                        Delete <VisuallyHidden>{phrase.text}</VisuallyHidden>
                      </Button>
                    </span>
                  )}
                </>
              )}
            </li>
          ))}
        </ul>
      </section>
      {message && <p className="ds-text-small att-phrases__message">{message}</p>}
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
  // Not a <form>: the bank may sit inside a question box's own form, and forms cannot nest.
  const submit = async () => {
    if (!text.trim()) {
      setError('Type the phrase, or choose Cancel.');
      return;
    }
    await onSave(text.trim());
  };
  return (
    <div className="att-phrases__rename">
      <TextField
        label="New text for the phrase"
        value={text}
        maxLength={500}
        autoFocus
        error={error ?? undefined}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void submit();
          } else if (event.key === 'Escape') {
            onCancel();
          }
        }}
      />
      <Button type="button" size="small" onClick={submit}>
        Save
      </Button>
      <Button type="button" variant="ghost" size="small" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
