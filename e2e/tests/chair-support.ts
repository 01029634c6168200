/**
 * Chairing a session (issue 26) for the browser tests: a new person signs up in the page's browser and an admin
 * makes them chair of a session, the way the admin's Session chairs form does (through its API).
 */
import { expect, type Page, request as playwrightRequest } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { admin } from './fixtures';

/** Signs the page's browser up as a new attendee and makes them chair of the session. Returns their email. */
export async function signUpAsChair(page: Page, sessionId: number): Promise<string> {
  const email = `chair-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
  const created = await page.request.post('/api/auth/sign-up', {
    data: { email, password: 'chair-harbour-lantern', name: 'Chris Chair' },
  });
  expect(created.status()).toBe(201);
  const adminApi = await playwrightRequest.newContext({ baseURL });
  try {
    expect((await adminApi.post('/api/auth/sign-in', { data: admin })).status()).toBe(200);
    const assigned = await adminApi.post('/api/admin/session-chairs', {
      data: { email, name: '', sessionIds: [sessionId] },
    });
    expect(assigned.status(), await assigned.text()).toBe(201);
  } finally {
    await adminApi.dispose();
  }
  return email;
}

export interface Marks {
  readOutLoud: boolean;
  deviceTurn: boolean;
  seat: string | null;
}

/**
 * An attendee in a browser of their own sends a question with marks for the session (a draft sent now), and an admin
 * approves it. Returns the question's id.
 */
export async function approvedQuestionWithMarks(sessionId: number, text: string, marks: Marks): Promise<number> {
  const asker = await playwrightRequest.newContext({ baseURL });
  const adminApi = await playwrightRequest.newContext({ baseURL });
  try {
    const id = crypto.randomUUID();
    const saved = await asker.put(`/api/question-drafts/${id}`, {
      data: { sessionId, text, ...marks, shownName: null },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const sent = await asker.post(`/api/question-drafts/${id}/send`, { data: { when: 'now' } });
    expect(sent.status(), await sent.text()).toBe(200);
    const questionId = (await sent.json()).sentQuestionId as number;
    expect((await adminApi.post('/api/auth/sign-in', { data: admin })).status()).toBe(200);
    const approved = await adminApi.patch(`/api/admin/questions/${questionId}`, { data: { status: 'approved' } });
    expect(approved.status(), await approved.text()).toBe(200);
    return questionId;
  } finally {
    await asker.dispose();
    await adminApi.dispose();
  }
}
