/**
 * The app's half of "nothing typed or pressed before the scripts are ready is lost" (issues 35 and 36): what
 * host/public/early-input.js kept while the page was server-drawn HTML is handed to the app once it is interactive.
 *
 * Why the text needs handing over: a controlled field hydrates without touching what the browser holds (React
 * keeps the typed "Early" in the box but its state is the server's ''), and the next render of that field, which
 * comes at once (useHydrated and the visitor's own queries re-render the page), writes the state back into the box:
 * the typed characters vanish and the next ones start from nothing ("rly words"). So each kept field is given its
 * text as a person's typing would give it: one `input` event (a `click` for a tick), which the field's own onChange
 * reads. The app's state then holds the whole text, and it is saved whole.
 *
 * Presses are carried out in the order made, once each, on the same element (the one hydrated in place, else the
 * element with the same `data-cc-replay` key), each when its control is no longer busy; a question box gets back the
 * caret it had at the press, so a phrase goes where it was pressed. Focus stays where the person left it.
 */

export interface EarlyField {
  element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  id: string | null;
  value: string;
  checked: boolean;
  start: number | null;
  end: number | null;
}

export interface EarlyPress {
  element: Element;
  key: string | null;
  /** The field last written in when the control was pressed, and its caret then. */
  field: EarlyField['element'] | null;
  caret: { start: number | null; end: number | null } | null;
}

/** What host/public/early-input.js keeps on window.__ccEarlyInput. */
export interface EarlyInputRecord {
  fields: Map<Element, EarlyField>;
  presses: EarlyPress[];
  lastField: Element | null;
  /** Set when the app starts handing it over: a second call does nothing, so nothing is carried out twice. */
  taken: boolean;
  /** True while a kept press or text is being given: the early script lets those through. */
  replaying: boolean;
  /** Everything kept before the page was interactive is handed over: presses are the app's own from then. */
  finished: boolean;
  /**
   * Set by the host at the end of the hand-over: the early script calls it when it keeps a field's text or a press
   * after that (in a part of the page still server HTML then, hydrated later), and the host hands it over in the
   * same way once the part is live.
   */
  onLateInput: (() => void) | null;
}

declare global {
  interface Window {
    __ccEarlyInput?: EarlyInputRecord;
  }
}

/** Sent on the document once everything kept has been handed over; `detail` says how much. */
export const EARLY_INPUT_REPLAYED_EVENT = 'cc:early-input-replayed';

/**
 * How long a kept press or text waits for its control to be taken over by the app and no longer busy (loading its
 * state); a press still waiting then is dropped rather than made at a surprise, a text is given anyway.
 */
export const READY_WAIT_MS = 10_000;
const POLL_MS = 25;

export interface ReplayOptions {
  readyWaitMs?: number;
}

type Checkable = HTMLInputElement & { type: 'checkbox' | 'radio' };

const isCheckable = (element: Element): element is Checkable =>
  element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');

/**
 * Puts a value into a field the way the app hears typing. React watches a field's own `value` (`checked`) property
 * and fires onChange only when an event finds the element's value different from what it last saw: set the old one
 * through the element (so that is what it saw), the new one through the prototype, then send the event.
 */
function giveValue(element: EarlyField['element'], field: EarlyField): void {
  if (isCheckable(element)) {
    element.checked = !field.checked;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set?.call(element, field.checked);
    // Not element.click(): that would tick it again. A plain event named click is what React's onChange reads.
    element.dispatchEvent(new Event('click', { bubbles: true }));
    return;
  }
  const now = element.value;
  // Typed on after the app took the field over: what it holds now already starts with the kept text.
  const value = now !== field.value && now.startsWith(field.value) ? now : field.value;
  const prototype = Object.getPrototypeOf(element) as object;
  element.value = value === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
  element.dispatchEvent(new Event('input', { bubbles: true }));
  if (element instanceof HTMLSelectElement) element.dispatchEvent(new Event('change', { bubbles: true }));
  else if (value === field.value) setCaret(element, field.start, field.end);
}

function setCaret(element: Element | null, start: number | null, end: number | null): void {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) || start === null) return;
  try {
    element.setSelectionRange(start, end ?? start);
  } catch {
    // A field kind without a caret (email, number): nothing to put back.
  }
}

function cssEscape(value: string): string {
  return typeof CSS !== 'undefined' && CSS.escape ? CSS.escape(value) : value.replace(/["\\]/g, '\\$&');
}

/** After the next frame is drawn (or 100 ms, in a tab that draws no frames). */
function nextFrame(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    if (typeof requestAnimationFrame !== 'function') return;
    requestAnimationFrame(() => {
      clearTimeout(fallback);
      setTimeout(resolve, 0);
    });
  });
}

/** The element hydrated in place, or the one drawn anew for the same control. */
function current<T extends Element>(element: T, find: () => Element | null): T | null {
  if (element.isConnected) return element;
  return find() as T | null;
}

interface FiberLike {
  tag?: number;
  flags?: number;
  return?: FiberLike | null;
  alternate?: FiberLike | null;
}

const HOST_ROOT = 3;
/** Placement | Hydrating: a part React is still putting in place or hydrating. */
const NOT_IN_PLACE = 2 | 4096;

/**
 * React has hydrated the element and committed it: its handlers answer. React marks an element as soon as it starts
 * hydrating it, but while that part of the page is still being hydrated (in slices) an event sent to it is lost.
 * This is React's own test of whether an event's target is mounted (getNearestMountedFiber): a fiber rendered
 * before (it has another copy), or one with no part on its way up still being placed or hydrated, under the root.
 * A React detail, read only here and in the early script; the host and React come as one shared copy.
 */
export function isLive(element: Element): boolean {
  const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
  const fiber = key ? (element as unknown as Record<string, FiberLike | undefined>)[key] : undefined;
  if (!fiber) return false;
  let node: FiberLike = fiber;
  let placed = true;
  if (fiber.alternate) {
    while (node.return) node = node.return;
  } else {
    for (;;) {
      if (((node.flags ?? 0) & NOT_IN_PLACE) !== 0) placed = false;
      if (!node.return) break;
      node = node.return;
    }
  }
  return node.tag === HOST_ROOT && placed;
}

const isBusy = (element: Element) =>
  element.getAttribute('aria-busy') === 'true' || (element as HTMLButtonElement).disabled === true;

/** Waits until the element is live (and, for a control, not busy); false when that did not happen in time. */
async function whenReady(element: Element, control: boolean, waitMs: number): Promise<boolean> {
  const ready = () => element.isConnected && isLive(element) && !(control && isBusy(element));
  const until = Date.now() + waitMs;
  while (!ready()) {
    if (!element.isConnected || Date.now() >= until) return false;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return true;
}

/**
 * Hands over what was kept, once: a second call (MarkInteractive is drawn in several places) finds the record taken.
 * Texts first, as they stand, then presses in the order made; anything kept meanwhile (a part of the page still
 * being hydrated) is handed over in the same way before the record is closed. Resolves when all is done.
 */
export async function replayEarlyInput(
  record: EarlyInputRecord | undefined = typeof window === 'undefined' ? undefined : window.__ccEarlyInput,
  { readyWaitMs = READY_WAIT_MS }: ReplayOptions = {},
): Promise<void> {
  if (!record || record.taken) return;
  record.taken = true;
  const doc = document;
  let fieldsGiven = 0;
  let pressesMade = 0;

  const giveFields = async () => {
    for (const field of [...record.fields.values()]) {
      const element = current(field.element, () => (field.id ? doc.getElementById(field.id) : null));
      // Given even when not taken over in time: a field outside the app keeps its text either way.
      if (element) await whenReady(element, false, readyWaitMs);
      // The latest kept: the person may have typed on while the app took the field over.
      const latest = record.fields.get(field.element) ?? field;
      record.fields.delete(field.element);
      if (!element?.isConnected || ('disabled' in element && element.disabled)) continue;
      if ('readOnly' in element && element.readOnly) continue;
      record.replaying = true;
      giveValue(element as EarlyField['element'], latest);
      record.replaying = false;
      fieldsGiven += 1;
    }
  };

  const makePress = async (press: EarlyPress) => {
    const element = current(press.element, () =>
      press.key ? doc.querySelector(`[data-cc-replay="${cssEscape(press.key)}"]`) : null,
    );
    if (!element || !(await whenReady(element, true, readyWaitMs))) return;
    // Any text kept while waiting goes in first: the press came after it.
    await giveFields();
    const field = press.field
      ? current(press.field, () => (press.field?.id ? doc.getElementById(press.field.id) : null))
      : null;
    if (field && press.caret) setCaret(field, press.caret.start, press.caret.end);
    const before = doc.activeElement;
    record.replaying = true;
    (element as HTMLElement).click();
    record.replaying = false;
    pressesMade += 1;
    // A control may move focus once it has drawn what it opened (a form focuses its first field in the next frame).
    await nextFrame();
    // Where the person left it, unless the press took away the element that had it (the action then said where).
    if (before instanceof HTMLElement && before !== doc.body && before.isConnected && doc.activeElement !== before) {
      before.focus();
    }
  };

  const handOver = async () => {
    try {
      while (record.fields.size > 0 || record.presses.length > 0) {
        await giveFields();
        const press = record.presses.shift();
        if (press) await makePress(press);
      }
    } finally {
      record.replaying = false;
    }
  };

  try {
    await handOver();
  } finally {
    // Typed or pressed later in a part still hydrating: handed over by the same steps once that part is live, one
    // round at a time (a round in progress takes what is kept meanwhile).
    let round: Promise<void> | null = null;
    const late = () => {
      round ??= handOver().finally(() => {
        round = null;
        if (record.fields.size > 0 || record.presses.length > 0) late();
      });
    };
    record.onLateInput = late;
    record.finished = true;
  }
  doc.dispatchEvent(
    new CustomEvent(EARLY_INPUT_REPLAYED_EVENT, { detail: { fields: fieldsGiven, presses: pressesMade } }),
  );
}
