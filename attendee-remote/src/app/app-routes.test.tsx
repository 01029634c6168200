import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import AttendeeRoutes from '../routes';

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <AttendeeRoutes />
    </MemoryRouter>,
  );
}

describe('attendee routes', () => {
  it.each([
    ['/', 'Home'],
    ['/timetable', 'Conference Timetable'],
    ['/session/12', 'Session Details'],
    ['/my-agenda', 'My Agenda'],
    ['/map', 'Venue Map'],
    ['/announcements', 'Conference News & Announcements'],
    ['/qa', 'Questions & Answers'],
    ['/qa/12', 'Questions & Answers'],
    ['/sponsors', 'Our Sponsors'],
    ['/about', 'About'],
    ['/privacy-policy', 'Privacy and Cookie Policy'],
  ])('%s says plainly that %s is not built yet', (url, name) => {
    renderAt(url);
    expect(screen.getByRole('heading', { level: 1, name })).toBeTruthy();
    expect(screen.getByText('This page is not built yet. It is coming in a later release.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Programme/ }).getAttribute('href')).toBe('/programme');
    expect(document.title).toBe(`${name} – Conference Companion`);
  });

  it('answers unknown paths with Page not found and a link home', () => {
    renderAt('/no/such/page');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Page not found – Conference Companion');
  });
});
