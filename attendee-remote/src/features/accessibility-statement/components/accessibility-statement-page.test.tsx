import type { ConferenceConfig } from '@cc/api/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderApp } from '../../../test/render-app';
import { STATEMENT_REVIEWED } from './accessibility-statement-page';

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

describe('accessibility statement', () => {
  it('states the claim, the testing, the limitations, how to get help and the date', async () => {
    mockApi({ 'GET /api/conference': () => json(conference) });
    renderApp('/accessibility');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeTruthy();
    expect(document.title).toBe('Accessibility statement – Conference Companion');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'How accessible this app is',
      'How we test it',
      'What we know is not yet good enough',
      'Help and feedback',
      'About this statement',
    ]);
    expect(screen.getByText(/WCAG\) 2\.2 at level AA/)).toBeTruthy();
    const help = screen.getByRole('region', { name: 'Help and feedback' });
    const mail = await within(help).findByRole('link', { name: 'hello@talkingtogether.example' });
    expect(mail.getAttribute('href')).toBe('mailto:hello@talkingtogether.example');
    expect(within(help).getByText(/Talking Together Trust/)).toBeTruthy();
    expect(screen.getByText(new RegExp(`last reviewed on ${STATEMENT_REVIEWED}`))).toBeTruthy();
  });
});
