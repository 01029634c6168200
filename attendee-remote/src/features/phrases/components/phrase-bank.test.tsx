import type { Phrase } from '@cc/api/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useRef, useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../test/render-app';
import { PhraseBank } from './phrase-bank';

const STARTERS: Phrase[] = [
  { id: 1, text: 'Could you say more about…' },
  { id: 2, text: 'Please could you repeat that?' },
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

describe('PhraseBank', () => {
  it('groups phrases under headings, each group reached in one step from the group links', async () => {
    phraseServer([{ id: 5, text: 'My name is Sam.' }]);
    renderBank();
    expect(screen.getByRole('heading', { name: 'Phrases' })).toBeTruthy();
    const starter = screen.getByRole('region', { name: 'Starter phrases' });
    const mine = screen.getByRole('region', { name: 'My phrases' });
    expect(within(starter).getByRole('heading', { name: 'Starter phrases' })).toBeTruthy();
    expect(within(mine).getByRole('heading', { name: 'My phrases' })).toBeTruthy();
    await within(starter).findByRole('button', { name: 'Please could you repeat that?' });
    await within(mine).findByRole('button', { name: 'My name is Sam.' });

    const nav = screen.getByRole('navigation', { name: 'Phrase groups' });
    fireEvent.click(within(nav).getByRole('link', { name: 'My phrases' }));
    expect(document.activeElement).toBe(within(mine).getAllByRole('button')[0]);
    fireEvent.click(within(nav).getByRole('link', { name: 'Starter phrases' }));
    expect(document.activeElement).toBe(within(starter).getByRole('button', { name: 'Could you say more about…' }));
  });

  it('inserts a phrase at the caret with one press, and gives the box focus with the caret after the phrase', async () => {
    phraseServer();
    const box = renderBank('Hello world');
    box.setSelectionRange(5, 5);
    fireEvent.click(await screen.findByRole('button', { name: 'Please could you repeat that?' }));
    expect(box.value).toBe('Hello Please could you repeat that? world');
    // The React state took the change, so it survives the next render and is what gets sent.
    expect(screen.getByRole('status', { name: 'state' }).textContent).toBe(box.value);
    expect(document.activeElement).toBe(box);
    const after = 'Hello Please could you repeat that?'.length;
    expect([box.selectionStart, box.selectionEnd]).toEqual([after, after]);
  });

  it('saves the box text as a phrase, then renames, moves and deletes it', async () => {
    const server = phraseServer([{ id: 5, text: 'First one' }]);
    const box = renderBank('  I use a switch.  ');
    const mine = screen.getByRole('region', { name: 'My phrases' });
    await within(mine).findByRole('button', { name: 'First one' });
    box.setSelectionRange(0, 0);
    fireEvent.click(within(mine).getByRole('button', { name: /Save as a phrase/ }));
    await within(mine).findByRole('button', { name: 'I use a switch.' });
    expect(server.mine()).toEqual(['First one', 'I use a switch.']);

    fireEvent.click(within(mine).getByRole('button', { name: 'Edit my phrases' }));
    fireEvent.click(within(mine).getByRole('button', { name: 'Rename I use a switch.' }));
    const field = within(mine).getByRole('textbox', { name: 'New text for the phrase' });
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: 'I use a switch; please give me time.' } });
    fireEvent.click(within(mine).getByRole('button', { name: 'Save' }));
    await within(mine).findByRole('button', { name: 'I use a switch; please give me time.' });
    // Focus is back on that phrase's Rename, not dropped to the page's body (issue 35).
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(mine).getByRole('button', { name: 'Rename I use a switch; please give me time.' }),
      ),
    );

    fireEvent.click(within(mine).getByRole('button', { name: 'Move up I use a switch; please give me time.' }));
    await waitFor(() => expect(server.mine()).toEqual(['I use a switch; please give me time.', 'First one']));
    await waitFor(() =>
      expect(
        within(mine)
          .getAllByRole('listitem')
          .map((item) => within(item).getAllByRole('button')[0]?.textContent),
      ).toEqual(['I use a switch; please give me time.', 'First one']),
    );
    // The first phrase cannot go further up: the button says so and stays where focus is.
    expect(
      within(mine)
        .getByRole('button', { name: 'Move up I use a switch; please give me time.' })
        .getAttribute('aria-disabled'),
    ).toBe('true');

    fireEvent.click(within(mine).getByRole('button', { name: 'Delete First one' }));
    await waitFor(() => expect(within(mine).queryByRole('button', { name: 'First one' })).toBeNull());
    expect(server.mine()).toEqual(['I use a switch; please give me time.']);
  });

  it('says what to do when there is nothing to save, and saves only the selected words when some are selected', async () => {
    const server = phraseServer();
    const box = renderBank('');
    const mine = screen.getByRole('region', { name: 'My phrases' });
    await screen.findByRole('button', { name: 'Could you say more about…' });
    fireEvent.click(within(mine).getByRole('button', { name: /Save as a phrase/ }));
    expect(await screen.findByText('Write the phrase in the question box first, then save it.')).toBeTruthy();
    expect(server.mine()).toEqual([]);

    fireEvent.change(box, { target: { value: 'Thanks. How long did the study run?' } });
    act(() => box.setSelectionRange(8, 35));
    fireEvent.click(within(mine).getByRole('button', { name: /Save as a phrase/ }));
    await within(mine).findByRole('button', { name: 'How long did the study run?' });
  });
});
