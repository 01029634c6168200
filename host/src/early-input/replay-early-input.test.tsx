import { act, type ReactNode, Suspense, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// The file the page loads from <head>, run as it is.
import EARLY_SCRIPT from '../../public/early-input.js?raw';
import { EARLY_INPUT_REPLAYED_EVENT, type EarlyInputRecord, replayEarlyInput } from './replay-early-input';

interface Counts {
  agenda: number;
  phrase: number;
}

/** A question box, a phrase that goes in at the caret, and a toggle that may still be loading: like a session page. */
function Page({ counts, busy = false }: { counts: Counts; busy?: boolean }) {
  const [text, setText] = useState('');
  const [added, setAdded] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <div>
      <label htmlFor="question">Question text</label>
      <textarea id="question" value={text} onChange={(event) => setText(event.target.value)} />
      <output data-testid="state">{text}</output>
      <button
        type="button"
        data-cc-replay="phrase-1"
        data-cc-replay-each=""
        onClick={() => {
          counts.phrase += 1;
          const box = document.getElementById('question') as HTMLTextAreaElement;
          setText(`${box.value.slice(0, box.selectionStart)}Thanks.${box.value.slice(box.selectionEnd)}`);
        }}
      >
        Thanks.
      </button>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => {
          setOpen((value) => !value);
          // As the resource form does: its first field takes focus once it is drawn.
          requestAnimationFrame(() => document.getElementById('presenter')?.focus());
        }}
      >
        Submit Resource URL
      </button>
      {open && <input id="presenter" aria-label="Presenter name" />}
      <form action="/api/search" method="get">
        <button type="submit">Search</button>
      </form>
      <button
        type="button"
        data-cc-replay="agenda"
        aria-busy={busy || undefined}
        aria-pressed={added}
        onClick={() => {
          counts.agenda += 1;
          setAdded((value) => !value);
        }}
      >
        Add to Agenda
      </button>
    </div>
  );
}

// React's act() for a test that drives React directly (Testing Library would say this for us).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;

/** The server's HTML in the page, and the early script run over it, as in <head> before any bundle. */
function serverPage(element: React.ReactElement): EarlyInputRecord {
  document.body.innerHTML = `<div id="root">${renderToString(element)}</div>`;
  new Function(EARLY_SCRIPT)();
  const record = window.__ccEarlyInput;
  if (!record) throw new Error('the early script kept nothing');
  return record;
}

async function hydrate(element: React.ReactElement) {
  await act(async () => {
    root = hydrateRoot(document.getElementById('root') as HTMLElement, element);
  });
}

function type(box: HTMLTextAreaElement, text: string) {
  box.focus();
  box.value += text;
  box.setSelectionRange(box.value.length, box.value.length);
  box.dispatchEvent(new Event('input', { bubbles: true }));
}

const box = () => document.getElementById('question') as HTMLTextAreaElement;
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((entry) => entry.textContent === name) as HTMLButtonElement;
/** As a browser does: the pressed button takes focus, then the click. */
function press(name: string) {
  button(name).focus();
  button(name).click();
}
const state = () => document.querySelector('[data-testid="state"]')?.textContent;

beforeEach(() => {
  delete window.__ccEarlyInput;
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  delete window.__ccEarlyInput;
});

/** A part hydrated after the page, as a page loaded as its own chunk is: it waits for `release` in the browser. */
let onServer = false;
let releasePart: () => void = () => undefined;
let partReady = false;
let partGate: Promise<void> = Promise.resolve();
function LatePart({ children }: { children: ReactNode }) {
  if (!onServer && !partReady) throw partGate;
  return children;
}
function LateBox() {
  const [text, setText] = useState('');
  return (
    <>
      <label htmlFor="late">Late question</label>
      <textarea id="late" value={text} onChange={(event) => setText(event.target.value)} />
      <button type="button" onClick={() => setText((value) => `${value} Thanks.`)}>
        Add thanks
      </button>
      <output data-testid="late-state">{text}</output>
    </>
  );
}
function PageWithLatePart() {
  return (
    <div>
      <p>Shell</p>
      <Suspense fallback={<p>Loading…</p>}>
        <LatePart>
          <LateBox />
        </LatePart>
      </Suspense>
    </div>
  );
}

describe('early input', () => {
  it('hands over text typed and a press made after the hand-over in a part still hydrating, once it is', async () => {
    partReady = false;
    partGate = new Promise<void>((resolve) => {
      releasePart = () => {
        partReady = true;
        resolve();
      };
    });
    onServer = true;
    const record = serverPage(<PageWithLatePart />);
    onServer = false;
    await hydrate(<PageWithLatePart />);
    // The page is interactive: the hand-over finds nothing kept and ends, while the late part is still server HTML.
    await act(() => replayEarlyInput(record, { readyWaitMs: 2000 }));
    expect(record.finished).toBe(true);
    const late = document.getElementById('late') as HTMLTextAreaElement;
    type(late, 'Later words');
    // React would drop this press: the part's code is still loading.
    press('Add thanks');
    await act(async () => {
      releasePart();
      await partGate;
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(document.querySelector('[data-testid="late-state"]')?.textContent).toBe('Later words Thanks.');
    expect((document.getElementById('late') as HTMLTextAreaElement).value).toBe('Later words Thanks.');
    // Presses on the hydrated part are React's own again: once each.
    act(() => button('Add thanks').click());
    expect(document.querySelector('[data-testid="late-state"]')?.textContent).toBe('Later words Thanks. Thanks.');
  });

  it('gives the app the text typed before hydrating and makes each kept press once, in order', async () => {
    const counts = { agenda: 0, phrase: 0 };
    const record = serverPage(<Page counts={counts} />);
    type(box(), 'Early words ');
    press('Add to Agenda');
    // Pressed again because nothing seemed to happen: still one press.
    press('Add to Agenda');
    press('Thanks.');
    expect(record.presses).toHaveLength(2);

    await hydrate(<Page counts={counts} />);
    // Hydrating kept the typed text in the box, but the app's state is still the server's empty one.
    expect(state()).toBe('');
    let replayed = 0;
    document.addEventListener(EARLY_INPUT_REPLAYED_EVENT, () => {
      replayed += 1;
    });
    await act(() => replayEarlyInput(record, { readyWaitMs: 1000 }));

    expect(state()).toBe('Early words Thanks.');
    expect(box().value).toBe('Early words Thanks.');
    expect(counts).toEqual({ agenda: 1, phrase: 1 });
    expect(button('Add to Agenda').getAttribute('aria-pressed')).toBe('true');
    // Focus where the person left it: on the phrase, pressed last.
    expect(document.activeElement).toBe(button('Thanks.'));

    // Never twice: a second hand-over finds the record taken, and later presses are the app's own.
    await act(() => replayEarlyInput(record, { readyWaitMs: 1000 }));
    expect(counts).toEqual({ agenda: 1, phrase: 1 });
    act(() => button('Add to Agenda').click());
    expect(counts).toEqual({ agenda: 2, phrase: 1 });
    expect(button('Add to Agenda').getAttribute('aria-pressed')).toBe('false');
    expect(replayed).toBe(1);
  });

  it('keeps a press on an unmarked button once, and lets a form the server answers go to it', async () => {
    const counts = { agenda: 0, phrase: 0 };
    const record = serverPage(<Page counts={counts} />);
    let submitted = 0;
    document.querySelector('form')?.addEventListener('submit', (event) => {
      submitted += 1;
      event.preventDefault();
    });
    press('Submit Resource URL');
    press('Submit Resource URL');
    press('Search');
    expect(submitted).toBe(1);
    expect(record.presses).toHaveLength(1);
    await hydrate(<Page counts={counts} />);
    expect(button('Submit Resource URL').getAttribute('aria-expanded')).toBe('false');
    await act(() => replayEarlyInput(record, { readyWaitMs: 1000 }));
    expect(button('Submit Resource URL').getAttribute('aria-expanded')).toBe('true');
    // Focus where the person left it, on Search, pressed last: also after the form has drawn and focused its field.
    await act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(document.getElementById('presenter')).not.toBeNull();
    expect(document.activeElement).toBe(button('Search'));
  });

  it('counts each press of a control that says so, at the caret it was pressed at', async () => {
    const counts = { agenda: 0, phrase: 0 };
    const record = serverPage(<Page counts={counts} />);
    type(box(), 'A ');
    button('Thanks.').click();
    button('Thanks.').click();
    await hydrate(<Page counts={counts} />);
    await act(() => replayEarlyInput(record, { readyWaitMs: 1000 }));
    expect(counts.phrase).toBe(2);
    expect(state()).toBe('A Thanks.Thanks.');
  });

  it('waits for a control that is still loading its state, and drops a press on one that never is ready', async () => {
    const counts = { agenda: 0, phrase: 0 };
    const record = serverPage(<Page counts={counts} busy />);
    button('Add to Agenda').click();
    await hydrate(<Page counts={counts} busy />);
    const handedOver = replayEarlyInput(record, { readyWaitMs: 2000 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(counts.agenda).toBe(0);
    await act(async () => root?.render(<Page counts={counts} />));
    await act(() => handedOver);
    expect(counts.agenda).toBe(1);

    delete window.__ccEarlyInput;
    act(() => root?.unmount());
    const stuck = serverPage(<Page counts={counts} busy />);
    button('Add to Agenda').click();
    await hydrate(<Page counts={counts} busy />);
    await act(() => replayEarlyInput(stuck, { readyWaitMs: 100 }));
    expect(counts.agenda).toBe(1);
  });
});
