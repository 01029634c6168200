import type { Sponsor } from '@cc/api/contract';
import { announce, usePreferences } from '@cc/design-system';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderApp } from '../../../test/render-app';

vi.mock('@cc/design-system', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cc/design-system')>()),
  announce: vi.fn(),
}));

/** Loads at once, so the preload does not wait for its time limit. */
class InstantImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(_url: string) {
    queueMicrotask(() => this.onload?.());
  }
}

const sponsors: Sponsor[] = [
  {
    id: 1,
    name: '1Voice',
    logoAlt: '1Voice logo',
    url: 'https://example.org/sponsors/1voice',
    logoUrl: '/static/sponsors/1voice.svg',
    logoStyle: 'image',
  },
  {
    id: 2,
    name: 'CandLE',
    logoAlt: 'CandLE logo',
    url: 'https://example.org/sponsors/candle',
    logoUrl: '/static/sponsors/candle.svg',
    logoStyle: 'background',
  },
  {
    id: 3,
    name: 'Widgit',
    // Written by an admin in the sponsors editor: the slideshow names the logo with it.
    logoAlt: 'Widgit: symbols for communication',
    url: 'https://example.org/sponsors/widgit',
    logoUrl: '/static/sponsors/widgit.svg',
    logoStyle: 'image',
  },
];

const counter = () => screen.getByText(/^\d+ of \d+$/);

async function renderSponsors() {
  mockApi({ 'GET /api/sponsors': () => json({ sponsors }) });
  renderApp('/sponsors');
  expect(await screen.findByText('Loading Sponsors...')).toBeTruthy();
  await screen.findByRole('heading', { level: 2, name: '3 Sponsors' });
}

beforeEach(() => {
  vi.mocked(announce).mockClear();
  usePreferences.getState().setReducedMotion(false);
});

afterEach(() => {
  vi.useRealTimers();
  usePreferences.getState().reset();
});

describe('sponsors page', () => {
  it('shows the heading, the intro, the count, the first logo as a link and the thank-you card', async () => {
    vi.stubGlobal('Image', InstantImage);
    await renderSponsors();
    expect(screen.getByRole('heading', { level: 1, name: 'Our Sponsors' })).toBeTruthy();
    expect(document.title).toBe('Our Sponsors – Conference Companion');
    expect(screen.getByText('Thank you to our amazing sponsors who make this conference possible!')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Thank You' })).toBeTruthy();
    expect(counter().textContent).toBe('1 of 3');

    const link = screen.getByRole('link', { name: '1Voice logo Visit website (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://example.org/sponsors/1voice');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(announce).toHaveBeenCalledWith('Sponsors page loaded with automatic slideshow');
  });

  it('shows a background-style logo with an accessible name, and opens the site on Space', async () => {
    vi.stubGlobal('Image', InstantImage);
    await renderSponsors();
    fireEvent.click(screen.getByRole('button', { name: 'CandLE' }));
    const logo = screen.getByRole('img', { name: 'CandLE logo' });
    expect(logo.tagName).toBe('SPAN');
    expect(logo.getAttribute('style')).toContain('/static/sponsors/candle.svg');

    const link = screen.getByRole('link', { name: /^CandLE logo/ });
    const clicked = vi.fn((event: Event) => event.preventDefault());
    link.addEventListener('click', clicked);
    fireEvent.keyDown(link, { key: ' ' });
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('wraps both ways, jumps with the dots and announces only what the visitor chose', async () => {
    vi.stubGlobal('Image', InstantImage);
    await renderSponsors();
    fireEvent.click(screen.getByRole('button', { name: 'Previous sponsor' }));
    expect(counter().textContent).toBe('3 of 3');
    expect(announce).toHaveBeenCalledWith('3 of 3: Widgit');
    fireEvent.click(screen.getByRole('button', { name: 'Next sponsor' }));
    expect(counter().textContent).toBe('1 of 3');

    const dots = screen.getByRole('list', { name: 'Choose a sponsor' });
    const widgit = within(dots).getByRole('button', { name: 'Widgit' });
    fireEvent.click(widgit);
    expect(counter().textContent).toBe('3 of 3');
    expect(widgit.getAttribute('aria-current')).toBe('true');
    expect(within(dots).getByRole('button', { name: '1Voice' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('img', { name: 'Widgit: symbols for communication' })).toBeTruthy();
  });

  it('moves on every 5 seconds while playing, silently, and stops when paused', async () => {
    vi.stubGlobal('Image', InstantImage);
    await renderSponsors();
    vi.useFakeTimers();
    // Every slide gets a fresh 5 s: choosing one starts the clock again (now the fake one).
    fireEvent.click(screen.getByRole('button', { name: 'Next sponsor' }));
    expect(counter().textContent).toBe('2 of 3');
    vi.mocked(announce).mockClear();
    act(() => vi.advanceTimersByTime(4999));
    expect(counter().textContent).toBe('2 of 3');
    act(() => vi.advanceTimersByTime(1));
    expect(counter().textContent).toBe('3 of 3');
    act(() => vi.advanceTimersByTime(5000));
    expect(counter().textContent).toBe('1 of 3');
    expect(announce).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    // Focus would hold it anyway; leave the slideshow so only the pause is tested.
    fireEvent.blur(screen.getByRole('button', { name: 'Play slideshow' }), { relatedTarget: document.body });
    act(() => vi.advanceTimersByTime(20_000));
    expect(counter().textContent).toBe('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Pause slideshow' }), { relatedTarget: document.body });
    act(() => vi.advanceTimersByTime(5000));
    expect(counter().textContent).toBe('2 of 3');
  });

  it('holds still while it has focus or the pointer is over it', async () => {
    vi.stubGlobal('Image', InstantImage);
    await renderSponsors();
    vi.useFakeTimers();
    const slideshow = screen.getByRole('region', { name: '3 Sponsors' });
    const next = screen.getByRole('button', { name: 'Next sponsor' });
    fireEvent.focus(next);
    act(() => vi.advanceTimersByTime(15_000));
    expect(counter().textContent).toBe('1 of 3');
    expect(screen.getByText('Holding still while you use the slideshow.')).toBeTruthy();
    fireEvent.blur(next, { relatedTarget: document.body });
    act(() => vi.advanceTimersByTime(5000));
    expect(counter().textContent).toBe('2 of 3');

    fireEvent.mouseEnter(slideshow);
    act(() => vi.advanceTimersByTime(15_000));
    expect(counter().textContent).toBe('2 of 3');
    fireEvent.mouseLeave(slideshow);
    act(() => vi.advanceTimersByTime(5000));
    expect(counter().textContent).toBe('3 of 3');
  });

  it('starts paused when reduced motion is on, and still works by hand', async () => {
    vi.stubGlobal('Image', InstantImage);
    usePreferences.getState().setReducedMotion(true);
    await renderSponsors();
    vi.useFakeTimers();
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeTruthy();
    expect(screen.getByText('Paused, because reduced motion is on.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(20_000));
    expect(counter().textContent).toBe('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next sponsor' }));
    expect(counter().textContent).toBe('2 of 3');
  });

  it('shows the page even when logos fail to load', async () => {
    class BrokenImage extends InstantImage {
      override set src(_url: string) {
        queueMicrotask(() => this.onerror?.());
      }
    }
    vi.stubGlobal('Image', BrokenImage);
    await renderSponsors();
    expect(counter().textContent).toBe('1 of 3');
  });

  it('says when the sponsors cannot be loaded', async () => {
    mockApi({ 'GET /api/sponsors': () => json({ statusCode: 500, code: 'INTERNAL', message: 'Failed' }, 500) });
    renderApp('/sponsors');
    expect(await screen.findByText('Sponsors could not be loaded')).toBeTruthy();
  });
});
