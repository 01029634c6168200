import { useConsent } from '@cc/design-system';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { CookieBanner } from './cookie-banner';

const renderBanner = () =>
  render(
    <MemoryRouter>
      <main id="main-content" tabIndex={-1} />
      <CookieBanner />
    </MemoryRouter>,
  );

const stored = () => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null');

beforeEach(() => {
  useConsent.getState().clear();
});

describe('CookieBanner', () => {
  it('asks in a region labelled Cookie consent, with the three simple choices and the policy link', () => {
    renderBanner();
    const region = screen.getByRole('region', { name: 'Cookie consent' });
    expect(region).toBeTruthy();
    for (const name of ['Accept All', 'Reject All', 'Customize'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy and Cookie Policy' }).getAttribute('href')).toBe(
      '/privacy-policy',
    );
  });

  it('Accept All stores full consent with a timestamp and hides the banner', () => {
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(stored()).toMatchObject({ necessary: true, analytics: true, marketing: true });
    expect(Number.isNaN(Date.parse(stored().timestamp))).toBe(false);
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(document.activeElement?.id).toBe('main-content');
  });

  it('Reject All stores necessary-only consent', () => {
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Reject All' }));
    expect(stored()).toMatchObject({ necessary: true, analytics: false, marketing: false });
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });

  it('Customize shows each cookie type; Save Preferences stores exactly what was ticked', () => {
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Customize' }));
    const necessary = screen.getByRole('checkbox', { name: 'Necessary' }) as HTMLInputElement;
    expect(necessary.checked).toBe(true);
    expect(necessary.disabled).toBe(true);
    expect(screen.getByText(/which pages are used/)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Analytics' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(stored()).toMatchObject({ necessary: true, analytics: true, marketing: false });
    expect(useConsent.getState().hasDecided).toBe(true);
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });

  it('Back returns to the simple choices with focus on Customize, storing nothing', () => {
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Customize' }));
    expect(document.activeElement?.textContent).toBe('Choose which cookies we may use');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Customize' }));
    expect(localStorage.getItem('cookieConsent')).toBeNull();
  });

  it('stays hidden once a choice is stored', () => {
    useConsent.getState().rejectAll();
    renderBanner();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });
});
