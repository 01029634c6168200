import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { clickAsync, keyDownAsync, renderAsync } from '../test/act-helpers';
import { MainNav } from './main-nav';

// The badges come from the attendee remote; here it never answers, and the navigation must not care.
vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: vi.fn(() => new Promise(() => {})),
  registerPlugins: vi.fn(),
  registerRemotes: vi.fn(),
}));

const renderNav = (path = '/') =>
  renderAsync(
    <MemoryRouter initialEntries={[path]}>
      <MainNav />
    </MemoryRouter>,
  );

describe('MainNav', () => {
  it("lists the spec's pages in order, in a navigation landmark named Main", async () => {
    await renderNav();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent?.trim())).toEqual([
      'Home',
      'Programme',
      'My Agenda',
      'Map',
      'News',
      'Q&A',
      'Sponsors',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/programme',
      '/my-agenda',
      '/map',
      '/announcements',
      '/qa',
      '/sponsors',
    ]);
  });

  it('marks only the current page, also on a page below it', async () => {
    await renderNav('/qa/12');
    const current = screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Q&A']);
  });

  it('opens and closes the list with the Menu button, and closes on Escape and on navigation', async () => {
    await renderNav();
    const menu = screen.getByRole('button', { name: 'Menu' });
    const list = document.getElementById(menu.getAttribute('aria-controls') ?? '');
    expect(list?.tagName).toBe('UL');
    expect(menu.getAttribute('aria-expanded')).toBe('false');

    await clickAsync(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(list?.className).toContain('cc-nav__list--open');

    const programme = screen.getByRole('link', { name: 'Programme' });
    await keyDownAsync(programme, 'Escape');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu);

    await clickAsync(menu);
    await clickAsync(programme);
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(programme.getAttribute('aria-current')).toBe('page');
  });
});
