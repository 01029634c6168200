/**
 * Polls (issue 37) for the browser tests: an admin writes and opens a poll through the chairs' API, as the chairs'
 * page does, closes it once the organisers' minimum has passed, and approves text answers.
 */
import { type APIRequestContext, expect, request as playwrightRequest } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { admin } from './fixtures';

/** What these tests read of the API's ManagedPoll (api/src/contract/polls.ts). */
export interface ManagedPoll {
  id: number;
  sessionId: number;
  state: 'draft' | 'open' | 'closed';
  closesNotBefore: string | null;
  options: { id: number; label: string }[];
  textAnswers: { id: number; status: 'pending' | 'approved' | 'rejected' }[];
}

interface ManagedPolls {
  polls: ManagedPoll[];
}

export interface PollWriteBody {
  kind: 'single' | 'multiple' | 'scale' | 'text';
  question: string;
  options?: string[];
  scaleLabels?: { low: string; high: string } | null;
  resultsVisible?: boolean;
}

/** The shortest minimum the organisers may set: polls in these tests can be closed after 10 s. */
const MIN_OPEN_SECONDS = 10;

async function asAdmin<T>(work: (api: APIRequestContext) => Promise<T>): Promise<T> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    expect((await api.post('/api/auth/sign-in', { data: admin })).status()).toBe(200);
    return await work(api);
  } finally {
    await api.dispose();
  }
}

async function closeWhenAllowed(api: APIRequestContext, poll: ManagedPoll): Promise<ManagedPoll> {
  const wait = poll.closesNotBefore ? Date.parse(poll.closesNotBefore) - Date.now() : 0;
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 250));
  const closed = await api.post(`/api/chair/sessions/${poll.sessionId}/polls/${poll.id}/close`);
  expect(closed.status(), await closed.text()).toBe(200);
  return (await closed.json()) as ManagedPoll;
}

/**
 * Writes a poll for the session and opens it. A poll a run before left open there is closed first (a session has
 * one open poll at a time), and the organisers' minimum time open is set to 10 s so tests can close theirs.
 */
export async function openPoll(sessionId: number, body: PollWriteBody): Promise<ManagedPoll> {
  return asAdmin(async (api) => {
    const settings = await api.put('/api/admin/chair-settings', { data: { pollMinOpenSeconds: MIN_OPEN_SECONDS } });
    expect(settings.status(), await settings.text()).toBe(200);
    const listed = await api.get(`/api/chair/sessions/${sessionId}/polls`);
    expect(listed.status(), await listed.text()).toBe(200);
    for (const poll of ((await listed.json()) as ManagedPolls).polls) {
      if (poll.state === 'open') await closeWhenAllowed(api, poll);
    }
    const created = await api.post(`/api/chair/sessions/${sessionId}/polls`, {
      data: { resultsVisible: true, ...body },
    });
    expect(created.status(), await created.text()).toBe(201);
    const poll = (await created.json()) as ManagedPoll;
    const opened = await api.post(`/api/chair/sessions/${sessionId}/polls/${poll.id}/open`);
    expect(opened.status(), await opened.text()).toBe(200);
    return (await opened.json()) as ManagedPoll;
  });
}

/** Closes the poll as soon as the organisers' minimum allows. */
export async function closePoll(poll: ManagedPoll): Promise<ManagedPoll> {
  return asAdmin((api) => closeWhenAllowed(api, poll));
}

/** Approves every pending text answer of the poll; returns how many. */
export async function approveTextAnswers(poll: Pick<ManagedPoll, 'id' | 'sessionId'>): Promise<number> {
  return asAdmin(async (api) => {
    const listed = (await (await api.get(`/api/chair/sessions/${poll.sessionId}/polls`)).json()) as ManagedPolls;
    const pending = listed.polls.find((p) => p.id === poll.id)?.textAnswers.filter((a) => a.status === 'pending') ?? [];
    for (const answer of pending) {
      const approved = await api.post(
        `/api/chair/sessions/${poll.sessionId}/polls/${poll.id}/answers/${answer.id}/approve`,
      );
      expect(approved.status(), await approved.text()).toBe(200);
    }
    return pending.length;
  });
}

/** Stubs the browser's speech synthesis: what would be spoken is kept in window.__spoken. */
export const STUB_SPEECH = () => {
  const spoken: string[] = [];
  (window as unknown as { __spoken: string[] }).__spoken = spoken;
  class Utterance {
    text: string;
    rate = 1;
    voice: unknown = null;
    lang = '';
    onend: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(text: string) {
      this.text = text;
    }
  }
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
  Object.defineProperty(window, 'speechSynthesis', {
    configurable: true,
    value: {
      speak: (utterance: Utterance) => spoken.push(utterance.text),
      cancel: () => undefined,
      getVoices: () => [],
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    },
  });
};
