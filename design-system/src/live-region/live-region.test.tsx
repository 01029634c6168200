import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import {
  ANNOUNCEMENT_DURATION_MS,
  ANNOUNCEMENT_GAP_MS,
  announce,
  announcementCount,
  clearAnnouncements,
  useAnnouncer,
} from './announcer-store';
import { LiveRegion } from './live-region';

beforeEach(() => {
  vi.useFakeTimers();
  clearAnnouncements();
});

afterEach(() => {
  clearAnnouncements();
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('LiveRegion', () => {
  it('renders a polite status region and an assertive alert region, both hidden visually', async () => {
    const { container } = render(<LiveRegion />);
    const polite = screen.getByRole('status');
    const assertive = screen.getByRole('alert');
    expect(polite.getAttribute('aria-live')).toBe('polite');
    expect(assertive.getAttribute('aria-live')).toBe('assertive');
    expect(polite.className).toBe('ds-visually-hidden');
    vi.useRealTimers();
    await expectNoAxeViolations(container);
  });

  it('shows a message after a short gap and clears it after 1 s', () => {
    render(<LiveRegion />);
    act(() => announce('Vote recorded'));
    advance(ANNOUNCEMENT_GAP_MS);
    expect(screen.getByRole('status').textContent).toBe('Vote recorded');
    expect(screen.getByRole('alert').textContent).toBe('');
    advance(ANNOUNCEMENT_DURATION_MS - 1);
    expect(screen.getByRole('status').textContent).toBe('Vote recorded');
    advance(1);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('sends assertive messages to the alert region', () => {
    render(<LiveRegion />);
    act(() => announce('Error loading questions', 'assertive'));
    advance(ANNOUNCEMENT_GAP_MS);
    expect(screen.getByRole('alert').textContent).toBe('Error loading questions');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('empties the region before repeating the same text, so it is spoken again', () => {
    const seen: string[] = [];
    const stop = useAnnouncer.subscribe((state) => seen.push(state.polite));
    announce('Added to agenda');
    vi.advanceTimersByTime(ANNOUNCEMENT_GAP_MS);
    announce('Added to agenda');
    vi.advanceTimersByTime(ANNOUNCEMENT_GAP_MS);
    stop();
    expect(seen).toEqual(['', 'Added to agenda', '', 'Added to agenda']);
  });

  it('lets a newer message replace an older one and keeps it for its full second', () => {
    announce('First');
    vi.advanceTimersByTime(ANNOUNCEMENT_GAP_MS + 900);
    announce('Second');
    vi.advanceTimersByTime(ANNOUNCEMENT_GAP_MS + 200);
    // The first message's clear-timer must not wipe the second.
    expect(useAnnouncer.getState().polite).toBe('Second');
    vi.advanceTimersByTime(ANNOUNCEMENT_DURATION_MS);
    expect(useAnnouncer.getState().polite).toBe('');
  });

  it('counts the messages announced, so a caller can tell whether anyone spoke since a moment', () => {
    const before = announcementCount();
    announce('One');
    announce('  ');
    announce('Two');
    expect(announcementCount()).toBe(before + 2);
  });

  it('ignores blank messages', () => {
    announce('   ');
    vi.advanceTimersByTime(ANNOUNCEMENT_GAP_MS);
    expect(useAnnouncer.getState()).toEqual({ polite: '', assertive: '' });
  });
});
