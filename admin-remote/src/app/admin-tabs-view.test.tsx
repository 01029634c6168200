import { useAnnouncer } from '@cc/design-system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render as renderDom, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { admin, mockApi } from '../test/mock-api';
import { adminTabs } from './admin-tabs';
import { AdminTabsView } from './admin-tabs-view';

// The spec's seven tabs, in order; more may follow them (e.g. the audit log).
const specLabels = ['Dashboard', 'Sessions', 'Q&A', 'Presenter URLs', 'Content', 'Users', 'Analytics'];
const lastLabel = adminTabs.at(-1)?.label ?? '';

function render(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderDom(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

function tab(name: string) {
  return screen.getByRole('tab', { name });
}

beforeEach(() => {
  window.history.replaceState(null, '', '/admin');
  // The panels' own data calls are not the subject here; unknown routes answer 404.
  mockApi({});
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('admin tabs', () => {
  it('is a tablist starting with the seven tabs of the spec, Dashboard selected by default, its panel labelled by its tab', async () => {
    render(<AdminTabsView user={admin} />);
    expect(screen.getByRole('tablist', { name: 'Admin sections' })).toBeTruthy();
    const labels = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(labels.slice(0, 7)).toEqual(specLabels);
    expect(labels).toEqual(adminTabs.map((t) => t.label));
    expect(tab('Dashboard').getAttribute('aria-selected')).toBe('true');
    expect(tab('Sessions').getAttribute('aria-selected')).toBe('false');
    // One tab stop: tabbing into the list lands on the selected tab; the others are out of the tab order.
    act(() => screen.getByRole('tablist').focus());
    await waitFor(() => expect(document.activeElement).toBe(tab('Dashboard')));
    expect(tab('Dashboard').tabIndex).toBe(0);
    expect(tab('Sessions').tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel', { name: 'Dashboard' });
    expect(tab('Dashboard').getAttribute('aria-controls')).toBe(panel.id);
    expect(await screen.findByRole('heading', { level: 2, name: 'Dashboard' })).toBeTruthy();
  });

  it('moves and selects with the arrow keys (wrapping), Home and End, writing the hash and announcing', async () => {
    render(<AdminTabsView user={admin} />);
    const dashboard = tab('Dashboard');
    act(() => dashboard.focus());

    fireEvent.keyDown(dashboard, { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement).toBe(tab('Sessions')));
    expect(tab('Sessions').getAttribute('aria-selected')).toBe('true');
    expect(window.location.hash).toBe('#/admin?tab=sessions');
    expect(await screen.findByRole('heading', { level: 2, name: 'Sessions' })).toBeTruthy();
    await waitFor(() => expect(useAnnouncer.getState().polite).toBe('Switched to Sessions tab'));

    fireEvent.keyDown(tab('Sessions'), { key: 'End' });
    await waitFor(() => expect(document.activeElement).toBe(tab(lastLabel)));
    expect(window.location.hash).toBe(`#/admin?tab=${adminTabs.at(-1)?.id}`);

    fireEvent.keyDown(tab(lastLabel), { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement).toBe(tab('Dashboard')));

    fireEvent.keyDown(tab('Dashboard'), { key: 'ArrowLeft' });
    await waitFor(() => expect(document.activeElement).toBe(tab(lastLabel)));

    fireEvent.keyDown(tab(lastLabel), { key: 'Home' });
    await waitFor(() => expect(document.activeElement).toBe(tab('Dashboard')));
    expect(tab('Dashboard').getAttribute('aria-selected')).toBe('true');
    expect(window.location.hash).toBe('#/admin?tab=dashboard');
  });

  it('opens the tab the hash names, and follows later hash changes', async () => {
    window.history.replaceState(null, '', '/admin#/admin?tab=urls');
    render(<AdminTabsView user={admin} />);
    expect(tab('Presenter URLs').getAttribute('aria-selected')).toBe('true');

    act(() => {
      window.location.hash = '#announcements';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(tab('Content').getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('heading', { level: 2, name: 'Content' })).toBeTruthy();
  });

  it('selects a tab on click', () => {
    render(<AdminTabsView user={admin} />);
    fireEvent.mouseDown(tab('Users'), { button: 0 });
    expect(tab('Users').getAttribute('aria-selected')).toBe('true');
    expect(window.location.hash).toBe('#/admin?tab=users');
  });
});
