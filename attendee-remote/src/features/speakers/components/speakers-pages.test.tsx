import type { SpeakerDetail, SpeakerList } from '@cc/api/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderApp } from '../../../test/render-app';
import { makeSession } from '../../../test/session-fixture';

const list: SpeakerList = {
  speakers: [
    { id: 1, slug: 'ann-one', name: 'Ann One', affiliation: 'AAC Trust', sessionCount: 2 },
    { id: 2, slug: 'dr-zoe-quill', name: 'Dr Zoë Quill', affiliation: null, sessionCount: 1 },
  ],
};

const zoe: SpeakerDetail = {
  id: 2,
  slug: 'dr-zoe-quill',
  name: 'Dr Zoë Quill',
  bio: 'First paragraph.\n\nSecond paragraph.',
  affiliation: 'Northgate University',
  sessions: [
    makeSession({
      id: 41,
      title: 'Switch access clinic',
      presenters: ['Dr Zoë Quill', 'Ann One'],
      speakers: [
        { id: 2, slug: 'dr-zoe-quill', name: 'Dr Zoë Quill' },
        { id: 1, slug: 'ann-one', name: 'Ann One' },
      ],
    }),
  ],
};

describe('Speakers page', () => {
  it('lists speakers with links to their pages and finds them by a labelled search, saying how many match', async () => {
    mockApi({ 'GET /api/speakers': () => json(list) });
    renderApp('/speakers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Speakers' })).toBeTruthy();
    const links = await screen.findAllByRole('link', { name: /Ann One|Dr Zoë Quill/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/speakers/ann-one', '/speakers/dr-zoe-quill']);
    expect(screen.getByRole('status').textContent).toBe('2 speakers');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search speakers' }), { target: { value: 'zoe' } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1 of 2 speakers match'));
    expect(screen.queryByRole('link', { name: 'Ann One' })).toBeNull();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search speakers' }), { target: { value: 'nobody' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('2 speakers'));
  });
});

describe('Speaker page', () => {
  it("shows the bio as paragraphs and the speaker's sessions, linked, with their co-presenters linked", async () => {
    mockApi({ 'GET /api/speakers/dr-zoe-quill': () => json(zoe) });
    renderApp('/speakers/dr-zoe-quill');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dr Zoë Quill' })).toBeTruthy();
    expect(screen.getByText('Northgate University')).toBeTruthy();
    expect(screen.getByText('Second paragraph.')).toBeTruthy();
    const sessions = screen.getByRole('region', { name: 'Sessions' });
    expect(within(sessions).getByRole('link', { name: 'Switch access clinic' }).getAttribute('href')).toBe(
      '/session/41',
    );
    expect(within(sessions).getByRole('link', { name: 'Ann One' }).getAttribute('href')).toBe('/speakers/ann-one');
  });

  it('says when there is no such speaker', async () => {
    mockApi({
      'GET /api/speakers/nobody': () => json({ statusCode: 404, code: 'SPEAKER_NOT_FOUND', message: 'x' }, 404),
    });
    renderApp('/speakers/nobody');
    expect(await screen.findByRole('heading', { level: 1, name: 'Speaker Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All speakers' }).getAttribute('href')).toBe('/speakers');
  });
});
