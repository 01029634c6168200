import type { ConferenceConfig } from '@cc/api/contract';
import { useConsent } from '@cc/design-system';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderApp } from '../../../test/render-app';
import { manageCookieSettings } from './privacy-page';

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

describe('privacy page', () => {
  it('says how to download your data and delete your account yourself', async () => {
    mockApi({ 'GET /api/conference': () => json(conference) });
    renderApp('/privacy-policy');
    expect(await screen.findByText(/choose "Download my data"/)).toBeTruthy();
    expect(screen.getByText(/under "Delete your account", tick the box and type/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Your account' }).getAttribute('href')).toBe('/account');
  });

  it('covers every topic of the policy', async () => {
    mockApi({ 'GET /api/conference': () => json(conference) });
    renderApp('/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy and Cookie Policy' })).toBeTruthy();
    expect(document.title).toBe('Privacy and Cookie Policy – Conference Companion');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Data we collect',
      'Cookies',
      'How we use your data',
      'Stored in your browser',
      'Stored on our server',
      'Your rights',
      'Third parties',
      'Security',
      'Contact',
      'Changes to this policy',
    ]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Necessary cookies',
      'Analytics cookies',
      'Marketing cookies',
      'Doing it yourself',
    ]);
    expect(screen.getByText('cc_visitor')).toBeTruthy();
    expect(screen.getByText('cm-timetable-view')).toBeTruthy();
    expect((await screen.findAllByRole('link', { name: 'hello@talkingtogether.example' })).length).toBeGreaterThan(0);
  });

  it('Manage Cookie Settings forgets the stored consent and reloads', () => {
    useConsent.getState().acceptAll();
    expect(localStorage.getItem('cookieConsent')).not.toBeNull();
    const reload = vi.fn();
    manageCookieSettings(reload);
    expect(localStorage.getItem('cookieConsent')).toBeNull();
    expect(useConsent.getState().hasDecided).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('has the Manage Cookie Settings button on the page', async () => {
    mockApi({ 'GET /api/conference': () => json(conference) });
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderApp('/privacy-policy');
    useConsent.getState().rejectAll();
    fireEvent.click(await screen.findByRole('button', { name: 'Manage Cookie Settings' }));
    expect(useConsent.getState().hasDecided).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
