import { announce } from '@cc/design-system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../../../test/fake-websocket';
import { mockApi } from '../../../test/mock-api';
import ContentPanel from './content-panel';

vi.mock('@cc/design-system', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cc/design-system')>()),
  announce: vi.fn(),
}));

beforeEach(() => {
  FakeWebSocket.install();
  vi.mocked(announce).mockClear();
});
afterEach(() => window.history.replaceState(null, '', '/'));

/** The starter-phrase routes with a list that changes as the server's would. */
function renderEditor() {
  let phrases = [
    { id: 1, text: 'Could you say more about…' },
    { id: 2, text: 'Please could you repeat that?' },
  ];
  const api = mockApi({
    'GET /api/starter-phrases': () => ({ status: 200, body: { phrases } }),
    'POST /api/admin/starter-phrases': (body) => {
      const phrase = { id: 3, text: (body as { text: string }).text };
      phrases = [...phrases, phrase];
      return { status: 201, body: phrase };
    },
    'PUT /api/admin/starter-phrases/order': (body) => {
      const { ids } = body as { ids: number[] };
      phrases = ids.map((id) => phrases.find((phrase) => phrase.id === id) as (typeof phrases)[number]);
      return { status: 200, body: { phrases } };
    },
    'DELETE /api/admin/starter-phrases/1': () => {
      phrases = phrases.filter((phrase) => phrase.id !== 1);
      return { status: 204 };
    },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ContentPanel params={{ section: 'phrases' }} />
    </QueryClientProvider>,
  );
  return api;
}

const list = () => screen.findByRole('list', { name: 'Starter phrases, in the order attendees see them' });
const texts = async () =>
  within(await list())
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

describe('Content › Starter phrases', () => {
  it('is a sub-tab of Content that adds a phrase (refusing a blank one), moves and deletes phrases', async () => {
    const api = renderEditor();
    expect(screen.getByRole('tab', { name: 'Starter phrases', selected: true })).toBeTruthy();
    expect(await texts()).toEqual(['Could you say more about…', 'Please could you repeat that?']);
    expect(
      (screen.getByRole('button', { name: 'Move up Could you say more about…' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Add Phrase' }));
    expect(screen.getByText('Type the phrase to add.')).toBeTruthy();
    expect(api.calls('POST /api/admin/starter-phrases')).toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox', { name: 'New starter phrase' }), {
      target: { value: ' Could you give an example? ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add Phrase' }));
    await waitFor(async () => expect((await texts()).at(-1)).toBe('Could you give an example?'));
    // The list may redraw from the refetch before the mutation's promise settles and the message is announced.
    await waitFor(() =>
      expect(announce).toHaveBeenCalledWith('Starter phrase added: Could you give an example?', 'polite'),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Move down Could you say more about…' }));
    await waitFor(async () =>
      expect(await texts()).toEqual([
        'Please could you repeat that?',
        'Could you say more about…',
        'Could you give an example?',
      ]),
    );
    expect(api.calls('PUT /api/admin/starter-phrases/order')[0]?.[1]?.body).toBe(JSON.stringify({ ids: [2, 1, 3] }));

    fireEvent.click(screen.getByRole('button', { name: 'Delete Could you say more about…' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete starter phrase' })).getByRole('button', {
        name: 'Delete Phrase',
      }),
    );
    await waitFor(async () =>
      expect(await texts()).toEqual(['Please could you repeat that?', 'Could you give an example?']),
    );
  });
});
