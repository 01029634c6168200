/**
 * Which drafts a question list shows, and where (issue 35: nothing typed or ticked is lost or moved). Each draft is
 * known by the id this browser made for it, so its text, marks and seat stay with it whatever arrives when.
 */
import type { QuestionDraft } from '@cc/api/contract';
import { type DraftScope, inScope } from './drafts-api';
import type { UnsyncedDraft } from './unsynced-drafts-store';

/** A draft only this device has so far (or a newer version of one), shown as the server would. */
export function asDraft(local: UnsyncedDraft, server?: QuestionDraft): QuestionDraft {
  const { changedAt, ...body } = local;
  return {
    sessionTitle: null,
    sendWhen: 'now',
    state: 'draft',
    sendsAt: null,
    heldReason: null,
    sentQuestionId: null,
    sentQuestionStatus: null,
    sentAt: null,
    createdAt: new Date(changedAt).toISOString(),
    updatedAt: new Date(changedAt).toISOString(),
    ...server,
    ...body,
  };
}

export interface DraftSources {
  /** The list the server answered (perhaps long ago: it may have left the server before the latest save). */
  server: readonly QuestionDraft[];
  /** The server's answers to this page's own saves and sends. */
  latest: Readonly<Record<string, QuestionDraft>>;
  /** Written here and not yet stored (offline, or the save is on its way). */
  unsynced: Readonly<Record<string, UnsyncedDraft>>;
  /** Empty boxes made here, not stored until something is written. */
  fresh: Readonly<Record<string, UnsyncedDraft>>;
  /** Deleted here (a list answer from before the deletion still has them). */
  gone: ReadonlySet<string>;
  scope: DraftScope;
}

/**
 * One entry per draft id: of two server copies the one changed last (by the server's own clock), and over it what
 * this device has written and not yet stored, which is newer than anything the server has.
 */
export function showDrafts({ server, latest, unsynced, fresh, gone, scope }: DraftSources): Map<string, QuestionDraft> {
  const stored = new Map<string, QuestionDraft>();
  for (const draft of [...server, ...Object.values(latest)]) {
    if (gone.has(draft.id)) continue;
    const known = stored.get(draft.id);
    if (!known || draft.updatedAt > known.updatedAt) stored.set(draft.id, draft);
  }
  const shown = new Map<string, QuestionDraft>();
  for (const [id, draft] of stored) if (inScope(scope, draft.sessionId)) shown.set(id, draft);
  for (const local of Object.values(unsynced)) {
    if (gone.has(local.id)) continue;
    const copy = stored.get(local.id);
    // A sent question can no longer change: what the server says about it is the truth.
    if (copy?.state === 'sent') continue;
    if (inScope(scope, local.sessionId)) shown.set(local.id, asDraft(local, copy));
    else shown.delete(local.id);
  }
  for (const blank of Object.values(fresh)) {
    if (!gone.has(blank.id) && !shown.has(blank.id) && !stored.has(blank.id)) shown.set(blank.id, asDraft(blank));
  }
  return shown;
}

/**
 * The order to show them in: every box keeps its place; drafts that arrive (the list answered, another tab) go
 * before the empty boxes nobody has started, oldest first, and never push a box being written in down the page.
 */
export function placeInOrder(
  order: readonly string[],
  shown: ReadonlyMap<string, QuestionDraft>,
  untouchedBlank: (id: string) => boolean,
): string[] {
  const kept = order.filter((id) => shown.has(id));
  const known = new Set(kept);
  const arrived = [...shown.values()]
    .filter((draft) => !known.has(draft.id))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  for (const draft of arrived) {
    const firstBlank = kept.findIndex(untouchedBlank);
    if (untouchedBlank(draft.id) || firstBlank === -1) kept.push(draft.id);
    else kept.splice(firstBlank, 0, draft.id);
  }
  return kept;
}
