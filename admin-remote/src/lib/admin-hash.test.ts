import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAdminHash, goToAdminTab, parseAdminHash, subscribeToHash } from './admin-hash';

describe('parseAdminHash', () => {
  it('is the dashboard when there is no hash or an unknown one', () => {
    expect(parseAdminHash('')).toEqual({ tab: 'dashboard', params: {} });
    expect(parseAdminHash('#')).toEqual({ tab: 'dashboard', params: {} });
    expect(parseAdminHash('#/admin?tab=nonsense')).toEqual({ tab: 'dashboard', params: {} });
    expect(parseAdminHash('#main-content')).toEqual({ tab: 'dashboard', params: {} });
  });

  it("reads '#/admin?tab={id}' for every tab id", () => {
    for (const id of ['dashboard', 'sessions', 'questions', 'urls', 'content', 'users', 'analytics']) {
      expect(parseAdminHash(`#/admin?tab=${id}`).tab).toBe(id);
    }
  });

  it("reads any hash containing 'tab='", () => {
    expect(parseAdminHash('#tab=urls').tab).toBe('urls');
    expect(parseAdminHash('#/admin?foo=1&tab=questions').tab).toBe('questions');
    expect(parseAdminHash('#/admin?tab=Users').tab).toBe('users');
  });

  it('reads a bare hash of announcements, sessions, questions, sponsors or dashboard', () => {
    expect(parseAdminHash('#sessions')).toEqual({ tab: 'sessions', params: {} });
    expect(parseAdminHash('#questions')).toEqual({ tab: 'questions', params: {} });
    expect(parseAdminHash('#/dashboard')).toEqual({ tab: 'dashboard', params: {} });
    expect(parseAdminHash('#sponsors')).toEqual({ tab: 'content', params: { section: 'sponsors' } });
  });

  it('opens the content moderator on its Announcements sub-tab for announcements', () => {
    expect(parseAdminHash('#announcements')).toEqual({ tab: 'content', params: { section: 'announcements' } });
    expect(parseAdminHash('#/admin?tab=announcements')).toEqual({
      tab: 'content',
      params: { section: 'announcements' },
    });
    expect(parseAdminHash('#/admin?tab=announcements&action=create')).toEqual({
      tab: 'content',
      params: { section: 'announcements', action: 'create' },
    });
  });

  it('keeps the known parameters and drops others', () => {
    expect(parseAdminHash('#/admin?tab=questions&status=pending&item=12&junk=1')).toEqual({
      tab: 'questions',
      params: { status: 'pending', item: '12' },
    });
  });
});

describe('buildAdminHash', () => {
  it("writes '#/admin?tab={id}' and the parameters given, and reads back the same", () => {
    expect(buildAdminHash('urls')).toBe('#/admin?tab=urls');
    const hash = buildAdminHash('questions', { status: 'pending', item: '7' });
    expect(hash).toBe('#/admin?tab=questions&status=pending&item=7');
    expect(parseAdminHash(hash)).toEqual({ tab: 'questions', params: { status: 'pending', item: '7' } });
  });
});

describe('goToAdminTab', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('changes the hash, keeps the router state, and tells subscribers', () => {
    window.history.replaceState({ idx: 3 }, '', '/admin');
    const onChange = vi.fn();
    const unsubscribe = subscribeToHash(onChange);
    const before = window.history.length;

    goToAdminTab('urls', { section: 'pending' });
    expect(window.location.pathname).toBe('/admin');
    expect(window.location.hash).toBe('#/admin?tab=urls&section=pending');
    expect(window.history.state).toEqual({ idx: 3 });
    expect(window.history.length).toBe(before + 1);
    expect(onChange).toHaveBeenCalledTimes(1);

    goToAdminTab('content', {}, 'replace');
    expect(window.location.hash).toBe('#/admin?tab=content');
    expect(window.history.length).toBe(before + 1);
    unsubscribe();
  });
});
