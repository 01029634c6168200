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
  it('answers unknown paths with Page not found and a link home', () => {
    renderAt('/no/such/page');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Page not found – Conference Companion');
  });
});
