import { ApiRequestError } from '@cc/api/client';
import type { Phrase } from '@cc/api/contract';
import { announce, Button, Checkbox, safeStorage, TextField, useOnlineStatus, VisuallyHidden } from '@cc/design-system';
import { type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { ReadAloudButton } from '../../../components/read-aloud/read-aloud-button';
import { type PhraseChange, useChangeMyPhrases, useMyPhrases } from '../api/my-phrases';
import { useStarterPhrases } from '../api/starter-phrases';
import { insertAtCaret } from '../utils/insert-at-caret';
import { type PhraseGroup, type PhraseKey, phraseKeyTarget } from '../utils/phrase-keys';
import '../styles/phrases.css';

export const STARTER_HEADING = 'Starter phrases';
export const MINE_HEADING = 'My phrases';
export const MANAGE_LABEL = 'Manage my phrases';
export const NOTHING_TO_SAVE = 'Write the phrase in the question box first, then save it.';
export const CHANGE_OFFLINE = 'You are offline. Your phrases can be changed when you are back online.';
export const EVERY_PHRASE_A_STOP = 'Give every phrase its own Tab stop (for switch access that uses Tab)';
/** How the bank is used with keys: the toolbar's description, shown too, for anyone using a keyboard. */
export const KEYS_HELP =
  'Arrow keys move through the phrases; Page Down and Page Up go to the next or previous group. Enter puts the phrase into your question and takes you back to it; Space puts it in and stays here. R reads the phrase aloud. Tab leaves the phrases.';
/** How long "Undo" stays after a phrase is deleted: long enough for someone scanning with a switch to reach it. */
export const UNDO_FOR_MS = 60_000;
const EVERY_STOP_KEY = 'cm-phrases-every-stop';

export interface PhraseBankProps {
  /** The question box the phrases go into (at its caret) and "Save as a phrase" reads from. */
  textAreaRef: RefObject<HTMLTextAreaElement | null>;
  /** Heading level of "Phrases"; the two groups are one level below. Default 3. */
  headingLevel?: 2 | 3 | 4;
  /**
   * Which box the phrases are for ("for question 2"), when a page has more than one: added to the hidden part of
   * the headings and the toolbar's name, so every control on the page keeps a name of its own.
   */
  context?: string;
}

interface Deleted {
  phrase: Phrase;
  index: number;
}

/** A phrase pressed before the page is ready goes in once it is, once per press (docs/remote-contract.md). */
const earlyPress = (key: string) => ({ 'data-cc-replay': key, 'data-cc-replay-each': '' });

function failure(caught: unknown): string {
  return caught instanceof ApiRequestError || caught instanceof Error ? caught.message : 'Something went wrong.';
}

const keyOf = (group: PhraseGroup, phrase: Phrase) => `${group}-${phrase.id}`;

/**
 * Phrases beside a question box (issues 26 and 35). The phrases are one toolbar, one Tab stop on the way through
 * the question (WAI-ARIA APG toolbar, roving tabindex): arrow keys move from phrase to phrase, Page Down and Page Up
 * from group to group, Home and End to the first and last; Enter or Space puts the focused phrase into the box at its
 * caret, R reads it aloud, and Tab leaves. Pointer and touch press the phrases and their Read aloud buttons as before.
 * The person's own phrases are saved, renamed, moved and deleted (with Undo) under "Manage my phrases", off the
 * writing path; someone whose switch sends Tab can give every phrase its own Tab stop there.
 */
export function PhraseBank({ textAreaRef, headingLevel = 3, context }: PhraseBankProps) {
  const id = useId();
  const starter = useStarterPhrases();
  const mine = useMyPhrases();
  const change = useChangeMyPhrases();
  const online = useOnlineStatus();
  const [managing, setManaging] = useState(false);
  const [renamingId, setRenamingId] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [manageMessage, setManageMessage] = useState<string | null>(null);
  const [deleted, setDeleted] = useState<Deleted | null>(null);
  const [everyStop, setEveryStop] = useState(false);
  const [active, setActive] = useState<string | null>(null);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const manageRef = useRef<HTMLDivElement>(null);
  /** The key that pressed a phrase (Space stays in the toolbar), cleared by the press itself. */
  const pressKey = useRef<string | null>(null);
  const Heading = `h${headingLevel}` as const;
  const GroupHeading = `h${headingLevel + 1}` as 'h3' | 'h4' | 'h5';
  const starterPhrases = starter.data?.phrases ?? [];
  const myPhrases = mine.data?.phrases ?? [];
  const forBox = context ? <VisuallyHidden> {context}</VisuallyHidden> : null;

  // This browser's choice, read after the first draw so the server's HTML and the browser's first draw agree.
  useEffect(() => setEveryStop(safeStorage.get(EVERY_STOP_KEY) === 'true'), []);

  useEffect(() => {
    if (!deleted) return;
    const timer = setTimeout(() => setDeleted(null), UNDO_FOR_MS);
    return () => clearTimeout(timer);
  }, [deleted]);

  const groups: { group: PhraseGroup; heading: string; phrases: Phrase[] }[] = [
    { group: 'starter', heading: STARTER_HEADING, phrases: starterPhrases },
    { group: 'mine', heading: MINE_HEADING, phrases: myPhrases },
  ];
  const keys: PhraseKey[] = groups.flatMap(({ group, phrases }) =>
    phrases.map((phrase) => ({ key: keyOf(group, phrase), group })),
  );
  // The toolbar's one Tab stop: the phrase last moved to, else the first.
  const current = keys.some((entry) => entry.key === active) ? active : (keys[0]?.key ?? null);

  const say = (text: string, politeness: 'polite' | 'assertive' = 'polite') => {
    setMessage(text);
    announce(text, politeness);
  };
  const sayInManage = (text: string, politeness: 'polite' | 'assertive' = 'polite') => {
    setManageMessage(text);
    announce(text, politeness);
  };

  // Keys are "starter-3" or "mine-12": nothing in them needs escaping in a selector.
  const phraseButton = (key: string) =>
    toolbarRef.current?.querySelector<HTMLButtonElement>(`[data-phrase-key="${key}"]`) ?? null;

  /** `byKey`: pressed with a key (a click's detail is 0), not a pointer, which always goes back to the box. */
  const insert = (phrase: Phrase, key: string, byKey: boolean) => {
    const box = textAreaRef.current;
    const stay = byKey && pressKey.current === ' ';
    pressKey.current = null;
    if (!box) return;
    const result = insertAtCaret(box, phrase.text);
    if (!result.ok) {
      say(`That phrase does not fit: a question can be at most ${result.maxLength} characters.`, 'assertive');
      return;
    }
    setMessage(null);
    if (stay) {
      phraseButton(key)?.focus();
      announce(`Added: ${phrase.text}`);
    }
  };

  const onToolbarKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = (event.target as HTMLElement).closest<HTMLElement>('[data-phrase-item]')?.dataset.phraseItem;
    if (!from || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Enter' || event.key === ' ') {
      // Only a phrase's own press counts: Enter on a Read aloud button reads, and says nothing about the next press.
      pressKey.current = (event.target as HTMLElement).dataset.phraseKey ? event.key : null;
      return;
    }
    if (event.key === 'r' || event.key === 'R') {
      event.preventDefault();
      toolbarRef.current?.querySelector<HTMLElement>(`[data-phrase-item="${from}"] .att-read-aloud button`)?.click();
      return;
    }
    const target = phraseKeyTarget(keys, from, event.key);
    if (target === null) return;
    event.preventDefault();
    setActive(target);
    phraseButton(target)?.focus();
  };

  const send = async (next: PhraseChange): Promise<boolean> => {
    if (!online) {
      sayInManage(CHANGE_OFFLINE, 'assertive');
      return false;
    }
    try {
      await change.mutateAsync(next);
      return true;
    } catch (caught) {
      sayInManage(`Your phrases were not changed: ${failure(caught)}`, 'assertive');
      return false;
    }
  };

  /**
   * Focus on a phrase's own text in the list (not one of its buttons), after the list has drawn. React may draw the
   * change a frame or more after this is asked for (a renamed row's Rename button, a restored phrase, the Undo row
   * are not there yet, and the pressed button is still): the wanted element is waited for over a few frames, so
   * focus never falls to the page's body when the pressed button goes.
   */
  const focusManaged = (phraseId: number | null, fallback?: string) => {
    // In order of preference; the first is the one waited for.
    const selectors = [
      phraseId !== null ? `[data-manage-text="${phraseId}"]` : null,
      fallback ?? null,
      '.att-phrases__row--deleted [data-manage-status]',
      '[data-manage-status]',
    ].filter((selector): selector is string => selector !== null);
    let frames = 0;
    const attempt = () => {
      const list = manageRef.current;
      if (!list?.querySelector(selectors[0] as string) && frames < 30) {
        frames += 1;
        requestAnimationFrame(attempt);
        return;
      }
      selectors
        .map((selector) => list?.querySelector<HTMLElement>(selector))
        .find(Boolean)
        ?.focus();
    };
    requestAnimationFrame(attempt);
  };

  const saveFromBox = async () => {
    const box = textAreaRef.current;
    const selected = box ? box.value.slice(box.selectionStart, box.selectionEnd).trim() : '';
    const text = selected || box?.value.trim() || '';
    if (!text) {
      sayInManage(NOTHING_TO_SAVE, 'assertive');
      return;
    }
    if (await send({ kind: 'add', text })) sayInManage(`Saved to my phrases: ${text}`);
  };

  const move = async (index: number, by: -1 | 1) => {
    const target = index + by;
    const moved = myPhrases[index];
    if (!moved || target < 0 || target >= myPhrases.length) return;
    const ids = myPhrases.map((phrase) => phrase.id);
    [ids[index], ids[target]] = [ids[target] as number, ids[index] as number];
    if (await send({ kind: 'order', ids })) {
      sayInManage(`Moved ${by < 0 ? 'up' : 'down'}: ${moved.text}, now ${target + 1} of ${ids.length}`);
    }
  };

  const remove = async (index: number) => {
    const phrase = myPhrases[index];
    if (!phrase) return;
    if (!(await send({ kind: 'delete', id: phrase.id }))) return;
    setDeleted({ phrase, index });
    setManageMessage(null);
    announce(`Deleted “${phrase.text}”. Undo is beside where it was, for one minute.`);
    // On a neighbour's text, never on its Delete: a second press of a switch must not delete another phrase.
    const neighbour = myPhrases[index + 1] ?? myPhrases[index - 1] ?? null;
    focusManaged(neighbour?.id ?? null);
  };

  const undo = async () => {
    const gone = deleted;
    if (!gone) return;
    if (!online) {
      sayInManage(CHANGE_OFFLINE, 'assertive');
      return;
    }
    try {
      const added = await change.mutateAsync({ kind: 'add', text: gone.phrase.text });
      const restored = added.phrases.at(-1);
      const ids = added.phrases.map((phrase) => phrase.id).filter((phraseId) => phraseId !== restored?.id);
      if (restored && gone.index < ids.length) {
        ids.splice(gone.index, 0, restored.id);
        await change.mutateAsync({ kind: 'order', ids });
      }
      setDeleted(null);
      sayInManage(`Brought back: ${gone.phrase.text}`);
      focusManaged(restored?.id ?? null);
    } catch (caught) {
      sayInManage(`Your phrase was not brought back: ${failure(caught)}`, 'assertive');
    }
  };

  const rename = async (phrase: Phrase, text: string) => {
    if (await send({ kind: 'rename', id: phrase.id, text })) {
      setRenamingId(null);
      sayInManage(`Renamed to: ${text}`);
      focusManaged(null, `[data-rename="${phrase.id}"]`);
    }
  };

  const chooseEveryStop = (on: boolean) => {
    setEveryStop(on);
    safeStorage.set(EVERY_STOP_KEY, String(on));
  };

  const undoRow = deleted && (
    <li key="undo" className="att-phrases__row att-phrases__row--deleted">
      <span className="att-phrases__row-text" data-manage-status="" tabIndex={-1}>
        Deleted: <q>{deleted.phrase.text}</q>
      </span>
      <Button type="button" variant="secondary" size="small" onClick={() => void undo()} loading={change.isPending}>
        Undo <VisuallyHidden>deleting {deleted.phrase.text}</VisuallyHidden>
      </Button>
    </li>
  );

  return (
    <section className="att-phrases" aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`} className="att-phrases__heading">
        Phrases
        {forBox}
      </Heading>
      <p id={`${id}-keys`} className="ds-text-small att-phrases__intro">
        {everyStop ? 'Tab moves from phrase to phrase. ' : ''}
        {KEYS_HELP}
      </p>
      {starter.isPending && <p className="ds-text-small">Loading phrases…</p>}
      {starter.isError && !starter.data && <p className="ds-text-small">The starter phrases could not be loaded.</p>}
      <div
        ref={toolbarRef}
        role="toolbar"
        aria-orientation="vertical"
        aria-label={context ? `Phrases ${context}` : 'Phrases'}
        aria-describedby={`${id}-keys`}
        className="att-phrases__toolbar"
        onKeyDown={onToolbarKeyDown}
      >
        {groups.map(({ group, heading, phrases }) => (
          // biome-ignore lint/a11y/useSemanticElements: a group inside a toolbar, not a form's fieldset
          <div key={group} role="group" aria-labelledby={`${id}-${group}`} className="att-phrases__group">
            <GroupHeading id={`${id}-${group}`} className="att-phrases__group-heading">
              {heading}
              {forBox}
            </GroupHeading>
            {group === 'mine' && phrases.length === 0 && !mine.isPending && (
              <p className="ds-text-small">No phrases of your own yet: save one under “{MANAGE_LABEL}”.</p>
            )}
            <ul className="att-phrases__list">
              {phrases.map((phrase) => {
                const key = keyOf(group, phrase);
                return (
                  <li key={key} className="att-phrases__item" data-phrase-item={key}>
                    <Button
                      type="button"
                      variant="secondary"
                      className="att-phrases__phrase"
                      data-phrase-key={key}
                      {...earlyPress(`${id}-${key}`)}
                      tabIndex={everyStop || key === current ? 0 : -1}
                      onFocus={() => setActive(key)}
                      onClick={(event) => insert(phrase, key, event.detail === 0)}
                    >
                      {phrase.text}
                    </Button>
                    <ReadAloudButton text={phrase.text} what={phrase.text} tabIndex={everyStop ? 0 : -1} />
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
      {message && <p className="ds-text-small att-phrases__message">{message}</p>}

      <Button
        type="button"
        variant="ghost"
        size="small"
        className="att-phrases__manage-toggle"
        aria-expanded={managing}
        aria-controls={`${id}-manage`}
        onClick={() => {
          setManaging((open) => !open);
          setRenamingId(null);
        }}
      >
        {MANAGE_LABEL}
        {forBox}
      </Button>
      <div id={`${id}-manage`} ref={manageRef} className="att-phrases__manage" hidden={!managing}>
        {managing && (
          <>
            <Button type="button" variant="secondary" size="small" onClick={saveFromBox} loading={change.isPending}>
              Save as a phrase
              <VisuallyHidden> (the selected text of your question, or all of it)</VisuallyHidden>
            </Button>
            {manageMessage && (
              <p className="ds-text-small att-phrases__message" data-manage-status="" tabIndex={-1}>
                {manageMessage}
              </p>
            )}
            {myPhrases.length === 0 && !deleted && (
              <p className="ds-text-small" data-manage-status="" tabIndex={-1}>
                No phrases of your own yet. Write one in the question box and choose “Save as a phrase”.
              </p>
            )}
            <ul className="att-phrases__list" aria-label={context ? `My phrases ${context}` : 'My phrases'}>
              {myPhrases.flatMap((phrase, index) => {
                const row =
                  renamingId === phrase.id ? (
                    <li key={phrase.id} className="att-phrases__row">
                      <RenameForm
                        phrase={phrase}
                        onCancel={() => {
                          setRenamingId(null);
                          focusManaged(null, `[data-rename="${phrase.id}"]`);
                        }}
                        onSave={(text) => rename(phrase, text)}
                      />
                    </li>
                  ) : (
                    <li key={phrase.id} className="att-phrases__row">
                      <span className="att-phrases__row-text" data-manage-text={phrase.id} tabIndex={-1}>
                        {phrase.text}
                      </span>
                      <span className="att-phrases__edit">
                        <Button
                          type="button"
                          variant="ghost"
                          size="small"
                          data-rename={phrase.id}
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
                        <Button type="button" variant="danger" size="small" onClick={() => remove(index)}>
                          Delete <VisuallyHidden>{phrase.text}</VisuallyHidden>
                        </Button>
                      </span>
                    </li>
                  );
                return deleted && deleted.index === index ? [undoRow, row] : [row];
              })}
              {deleted && deleted.index >= myPhrases.length && undoRow}
            </ul>
            <Checkbox
              id={`${id}-every-stop`}
              label={EVERY_PHRASE_A_STOP}
              checked={everyStop}
              onChange={(event) => chooseEveryStop(event.target.checked)}
            />
          </>
        )}
      </div>
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
