/**
 * Issue 28, in part: a session's and a speaker's page arrive with their own title, description and Open Graph
 * tags, so that a link shared in a chat app (which reads the HTML without running it) shows the session.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext, testConfig } from './helpers/test-app';

let ctx: TestContext;
let sessionId: number;

beforeAll(async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'cc-page-metadata-'));
  mkdirSync(path.join(root, 'host'), { recursive: true });
  writeFileSync(
    path.join(root, 'host', 'index.html'),
    '<!doctype html><html><head><title>Conference Companion</title></head><body><div id="root"></div></body></html>',
  );
  const base = testConfig();
  ctx = await setupTestApp({
    config: {
      ...base,
      publicUrl: 'https://tt2027.example',
      paths: { ...base.paths, hostDist: path.join(root, 'host') },
    },
  });
  const created = await ctx.db
    .insertInto('sessions')
    .values({
      title: 'Core words & "fringe" words: <b>a</b> $& workshop',
      description: `<p>Bring your device.</p> ${'Practice with partners. '.repeat(20)}`,
      sessionDate: '2027-09-14',
      startTime: '10:30',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  sessionId = created.id;
});
afterAll(async () => ctx?.close());

const head = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('page metadata (issue 28)', () => {
  it("gives a session's page its title, a short description and Open Graph tags, escaped", async () => {
    const page = await ctx.app.inject({ method: 'GET', url: `/session/${sessionId}` });
    expect(page.statusCode).toBe(200);
    const html = head(page.body);
    expect(html).toContain(
      '<title>Core words &amp; &quot;fringe&quot; words: &lt;b&gt;a&lt;/b&gt; $&amp; workshop – Conference Companion</title>',
    );
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('<meta property="og:site_name" content="Talking Together 2027" />');
    expect(html).toContain(`<meta property="og:url" content="https://tt2027.example/session/${sessionId}" />`);
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(description.startsWith('2027-09-14, 10:30. Bring your device. Practice with partners.')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(220);
    expect(description.endsWith('…')).toBe(true);
    // Only one title, and nothing of the markup in the description.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(description).not.toContain('<p>');
  });

  it("gives a speaker's page their name; an old address of theirs leads there", async () => {
    const speaker = await ctx.db
      .selectFrom('speakers')
      .select(['id', 'slug', 'name'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const page = await ctx.app.inject({ method: 'GET', url: `/speakers/${speaker.slug}` });

    expect(head(page.body)).toContain('<meta property="og:type" content="profile" />');
    expect(head(page.body)).toContain(`<meta property="og:title" content="${speaker.name.replace(/&/g, '&amp;')}"`);
    await ctx.db.insertInto('speakerRedirects').values({ oldSlug: 'an-old-address', speakerId: speaker.id }).execute();
    const old = await ctx.app.inject({ method: 'GET', url: '/speakers/an-old-address' });
    // Redirected to the page that has the metadata.
    expect(old.statusCode).toBe(308);
    expect(old.headers.location).toBe(`/speakers/${speaker.slug}`);
  });

  it('publishes nothing of a speaker who is on no session, as the speaker API answers 404 (issue 36)', async () => {
    await ctx.db
      .insertInto('speakers')
      .values({
        slug: 'not-yet-announced',
        name: 'Not Yet Announced',
        bio: 'Keynote, to be announced.',
        affiliation: null,
      })
      .execute();
    const api = await ctx.app.inject({ method: 'GET', url: '/api/speakers/not-yet-announced' });
    expect(api.statusCode).toBe(404);
    const page = await ctx.app.inject({ method: 'GET', url: '/speakers/not-yet-announced' });
    expect(page.statusCode).toBe(200);
    expect(head(page.body)).toContain('<title>Conference Companion</title>');
    expect(page.body).not.toContain('Not Yet Announced');
    expect(page.body).not.toContain('to be announced');
  });

  it('gives every public page its own title, a description, the preview image and the locale (issue 36)', async () => {
    const venue = await ctx.db.selectFrom('venues').select(['slug', 'name']).orderBy('id').executeTakeFirstOrThrow();
    const pages: [string, string][] = [
      ['/', 'Home'],
      ['/programme', 'Conference Programme'],
      ['/programme?q=core', 'Conference Programme'],
      ['/timetable', 'Conference Timetable'],
      ['/map', 'Venue Map'],
      [`/map/${venue.slug}`, `${venue.name} – Venue Map`],
      ['/speakers', 'Speakers'],
      ['/announcements', 'News'],
      ['/qa', 'Questions &amp; Answers'],
      [`/qa/${sessionId}`, 'Questions &amp; Answers: Core words &amp; &quot;fringe&quot; words'],
      [`/room/${sessionId}`, 'Room screen: Core words &amp; &quot;fringe&quot; words'],
      ['/sponsors', 'Our Sponsors'],
      ['/about', 'About'],
      ['/privacy-policy', 'Privacy and Cookie Policy'],
      ['/accessibility', 'Accessibility statement'],
      ['/my-agenda', 'My Agenda'],
      ['/account/sign-in', 'Sign in'],
    ];
    const titles = new Set<string>();
    for (const [url, title] of pages) {
      const html = head((await ctx.app.inject({ method: 'GET', url })).body);
      const sent = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      expect(sent.startsWith(title), `${url}: ${sent}`).toBe(true);
      expect(sent.endsWith(' – Conference Companion'), url).toBe(true);
      titles.add(sent);
      expect(html, url).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(html, url).toContain('<meta property="og:locale" content="en_GB" />');
      expect(html, url).toContain(
        '<meta property="og:image" content="https://tt2027.example/static/conference-preview.png" />',
      );
    }
    // Each page its own: only the programme's filtered address shares the programme's.
    expect(titles.size).toBe(pages.length - 1);
  });

  it('serves the preview image the pages name', async () => {
    const image = await ctx.app.inject({ method: 'GET', url: '/static/conference-preview.png' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('leaves an address that names nothing with the app title', async () => {
    for (const url of ['/session/999999', '/speakers/nobody-at-all', '/map/nowhere', '/qa/999999', '/room/999999']) {
      const page = await ctx.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(head(page.body), url).toContain('<title>Conference Companion</title>');
      expect(head(page.body), url).not.toContain('og:title');
    }
  });
});
