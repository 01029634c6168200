import type { ConferenceConfig } from '@cc/api/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderApp } from '../../../test/render-app';

const conference: ConferenceConfig = {
  name: 'Talking Together 2027',
  shortName: 'TT2027',
  year: 2027,
  organiser: 'Talking Together Trust',
  timeZone: 'Europe/London',
  contactEmail: 'hello@talkingtogether.example',
  venueName: 'Northgate University campus',
  days: [],
};

describe('about page', () => {
  it('shows a short loading state, then every section with the organiser and contact from the API', async () => {
    mockApi({ 'GET /api/conference': () => json(conference) });
    renderApp('/about');
    expect(await screen.findByText('Loading About...')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'About' })).toBeTruthy();
    expect(document.title).toBe('About – Conference Companion');

    const mission = await screen.findByRole('heading', { level: 2, name: 'Our mission' }, { timeout: 3000 });
    expect(mission).toBeTruthy();
    expect(screen.queryByText('Loading About...')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Our mission',
      'Our vision',
      'Our values',
      'Our history',
      'Our team',
      'Board of trustees',
      'What we have achieved',
      'In numbers',
      'Partnerships',
      'Contact us',
    ]);
    const values = screen.getByRole('region', { name: 'Our values' });
    expect(
      within(values)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Excellence', 'Innovation', 'Collaboration', 'Accessibility']);
    const history = screen.getByRole('region', { name: 'Our history' });
    expect(
      within(history)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['2020', '2021', '2022', '2023']);
    const numbers = screen.getByRole('region', { name: 'In numbers' });
    expect(
      within(numbers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2,500+ attendees', '150+ presentations', '45 countries', '95% satisfaction']);
    expect(screen.getByText(/is organised by Talking Together Trust/)).toBeTruthy();
    const contact = screen.getByRole('region', { name: 'Contact us' });
    expect(within(contact).getByRole('link', { name: 'hello@talkingtogether.example' }).getAttribute('href')).toBe(
      'mailto:hello@talkingtogether.example',
    );
  });

  it('still shows the page when the conference configuration cannot be loaded', async () => {
    mockApi({ 'GET /api/conference': () => json({ statusCode: 500, code: 'INTERNAL', message: 'Failed' }, 500) });
    renderApp('/about');
    expect(await screen.findByRole('heading', { name: 'Our mission' }, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText('Our contact details could not be loaded just now. Please try again later.')).toBeTruthy();
  });
});
