import type { Venue } from '@cc/api/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderApp } from '../../../test/render-app';
import { makeSession } from '../../../test/session-fixture';

const hall: Venue = {
  id: 6,
  slug: 'linden-hall',
  name: 'Linden Hall',
  building: 'Linden Building',
  description: 'The exhibition hall.',
  capacity: 90,
  accessibility: 'Level throughout.',
  facilities: ['Large screen'],
  location: 'Linden Building, ground floor',
  stepFreeRoute: 'Level path from Central Square.',
  lifts: 'No lift needed.',
  toilets: 'Accessible toilet by the door.',
  hearingLoop: 'Fixed loop.',
  quietSpace: 'The reading room.',
};

const sessions = [
  makeSession({ id: 1, title: 'Lunch', venueId: 6, sessionDate: '2027-09-13', startTime: '12:40', endTime: '13:40' }),
  makeSession({ id: 2, title: 'Drinks', venueId: 6, sessionDate: '2027-09-13', startTime: '18:00', endTime: '19:15' }),
  makeSession({
    id: 3,
    title: 'Break',
    venueId: 6,
    sessionDate: '2027-09-14',
    startTime: '10:00',
    status: 'cancelled',
  }),
  makeSession({ id: 4, title: 'Elsewhere', venueId: 1, sessionDate: '2027-09-13', startTime: '10:00' }),
];

describe('venue page', () => {
  it("shows the venue's access details and its sessions by day, each linking to the session", async () => {
    mockApi({
      'GET /api/venues': () => json({ venues: [hall] }),
      'GET /api/sessions': () => json({ sessions, total: sessions.length }),
    });
    renderApp('/map/linden-hall');
    expect(await screen.findByRole('heading', { level: 1, name: 'Linden Hall' })).toBeTruthy();
    expect(document.title).toBe('Linden Hall – Venue Map – Conference Companion');
    const access = screen.getByRole('region', { name: 'Access details' });
    for (const text of ['Level path from Central Square.', 'No lift needed.', 'Fixed loop.', 'The reading room.']) {
      expect(within(access).getByText(text)).toBeTruthy();
    }
    const list = screen.getByRole('region', { name: 'Sessions in Linden Hall' });
    await within(list).findByRole('heading', { level: 3, name: 'Monday 13 September 2027' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Lunch', '/session/1'],
      ['Drinks', '/session/2'],
      ['Break (cancelled)', '/session/3'],
    ]);
  });

  it('says when no venue has the address', async () => {
    mockApi({ 'GET /api/venues': () => json({ venues: [hall] }) });
    renderApp('/map/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Venue not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Venue Map' }).getAttribute('href')).toBe('/map');
  });
});
