import type { Phrase } from '@cc/api/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../test/render-app';
import { KEYS_HELP, PhraseBank, UNDO_FOR_MS } from './phrase-bank';

const STARTERS: Phrase[] = [
  { id: 1, text: 'Could you say more about…' },
  { id: 2, text: 'Please could you repeat that?' },
  { id: 3, text: 'Thank you. My question is:' },
];

/** A stand-in for the phrase routes that keeps the person's list between calls, like the server does. */
function phraseServer(initial: Phrase[] = []) {
  let mine = [...initial];
  let nextId = 100;
  const body = (init?: RequestInit) => JSON.parse(String(init?.body ?? '{}'));
  const api = mockApi({
    'GET /api/starter-phrases': () => json({ phrases: STARTERS }),
    'GET /api/phrases': () => json({ phrases: mine }),
    'POST /api/phrases': (init) => {
      const phrase = { id: nextId++, text: body(init).text };
      mine.push(phrase);
      return json(phrase, 201);
    },
    'PUT /api/phrases/order': (init) => {
      const ids = body(init).ids as number[];
      mine = ids.map((id) => mine.find((phrase) => phrase.id === id) as Phrase);
      return json({ phrases: mine });
    },
  });
  // PATCH and DELETE carry the id in the path: answer them from the fetch stub's own arguments.
  const handled = api.fetchMock.getMockImplementation();
  api.fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const match = /^\/api\/phrases\/(\d+)$/.exec(url.pathname);
    if (match && init?.method === 'PATCH') {
      const phrase = mine.find((row) => row.id === Number(match[1])) as Phrase;
      phrase.text = body(init).text;
      return json(phrase);
    }
    if (match && init?.method === 'DELETE') {
      mine = mine.filter((row) => row.id !== Number(match[1]));
      return new Response(null, { status: 204 });
    }
    return (handled as NonNullable<typeof handled>)(input, init);
  });
  return { mine: () => mine.map((phrase) => phrase.text), calls: api.calls };
}

/** A question box like the Q&A form's: a controlled textarea whose React state shows outside it. */
function Harness({ initial = '' }: { initial?: string }) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(initial);
  return (
    <>
      <label>
        Your question
        <textarea ref={ref} maxLength={500} value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <output aria-label="state">{text}</output>
      <PhraseBank textAreaRef={ref} />
    </>
  );
}

function renderBank(initial = '') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness initial={initial} />
    </QueryClientProvider>,
  );
  return screen.getByRole('textbox', { name: 'Your question' }) as HTMLTextAreaElement;
}

beforeEach(() => {
  localStorage.clear();
});

/** The phrases' toolbar and its phrase buttons, in order. */
function toolbar() {
  return screen.getByRole('toolbar', { name: 'Phrases' });
}
const phrase = (name: string) => within(toolbar()).getByRole('button', { name });
/** Which phrase buttons a Tab press can land on. */
const tabStops = () =>
  Array.from(toolbar().querySelectorAll<HTMLElement>('button')).filter((button) => button.tabIndex === 0);

function press(key: string) {
  const target = document.activeElement as HTMLElement;
  fireEvent.keyDown(target, { key });
  // A button's own Enter and Space press it, after the key: as the browser does (a keyboard press has detail 0).
  if (key === 'Enter' || key === ' ') fireEvent.click(target, { detail: 0 });
}

describe('PhraseBank', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is one Tab stop: a toolbar with its keys described, the phrases in groups, one phrase reachable by Tab', async () => {
    phraseServer([{ id: 5, text: 'My name is Sam.' }]);
    renderBank();
    await within(toolbar()).findByRole('button', { name: 'My name is Sam.' });
    expect(toolbar().getAttribute('aria-orientation')).toBe('vertical');
    expect(screen.getByText(KEYS_HELP).id).toBe(toolbar().getAttribute('aria-describedby'));
    expect(within(toolbar()).getByRole('group', { name: 'Starter phrases' })).toBeTruthy();
    expect(within(toolbar()).getByRole('group', { name: 'My phrases' })).toBeTruthy();
    // Every phrase and every Read aloud is a button to tap; only the first phrase is a Tab stop.
    expect(tabStops().map((button) => button.textContent)).toEqual(['Could you say more about…']);
    expect(within(toolbar()).getAllByRole('button', { name: /^Read aloud/ })).toHaveLength(4);
  });

  it('moves with arrows, Home and End, and from group to group with Page Down and Page Up; the Tab stop follows', async () => {
    phraseServer([
      { id: 5, text: 'My name is Sam.' },
      { id: 6, text: 'I use a switch.' },
    ]);
    renderBank();
    await within(toolbar()).findByRole('button', { name: 'I use a switch.' });
    phrase('Could you say more about…').focus();
    press('ArrowDown');
    expect(document.activeElement).toBe(phrase('Please could you repeat that?'));
    press('ArrowRight');
    expect(document.activeElement).toBe(phrase('Thank you. My question is:'));
    // Across the groups' border as if there were none.
    press('ArrowDown');
    expect(document.activeElement).toBe(phrase('My name is Sam.'));
    press('ArrowUp');
    expect(document.activeElement).toBe(phrase('Thank you. My question is:'));
    press('PageDown');
    expect(document.activeElement).toBe(phrase('My name is Sam.'));
    press('PageUp');
    expect(document.activeElement).toBe(phrase('Could you say more about…'));
    press('End');
    expect(document.activeElement).toBe(phrase('I use a switch.'));
    // No wrapping: the last stays the last.
    press('ArrowDown');
    expect(document.activeElement).toBe(phrase('I use a switch.'));
    press('PageUp');
    expect(document.activeElement).toBe(phrase('My name is Sam.'));
    press('Home');
    expect(document.activeElement).toBe(phrase('Could you say more about…'));
    press('ArrowRight');
    expect(tabStops().map((button) => button.textContent)).toEqual(['Please could you repeat that?']);
  });

  it('Enter inserts the focused phrase at the caret and goes back to the box; Space inserts and stays', async () => {
    phraseServer();
    const box = renderBank('Hello world');
    box.setSelectionRange(5, 5);
    await within(toolbar()).findByRole('button', { name: 'Thank you. My question is:' });
    phrase('Could you say more about…').focus();
    press('ArrowDown');
    press('Enter');
    expect(box.value).toBe('Hello Please could you repeat that? world');
    // The React state took the change, so it survives the next render and is what gets sent.
    expect(screen.getByRole('status', { name: 'state' }).textContent).toBe(box.value);
    expect(document.activeElement).toBe(box);
    const after = 'Hello Please could you repeat that?'.length;
    expect([box.selectionStart, box.selectionEnd]).toEqual([after, after]);

    box.setSelectionRange(box.value.length, box.value.length);
    phrase('Please could you repeat that?').focus();
    press('ArrowDown');
    press(' ');
    expect(box.value).toBe('Hello Please could you repeat that? world Thank you. My question is: ');
    expect(document.activeElement).toBe(phrase('Thank you. My question is:'));
  });

  it('a tap on a phrase inserts it and gives the box focus, as before', async () => {
    phraseServer();
    const box = renderBank('');
    fireEvent.click(await within(toolbar()).findByRole('button', { name: 'Could you say more about…' }), {
      detail: 1,
    });
    expect(box.value).toBe('Could you say more about… ');
    expect(document.activeElement).toBe(box);
  });

  it('R reads the focused phrase aloud through its Read aloud button', async () => {
    phraseServer();
    const spoken: string[] = [];
    vi.stubGlobal('speechSynthesis', {
      getVoices: () => [],
      speak: (utterance: { text: string }) => spoken.push(utterance.text),
      cancel: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    });
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        rate = 1;
        voice = null;
        lang = '';
        constructor(public text: string) {}
      },
    );
    renderBank();
    await within(toolbar()).findByRole('button', { name: 'Thank you. My question is:' });
    phrase('Could you say more about…').focus();
    press('End');
    press('r');
    expect(spoken).toEqual(['Thank you. My question is:']);
    // The key is the toolbar's: focus stays on the phrase.
    expect(document.activeElement).toBe(phrase('Thank you. My question is:'));
  });

  it('saves the box text as a phrase under "Manage my phrases", then renames and moves it', async () => {
    const server = phraseServer([{ id: 5, text: 'First one' }]);
    const box = renderBank('  I use a switch.  ');
    await within(toolbar()).findByRole('button', { name: 'First one' });
    const toggle = screen.getByRole('button', { name: 'Manage my phrases' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    box.setSelectionRange(0, 0);
    fireEvent.click(screen.getByRole('button', { name: /Save as a phrase/ }));
    await within(toolbar()).findByRole('button', { name: 'I use a switch.' });
    expect(server.mine()).toEqual(['First one', 'I use a switch.']);

    fireEvent.click(screen.getByRole('button', { name: 'Rename I use a switch.' }));
    const field = screen.getByRole('textbox', { name: 'New text for the phrase' });
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: 'I use a switch; please give me time.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await within(toolbar()).findByRole('button', { name: 'I use a switch; please give me time.' });
    // Focus goes to the Rename button that replaced the form, never to the page.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Rename I use a switch; please give me time.' }),
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Move up I use a switch; please give me time.' }));
    await waitFor(() => expect(server.mine()).toEqual(['I use a switch; please give me time.', 'First one']));
    expect(
      screen
        .getByRole('button', { name: 'Move up I use a switch; please give me time.' })
        .getAttribute('aria-disabled'),
    ).toBe('true');
  });

  it('a deleted phrase can be brought back with Undo for a minute; focus goes to its neighbour, not a Delete', async () => {
    // The clock moves on when told; real time still passes so the stand-in server answers.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const server = phraseServer([
      { id: 5, text: 'One' },
      { id: 6, text: 'Two' },
      { id: 7, text: 'Three' },
    ]);
    renderBank();
    await within(toolbar()).findByRole('button', { name: 'Three' });
    fireEvent.click(screen.getByRole('button', { name: 'Manage my phrases' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Two' }));
    await waitFor(() => expect(server.mine()).toEqual(['One', 'Three']));
    const undo = await screen.findByRole('button', { name: 'Undo deleting Two' });
    // The neighbour's text has focus, not a button: a second press there does nothing.
    await waitFor(() => expect((document.activeElement as HTMLElement).textContent).toBe('Three'));
    expect(document.activeElement?.tagName).toBe('SPAN');

    act(() => vi.advanceTimersByTime(UNDO_FOR_MS - 1000));
    expect(screen.getByRole('button', { name: 'Undo deleting Two' })).toBe(undo);
    fireEvent.click(undo);
    await waitFor(() => expect(server.mine()).toEqual(['One', 'Two', 'Three']));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo deleting Two' })).toBeNull());
    await within(toolbar()).findByRole('button', { name: 'Two' });
    await waitFor(() => expect((document.activeElement as HTMLElement).textContent).toBe('Two'));
  });

  it('Undo goes after a minute; with no neighbour left focus goes to the list note, not a button', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    phraseServer([{ id: 5, text: 'Only one' }]);
    renderBank();
    await within(toolbar()).findByRole('button', { name: 'Only one' });
    fireEvent.click(screen.getByRole('button', { name: 'Manage my phrases' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Only one' }));
    await screen.findByRole('button', { name: 'Undo deleting Only one' });
    await waitFor(() => expect(document.activeElement?.hasAttribute('data-manage-status')).toBe(true));
    act(() => vi.advanceTimersByTime(UNDO_FOR_MS));
    expect(screen.queryByRole('button', { name: 'Undo deleting Only one' })).toBeNull();
  });

  it('every phrase can be its own Tab stop, for switch access that sends Tab', async () => {
    phraseServer();
    renderBank();
    await within(toolbar()).findByRole('button', { name: 'Thank you. My question is:' });
    fireEvent.click(screen.getByRole('button', { name: 'Manage my phrases' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Give every phrase its own Tab stop/ }));
    expect(tabStops()).toHaveLength(6);
    expect(localStorage.getItem('cm-phrases-every-stop')).toBe('true');
  });

  it('says what to do when there is nothing to save, and saves only the selected words when some are selected', async () => {
    const server = phraseServer();
    const box = renderBank('');
    await within(toolbar()).findByRole('button', { name: 'Could you say more about…' });
    fireEvent.click(screen.getByRole('button', { name: 'Manage my phrases' }));
    fireEvent.click(screen.getByRole('button', { name: /Save as a phrase/ }));
    expect(await screen.findByText('Write the phrase in the question box first, then save it.')).toBeTruthy();
    expect(server.mine()).toEqual([]);

    fireEvent.change(box, { target: { value: 'Thanks. How long did the study run?' } });
    act(() => box.setSelectionRange(8, 35));
    fireEvent.click(screen.getByRole('button', { name: /Save as a phrase/ }));
    await within(toolbar()).findByRole('button', { name: 'How long did the study run?' });
  });
});
