// The admin area's place in the URL hash (admin.md §2 Route and shell): '#/admin?tab={id}', plus a few
// parameters that tell a tab what to show first. Shared by the shell and the features, which link to tabs.

/** The tab ids, in the order the tabs are shown. */
export const ADMIN_TAB_IDS = [
  'dashboard',
  'sessions',
  'questions',
  'urls',
  'content',
  'users',
  'analytics',
  'venues',
  'speakers',
  'audit',
] as const;
export type AdminTabId = (typeof ADMIN_TAB_IDS)[number];

export const DEFAULT_ADMIN_TAB: AdminTabId = 'dashboard';

/**
 * What a tab may be asked to show, besides the tab itself:
 * - `section`: a sub-tab (Content: announcements, sessions, questions, sponsors; Presenter URLs: pending, all)
 * - `status`: a status filter (Q&A: all, pending, approved, rejected)
 * - `item`: the id of one item to select and focus (a question, a presenter URL)
 * - `action`: something to open at once (Content: 'create' opens the Create Announcement form)
 */
export interface AdminHashParams {
  section?: string;
  status?: string;
  item?: string;
  action?: string;
}

export interface AdminLocation {
  tab: AdminTabId;
  params: AdminHashParams;
}

const PARAM_KEYS = ['section', 'status', 'item', 'action'] as const;

/** Other names a hash may use for a tab: the content moderator's sub-tabs open the Content tab on that sub-tab. */
const ALIASES: Record<string, AdminLocation> = {
  announcements: { tab: 'content', params: { section: 'announcements' } },
  sponsors: { tab: 'content', params: { section: 'sponsors' } },
  qa: { tab: 'questions', params: {} },
};

function isTabId(value: string): value is AdminTabId {
  return (ADMIN_TAB_IDS as readonly string[]).includes(value);
}

/** A tab name (an id or an alias) as a location, or null when it names no tab. */
function resolveTab(name: string): AdminLocation | null {
  const key = name.trim().toLowerCase();
  if (isTabId(key)) return { tab: key, params: {} };
  const alias = ALIASES[key];
  return alias ? { tab: alias.tab, params: { ...alias.params } } : null;
}

/**
 * Reads the admin location from a URL hash. A hash containing 'tab=' is read as a query
 * ('#/admin?tab=urls&section=pending'); a bare hash of announcements, sessions, questions, sponsors or
 * dashboard (or any tab id) names a tab ('#questions', '#/announcements'). Anything else is the dashboard.
 */
export function parseAdminHash(hash: string): AdminLocation {
  const text = hash.replace(/^#/, '');
  if (text.includes('tab=')) {
    const query = new URLSearchParams(text.slice(text.indexOf('?') + 1));
    const resolved = resolveTab(query.get('tab') ?? '') ?? { tab: DEFAULT_ADMIN_TAB, params: {} };
    for (const key of PARAM_KEYS) {
      const value = query.get(key);
      if (value) resolved.params[key] = value;
    }
    return resolved;
  }
  const bare = text.replace(/^\/+/, '').replace(/\/+$/, '');
  return resolveTab(bare) ?? { tab: DEFAULT_ADMIN_TAB, params: {} };
}

/** The hash for a tab: '#/admin?tab={id}', then any parameters given. */
export function buildAdminHash(tab: AdminTabId, params: AdminHashParams = {}): string {
  const query = new URLSearchParams({ tab });
  for (const key of PARAM_KEYS) {
    const value = params[key];
    if (value) query.set(key, value);
  }
  return `#/admin?${query.toString()}`;
}

/** Listeners of hash changes made by script (pushState and replaceState fire no event of their own). */
const HASH_EVENT = 'hashchange';

/**
 * Opens a tab by changing the hash. `push` adds a history entry (links from one tab to another, so Back
 * returns); otherwise the current entry is replaced (switching tabs). The router's own history state is kept.
 */
export function goToAdminTab(tab: AdminTabId, params: AdminHashParams = {}, mode: 'push' | 'replace' = 'push'): void {
  const hash = buildAdminHash(tab, params);
  if (window.location.hash === hash) return;
  const url = `${window.location.pathname}${window.location.search}${hash}`;
  if (mode === 'push') window.history.pushState(window.history.state, '', url);
  else window.history.replaceState(window.history.state, '', url);
  window.dispatchEvent(new HashChangeEvent(HASH_EVENT));
}

/** Subscribes to changes of the hash (links, Back and Forward, goToAdminTab). */
export function subscribeToHash(onChange: () => void): () => void {
  window.addEventListener(HASH_EVENT, onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener(HASH_EVENT, onChange);
    window.removeEventListener('popstate', onChange);
  };
}
