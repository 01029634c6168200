import { useAnnouncer } from '@cc/design-system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import {
  ChairSettingsSection,
  POLL_MIN_OPEN_LABEL,
  pollMinOpenProblem,
  WRITING_WINDOW_LABEL,
  writingWindowProblem,
} from './chair-settings-section';

const renderSection = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ChairSettingsSection />
    </QueryClientProvider>,
  );

beforeEach(() => {
  useAnnouncer.setState({ polite: '', assertive: '' });
});

describe("Chair's view: time to compose (issue 35)", () => {
  it('shows the current number of seconds in a labelled field and saves a new one, saying so', async () => {
    const api = mockApi({
      'GET /api/admin/chair-settings': () => ({
        status: 200,
        body: { writingWindowSeconds: 60, pollMinOpenSeconds: 60 },
      }),
      'PUT /api/admin/chair-settings': (body) => ({ status: 200, body }),
    });
    renderSection();
    const field = screen.getByLabelText(WRITING_WINDOW_LABEL);
    await waitFor(() => expect((field as HTMLInputElement).value).toBe('60'));
    fireEvent.change(field, { target: { value: '90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save time to compose' }));
    const done = 'Saved. A person counts as still writing for 90 seconds after their last key press.';
    expect(await screen.findByText(done)).toBeTruthy();
    await waitFor(() => expect(useAnnouncer.getState().polite).toBe(done));
    expect(api.calls('PUT /api/admin/chair-settings')[0]?.[1]?.body).toBe(JSON.stringify({ writingWindowSeconds: 90 }));
  });

  it('refuses a number out of bounds beside the field, announces it and keeps focus there, sending nothing', async () => {
    const api = mockApi({
      'GET /api/admin/chair-settings': () => ({
        status: 200,
        body: { writingWindowSeconds: 60, pollMinOpenSeconds: 60 },
      }),
    });
    renderSection();
    const field = screen.getByLabelText(WRITING_WINDOW_LABEL);
    await waitFor(() => expect((field as HTMLInputElement).value).toBe('60'));
    fireEvent.change(field, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save time to compose' }));
    expect(await screen.findByText('Enter at least 20 seconds')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    await waitFor(() => expect(useAnnouncer.getState().assertive).toBe('Enter at least 20 seconds'));
    expect(api.calls('PUT /api/admin/chair-settings')).toHaveLength(0);
  });

  it('names each kind of wrong value', () => {
    expect(writingWindowProblem('')).toBe('Enter a number of seconds');
    expect(writingWindowProblem('1.5')).toBe('Enter a whole number of seconds, such as 60');
    expect(writingWindowProblem('601')).toBe('Enter at most 600 seconds');
    expect(writingWindowProblem(' 60 ')).toBeNull();
    expect(pollMinOpenProblem('9')).toBe('Enter at least 10 seconds');
    expect(pollMinOpenProblem('10')).toBeNull();
  });

  it("saves a poll's minimum time open on its own, sending only that setting", async () => {
    const api = mockApi({
      'GET /api/admin/chair-settings': () => ({
        status: 200,
        body: { writingWindowSeconds: 60, pollMinOpenSeconds: 60 },
      }),
      'PUT /api/admin/chair-settings': (body) => ({
        status: 200,
        body: { writingWindowSeconds: 60, ...(body as object) },
      }),
    });
    renderSection();
    const field = screen.getByLabelText(POLL_MIN_OPEN_LABEL) as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe('60'));
    fireEvent.change(field, { target: { value: 'soon' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save time to answer' }));
    expect(await screen.findByText('Enter a whole number of seconds, such as 60')).toBeTruthy();
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save time to answer' }));
    expect(await screen.findByText('Saved. A poll stays open at least 15 seconds.')).toBeTruthy();
    expect(api.calls('PUT /api/admin/chair-settings')[0]?.[1]?.body).toBe(JSON.stringify({ pollMinOpenSeconds: 15 }));
  });
});
