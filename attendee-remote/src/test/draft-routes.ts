/** The question-drafts routes for component tests: a server that keeps drafts by the id the browser made. */
import type { QuestionDraft, QuestionDraftSaveBody } from '@cc/api/contract';
import { json } from './render-app';

type Handler = (init: RequestInit | undefined, url: URL) => Response | Promise<Response>;

export interface DraftServer {
  routes: Record<string, Handler>;
  /** Every save's body, in order. */
  saved: QuestionDraftSaveBody[];
  /** Every send's answer, in order. */
  sends: QuestionDraft[];
}

/** The draft id in /api/question-drafts/{id}[/send]. */
const idIn = (url: URL) => url.pathname.split('/')[3] ?? '';

export function draftOf(id: string, body: QuestionDraftSaveBody, extra: Partial<QuestionDraft> = {}): QuestionDraft {
  const now = new Date().toISOString();
  return {
    id,
    sessionTitle: null,
    sendWhen: 'now',
    state: 'draft',
    sendsAt: null,
    heldReason: null,
    sentQuestionId: null,
    sentQuestionStatus: null,
    sentAt: null,
    createdAt: now,
    updatedAt: now,
    ...body,
    ...extra,
  };
}

/** `send`: a refusal to answer sends with (default: sent, waiting for review). */
export function draftServer(send?: () => Response): DraftServer {
  const saved: QuestionDraftSaveBody[] = [];
  const sends: QuestionDraft[] = [];
  return {
    saved,
    sends,
    routes: {
      'GET /api/question-drafts': () => json({ drafts: [] }),
      'PUT /api/question-drafts/:id': (init, url) => {
        const body = JSON.parse(String(init?.body)) as QuestionDraftSaveBody;
        saved.push(body);
        return json(draftOf(idIn(url), body));
      },
      'POST /api/question-drafts/:id/send': (_init, url) => {
        if (send) return send();
        const body = saved.at(-1);
        if (!body) return json({ statusCode: 404, code: 'DRAFT_NOT_FOUND', message: 'No draft' }, 404);
        const sent = draftOf(idIn(url), body, {
          state: 'sent',
          sentQuestionId: 99,
          sentQuestionStatus: 'waiting for review',
          sentAt: new Date().toISOString(),
          updatedAt: new Date(Date.now() + 1000).toISOString(),
        });
        sends.push(sent);
        return json(sent);
      },
    },
  };
}
