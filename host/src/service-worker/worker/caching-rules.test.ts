// @vitest-environment node
import { STORED_AT_HEADER as CONTRACT_STORED_AT_HEADER } from '@cc/api/client';
import { describe, expect, it } from 'vitest';
import {
  BOOKMARK_READS,
  isAppNavigation,
  isBookmarkChange,
  isCacheableApiRead,
  isEntryFile,
  isHashedBuildFile,
  isIdentityChange,
  isStorableApiAnswer,
  markedAsStored,
  parsePrecacheList,
  STORED_AT_HEADER,
  staleBuildFiles,
} from './caching-rules';

const origin = 'https://companion.example';
const url = (path: string) => new URL(path, origin);

describe('which requests the worker answers how', () => {
  it('serves app routes from the shell, but never API, remote or static paths', () => {
    for (const path of ['/', '/programme', '/session/12', '/my-agenda', '/map', '/admin']) {
      expect(isAppNavigation(url(path), origin, 'navigate'), path).toBe(true);
    }
    for (const path of ['/api/open-data/programme.ics', '/remotes/attendee/x.js', '/static/campus-map.pdf']) {
      expect(isAppNavigation(url(path), origin, 'navigate'), path).toBe(false);
    }
    expect(isAppNavigation(url('/programme'), origin, 'cors')).toBe(false);
    expect(isAppNavigation(new URL('https://elsewhere.example/'), origin, 'navigate')).toBe(false);
  });

  it('asks the network first for the files that name other files (a new deployment is seen at once)', () => {
    for (const path of [
      '/config.json',
      '/remotes/attendee/mf-manifest.json',
      '/remotes/admin/remoteEntry.js',
      'https://cdn.example/attendee/mf-manifest.json',
      '/early-input.js',
    ]) {
      expect(isEntryFile(new URL(path, origin)), path).toBe(true);
      expect(isHashedBuildFile(new URL(path, origin)), path).toBe(false);
    }
  });

  it('caches content-hashed build files first, and nothing unhashed that way', () => {
    expect(isHashedBuildFile(url('/main.c78b3d83.js'))).toBe(true);
    expect(isHashedBuildFile(url('/remotes/attendee/161.1b272653.css'))).toBe(true);
    expect(isHashedBuildFile(url('/remotes/attendee/assets/logo.0a1b2c3d.svg'))).toBe(true);
    expect(isHashedBuildFile(url('/sw.js'))).toBe(false);
    expect(isHashedBuildFile(url('/static/campus-map.svg'))).toBe(false);
    expect(isHashedBuildFile(url('/api/sponsor-adverts/1/image.0a1b2c3d.png'))).toBe(false);
  });

  it('keeps API reads, except the admin area, sign-in state, identity and secret addresses', () => {
    for (const path of ['/api/sessions', '/api/sessions/12', '/api/venues', '/api/agenda', '/api/bookmarks']) {
      expect(isCacheableApiRead(url(path), origin), path).toBe(true);
    }
    for (const path of [
      '/api/admin/overview',
      '/api/auth/session',
      '/api/me',
      '/api/agenda/feed-token',
      '/api/agenda/my-agenda.ics',
      '/api/calendar/secret-token.ics',
    ]) {
      expect(isCacheableApiRead(url(path), origin), path).toBe(false);
    }
    expect(isCacheableApiRead(new URL('https://elsewhere.example/api/sessions'), origin)).toBe(false);
  });

  it('stores only complete answers, and no-store ones only for the offline pages own reads', () => {
    const answer = (status: number, cacheControl?: string) => ({
      status,
      headers: new Headers(cacheControl ? { 'cache-control': cacheControl } : {}),
    });
    const sessions = new URL('https://app.test/api/sessions');
    const agenda = new URL('https://app.test/api/agenda');
    const other = new URL('https://app.test/api/questions/mine');
    expect(isStorableApiAnswer(answer(200), sessions)).toBe(true);
    expect(isStorableApiAnswer(answer(200, 'public, max-age=300'), sessions)).toBe(true);
    expect(isStorableApiAnswer(answer(200, 'no-store'), agenda)).toBe(true);
    expect(isStorableApiAnswer(answer(200, 'private, no-store'), other)).toBe(false);
    expect(isStorableApiAnswer(answer(503), agenda)).toBe(false);
    expect(isStorableApiAnswer(answer(304), sessions)).toBe(false);
  });

  it('treats a sign-in, sign-up or sign-out as a change of identity', () => {
    expect(isIdentityChange(url('/api/auth/sign-in'), origin, 'POST')).toBe(true);
    expect(isIdentityChange(url('/api/auth/sign-out'), origin, 'POST')).toBe(true);
    expect(isIdentityChange(url('/api/auth/session'), origin, 'GET')).toBe(false);
    expect(isIdentityChange(url('/api/bookmarks/3'), origin, 'PUT')).toBe(false);
  });

  it('treats adding or removing a bookmark as making the stored agenda and bookmarks out of date', () => {
    expect(isBookmarkChange(url('/api/bookmarks/3'), origin, 'PUT')).toBe(true);
    expect(isBookmarkChange(url('/api/bookmarks/3'), origin, 'DELETE')).toBe(true);
    expect(isBookmarkChange(url('/api/bookmarks'), origin, 'GET')).toBe(false);
    expect(isBookmarkChange(url('/api/bookmarks/3'), origin, 'GET')).toBe(false);
    expect(isBookmarkChange(new URL('https://elsewhere.example/api/bookmarks/3'), origin, 'PUT')).toBe(false);
    expect(BOOKMARK_READS).toEqual(['/api/agenda', '/api/bookmarks']);
  });
});

describe('precache lists', () => {
  it('resolves a build list against its own folder and skips malformed entries', () => {
    const list = parsePrecacheList(
      { files: ['main.1234abcd.js', '', 42, 'assets/map.0a1b2c3d.svg'] },
      'https://cdn.example/attendee/precache-manifest.json',
    );
    expect(list).toEqual({
      base: 'https://cdn.example/attendee/',
      urls: ['https://cdn.example/attendee/main.1234abcd.js', 'https://cdn.example/attendee/assets/map.0a1b2c3d.svg'],
    });
    expect(parsePrecacheList(null, `${origin}/precache-manifest.json`).urls).toEqual([]);
  });

  it("drops a replaced deployment's files, each judged by the build that owns its folder", () => {
    const host = { base: `${origin}/`, urls: [`${origin}/main.22222222.js`] };
    const attendee = { base: `${origin}/remotes/attendee/`, urls: [`${origin}/remotes/attendee/1.22222222.js`] };
    const cached = [
      `${origin}/main.11111111.js`,
      `${origin}/main.22222222.js`,
      `${origin}/remotes/attendee/1.11111111.js`,
      `${origin}/remotes/attendee/1.22222222.js`,
    ];
    expect(staleBuildFiles(cached, [host, attendee])).toEqual([
      `${origin}/main.11111111.js`,
      `${origin}/remotes/attendee/1.11111111.js`,
    ]);
  });

  it("keeps a build's files when its list could not be read", () => {
    const host = { base: `${origin}/`, urls: [`${origin}/main.22222222.js`] };
    const admin = { base: `${origin}/remotes/admin/`, urls: null };
    expect(staleBuildFiles([`${origin}/remotes/admin/9.11111111.js`], [host, admin])).toEqual([]);
  });
});

describe('answers read from the store', () => {
  it('carry when the server first sent them, under the header the API client reads', async () => {
    expect(STORED_AT_HEADER).toBe(CONTRACT_STORED_AT_HEADER);
    const stored = new Response('{"sessions":[]}', {
      status: 200,
      headers: { 'content-type': 'application/json', date: 'Thu, 26 Nov 2026 09:12:00 GMT' },
    });
    const marked = markedAsStored(stored);
    expect(marked.status).toBe(200);
    expect(marked.headers.get(STORED_AT_HEADER)).toBe('2026-11-26T09:12:00.000Z');
    expect(marked.headers.get('content-type')).toBe('application/json');
    expect(await marked.json()).toEqual({ sessions: [] });
  });
});
