// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { appPathOf } from './app-path';

const origin = 'https://conference.example';

describe('appPathOf', () => {
  it("gives the path of the app's own pages, relative or absolute", () => {
    expect(appPathOf('/session/12', origin)).toBe('/session/12');
    expect(appPathOf('https://conference.example/programme?day=Monday#top', origin)).toBe('/programme?day=Monday#top');
  });

  it('leaves other sites, files of the API and unreadable addresses to open on their own', () => {
    expect(appPathOf('https://example.org/slides', origin)).toBe(null);
    expect(appPathOf('//example.org/slides', origin)).toBe(null);
    expect(appPathOf('/api/calendar/feed.ics', origin)).toBe(null);
    expect(appPathOf('http://[::1', origin)).toBe(null);
  });
});
