import { STORED_ANSWER_EVENT } from '@cc/api/client';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { StoredDataNotice } from './stored-data-notice';

const answer = (path: string, storedAt: string | null) =>
  act(() => {
    window.dispatchEvent(new CustomEvent(STORED_ANSWER_EVENT, { detail: { path, storedAt } }));
  });

describe('StoredDataNotice', () => {
  it('says the page shows saved information, from the oldest stored read, until fresh answers replace them', () => {
    render(
      <MemoryRouter>
        <StoredDataNotice />
      </MemoryRouter>,
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    answer('/api/sessions', null);
    expect(status.textContent).toBe('');

    answer('/api/sessions', '2026-11-26T09:12:00.000Z');
    answer('/api/bookmarks', '2026-11-26T08:00:00.000Z');
    const at = new Date('2026-11-26T08:00:00.000Z');
    const time = `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
    expect(status.textContent).toContain(`this page shows information saved at ${time} on Thursday 26 November 2026`);

    answer('/api/bookmarks', null);
    expect(status.textContent).toContain('saved at');
    answer('/api/sessions', null);
    expect(status.textContent).toBe('');
  });
});
