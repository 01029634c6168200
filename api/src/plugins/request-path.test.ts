import { describe, expect, it } from 'vitest';
import { requestPath } from './openapi';

describe('requestPath', () => {
  // The shortcut must give what the URL parser gives, or the contract version header would follow another path.
  it.each([
    '/api/sessions/2',
    '/api/questions?sessionId=3&sort=votes',
    '/api',
    '/api?x=1',
    '/programme#day-2',
    '/api/../index.html',
    '/api/%2e%2e/index.html',
    '/api\\sessions',
    '//evil.example/api/sessions',
    'http://host.example/api/bookmarks',
    '/apix/sessions',
  ])('reads %s as the URL parser does', (target) => {
    expect(requestPath(target)).toBe(new URL(target, 'http://localhost').pathname);
  });
});
