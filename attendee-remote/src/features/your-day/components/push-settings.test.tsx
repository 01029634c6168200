import type { PushPreferences } from '@cc/api/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPushPreferences, PUSH_OFF, savePushPreferences } from '../api/push-subscription';
import { PushSettings } from './push-settings';

// jsdom has no push manager: the browser's side is exercised end to end (e2e push tests); here the question is
// only what the form does with choices made while a save is still on its way.
vi.mock('../utils/push-support', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../utils/push-support')>()),
  pushSupport: () => 'supported',
}));
vi.mock('../api/push-subscription', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/push-subscription')>()),
  loadPushPreferences: vi.fn(),
  savePushPreferences: vi.fn(),
  turnPushOff: vi.fn(),
}));

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

afterEach(() => vi.mocked(savePushPreferences).mockReset());

describe('push settings', () => {
  it('keeps a choice made while the previous one is still being saved, and saves it next', async () => {
    vi.mocked(loadPushPreferences).mockResolvedValue(PUSH_OFF);
    const first = deferred<PushPreferences>();
    const sent: PushPreferences[] = [];
    vi.mocked(savePushPreferences).mockImplementation((preferences) => {
      sent.push(preferences);
      return sent.length === 1 ? first.promise : Promise.resolve(preferences);
    });
    render(<PushSettings />);

    fireEvent.click(
      await screen.findByRole('checkbox', { name: /Remind me before each session/ }, { timeout: 10_000 }),
    );
    // The first save has not answered yet; the person goes on to quiet hours.
    fireEvent.click(screen.getByRole('checkbox', { name: /Quiet hours/ }));
    expect(screen.getByRole('checkbox', { name: /Quiet hours/ })).toHaveProperty('checked', true);

    // The first answer (without quiet hours) arrives late: it must not untick the box.
    await act(async () => first.resolve(sent[0] as PushPreferences));
    expect(screen.getByRole('checkbox', { name: /Quiet hours/ })).toHaveProperty('checked', true);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.quietHours).toEqual({ from: '22:00', until: '07:00' });
    expect(sent[1]?.remindMinutes).toBe(10);
    expect(screen.getByRole('combobox', { name: /Remind me this long before/ })).toHaveProperty('value', '10');
  }, 20_000);
});
