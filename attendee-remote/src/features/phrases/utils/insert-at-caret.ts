/**
 * Puts a phrase into a question box where its caret is, as if typed: a space before it when it would touch the word
 * before, one after it (so the next word can follow at once), the caret after the phrase, and an `input` event so a
 * React-controlled box takes the new text through its own onChange.
 */
export type InsertResult = { ok: true } | { ok: false; reason: 'too-long'; maxLength: number };

export function phraseInsertion(value: string, start: number, end: number, phrase: string) {
  const before = value.slice(0, start);
  const after = value.slice(end);
  const lead = before !== '' && !/\s$/.test(before) ? ' ' : '';
  const trail = /^\s/.test(after) ? '' : ' ';
  const inserted = `${lead}${phrase}${trail}`;
  return { value: `${before}${inserted}${after}`, caret: before.length + inserted.length };
}

export function insertAtCaret(textarea: HTMLTextAreaElement, phrase: string): InsertResult {
  const start = textarea.selectionStart ?? textarea.value.length;
  const end = textarea.selectionEnd ?? start;
  const next = phraseInsertion(textarea.value, start, end, phrase);
  const limit = textarea.maxLength;
  // A trailing space that does not fit is dropped before giving up.
  if (limit > 0 && next.value.length > limit) {
    const trimmed = next.value.slice(0, next.caret).trimEnd() + next.value.slice(next.caret);
    if (trimmed.length > limit) return { ok: false, reason: 'too-long', maxLength: limit };
    next.caret = next.value.slice(0, next.caret).trimEnd().length;
    next.value = trimmed;
  }
  // The prototype's setter, not the element's: React tracks the element's own value and would miss the change.
  const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
  setValue?.call(textarea, next.value);
  textarea.dispatchEvent(new Event('input', { bubbles: true }));
  textarea.focus();
  textarea.setSelectionRange(next.caret, next.caret);
  return { ok: true };
}
