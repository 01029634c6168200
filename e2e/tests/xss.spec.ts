/**
 * User text is always shown as text (issue 7). Script and markup payloads go in through the API wherever people
 * write text that others read — a question and its asker's name, an admin's answer, an announcement, a presenter
 * resource's name and description, an admin-edited session title and description, an admin user's name — and
 * then every attendee and admin page that shows them is checked: the text appears literally, no element of the
 * payload exists in the DOM, no dialog opens and no payload script sets its global.
 */
import type { APIRequest, APIResponse, Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { admin, expect, test } from './fixtures';
import { invitedAdmin } from './invited-admin';

const marker = `xss${Date.now().toString(36)}`;

/** Each payload tries a different way in; `window.__xss` is what a running payload would set. */
const PAYLOADS = [
  `<script>window.__xss='script'</script>`,
  `<img src=x onerror="window.__xss='img'">`,
  `<svg onload="window.__xss='svg'"></svg>`,
  `<a href="javascript:window.__xss='link'">javascript: link</a>`,
  `<img src=y onerror=alert(document.domain)>`,
  `<b>bold</b>`,
  `&lt;i&gt;entity&lt;/i&gt; &amp; &#60;u&#62;`,
];
const payload = (label: string) => `${marker} ${label} ${PAYLOADS.join(' ')}`;

const TEXT = {
  question: payload('question'),
  answer: payload('answer'),
  announcementTitle: `${marker} title <img src=x onerror="window.__xss='title'">`,
  announcementContent: payload('announcement'),
  actionText: `<b>bold</b> ${marker}`,
  presenterName: `${marker} <svg onload="window.__xss='name'"></svg>`,
  resourceDescription: payload('resource'),
  sessionTitle: `${marker} session <script>window.__xss='session'</script> <b>bold</b>`,
  sessionDescription: payload('session description'),
  adminName: `${marker} <img src=x onerror=alert(1)> <b>bold</b>`,
};

interface Seeded {
  sessionId: number;
  questionId: number;
}
let seeded: Seeded;
let original: { id: number; title: string; abstractContent: string } | undefined;

async function signedIn(request: APIRequest, user: { email: string; password: string }) {
  const context = await request.newContext({ baseURL });
  const response = await context.post('/api/auth/sign-in', { data: user });
  expect(response.status(), await response.text()).toBe(200);
  return context;
}

async function ok<T>(response: APIResponse, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

interface AdminSessionRow {
  id: number;
  sessionNumber: string | null;
  title: string;
  abstractContent: string | null;
  version: number;
}

test.describe('user text is shown as text', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });

  test.beforeAll(async ({ playwright }) => {
    const api = await signedIn(playwright.request, admin);

    // An admin whose name is a payload; they ask a question and answer it, so the name shows as asker.
    const adminUser = { email: `${marker}@example.org`, password: 'xss-admin-passphrase-2027' };
    await invitedAdmin(api, { ...adminUser, name: TEXT.adminName });
    const namedAdmin = await signedIn(playwright.request, adminUser);

    // A session few other specs look at: a 7.x parallel session (restored afterwards).
    const { sessions } = await ok<{ sessions: AdminSessionRow[] }>(await api.get('/api/admin/sessions'));
    const session = sessions.find((s) => /^7\.\d$/.test(s.sessionNumber ?? ''));
    if (!session) throw new Error('no 7.x session in the seed');
    original = {
      id: session.id,
      title: session.title,
      abstractContent: session.abstractContent ?? '',
    };
    await ok(
      await api.patch(`/api/admin/sessions/${session.id}`, {
        data: {
          version: session.version,
          title: TEXT.sessionTitle,
          // The description attendees read ("About this session") is the abstract, then any extra description.
          abstractContent: TEXT.sessionDescription,
        },
      }),
    );

    const asked = await ok<{ question: { id: number } }>(
      await namedAdmin.post('/api/questions', { data: { text: TEXT.question, sessionId: session.id } }),
      201,
    );
    const questionId = asked.question.id;
    await ok(
      await namedAdmin.patch(`/api/admin/questions/${questionId}`, {
        data: { status: 'answered', response: TEXT.answer },
      }),
    );

    await ok(
      await api.post('/api/admin/announcements', {
        data: {
          title: TEXT.announcementTitle,
          content: TEXT.announcementContent,
          actionText: TEXT.actionText,
          actionUrl: '/qa',
        },
      }),
      201,
    );

    const visitor = await playwright.request.newContext({ baseURL });
    const link = await ok<{ id: number }>(
      await visitor.post(`/api/sessions/${session.id}/resources`, {
        data: {
          presenterName: TEXT.presenterName,
          presenterEmail: 'presenter@example.org',
          url: 'https://example.org/slides',
          description: TEXT.resourceDescription,
        },
      }),
      201,
    );
    await ok(await api.post(`/api/admin/presenter-urls/${link.id}/moderate`, { data: { status: 'approved' } }));

    seeded = { sessionId: session.id, questionId };
    await Promise.all([api.dispose(), namedAdmin.dispose(), visitor.dispose()]);
  });

  test.afterAll(async ({ playwright }) => {
    if (!original) return;
    const api = await signedIn(playwright.request, admin);
    const { sessions } = await ok<{ sessions: AdminSessionRow[] }>(await api.get('/api/admin/sessions'));
    const now = sessions.find((s) => s.id === original?.id);
    if (now) {
      await api.patch(`/api/admin/sessions/${original.id}`, {
        data: {
          version: now.version,
          title: original.title,
          abstractContent: original.abstractContent,
        },
      });
    }
    await api.dispose();
  });

  /** Collects dialogs from the moment the page opens: none may appear. */
  function watchDialogs(page: Page): string[] {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    return dialogs;
  }

  /** No element, attribute or global that a payload would create. */
  async function expectInert(page: Page, dialogs: string[]) {
    const found = await page.evaluate(() => ({
      global: (window as unknown as { __xss?: string }).__xss ?? null,
      inlineHandlers: document.querySelectorAll('[onerror], [onload], [onclick]').length,
      // A server-rendered page carries the text in its JSON data block (issue 28): inert, and with every `<`
      // escaped, so it cannot end the block and start markup.
      payloadScripts: Array.from(document.scripts).filter(
        (s) => s.type !== 'application/json' && s.textContent?.includes('__xss'),
      ).length,
      dataBlocksWithMarkup: Array.from(document.querySelectorAll('script[type="application/json"]')).filter((s) =>
        s.textContent?.includes('<'),
      ).length,
      payloadImages: document.querySelectorAll('img[src="x"], img[src="y"]').length,
      javascriptLinks: Array.from(document.querySelectorAll('a[href]')).filter((a) =>
        /^\s*javascript:/i.test(a.getAttribute('href') ?? ''),
      ).length,
      payloadBold: Array.from(document.querySelectorAll('b')).filter((b) => b.textContent === 'bold').length,
      entityElements: document.querySelectorAll('i, u').length,
    }));
    expect(found).toEqual({
      global: null,
      dataBlocksWithMarkup: 0,
      inlineHandlers: 0,
      payloadScripts: 0,
      payloadImages: 0,
      javascriptLinks: 0,
      payloadBold: 0,
      entityElements: 0,
    });
    expect(dialogs).toEqual([]);
  }

  /** The text is on the page exactly as written, tags and entities included (long texts opened first). */
  async function expectLiteral(page: Page, ...texts: string[]) {
    const more = page.getByRole('button', { name: /^(show|read) more/i });
    for (let opened = 0; opened < 40 && (await more.count()) > 0; opened += 1) await more.first().click();
    const shown = await page.evaluate(() => (document.body.textContent ?? '').replace(/\s+/g, ' '));
    for (const text of texts) expect(shown).toContain(text.replace(/\s+/g, ' '));
  }

  test('Q&A: question, asker name and answer', async ({ page }) => {
    const dialogs = watchDialogs(page);
    await page.goto('/qa');
    await expect(page.getByText(`${marker} question`).first()).toBeVisible();
    await expectLiteral(page, TEXT.question, TEXT.answer, TEXT.adminName);
    await expectInert(page, dialogs);

    await page.goto(`/qa/${seeded.sessionId}`);
    await expect(page.getByText(`${marker} question`).first()).toBeVisible();
    await expectLiteral(page, TEXT.question, TEXT.sessionTitle);
    await expectInert(page, dialogs);
  });

  test('News: announcement title, content and action text', async ({ page }) => {
    const dialogs = watchDialogs(page);
    await page.goto('/announcements');
    await expect(page.getByText(`${marker} title`).first()).toBeVisible();
    await expectLiteral(page, TEXT.announcementTitle);
    await expectInert(page, dialogs);
    const card = page.getByRole('article').filter({ hasText: `${marker} title` });
    await card.getByRole('button', { name: 'Read More' }).click();
    await expect(card.getByRole('button', { name: 'Show Less' })).toBeVisible();
    await expect(card).toContainText(TEXT.announcementContent);
    await expectInert(page, dialogs);
  });

  test('session page: edited title and description, presenter resource name and description', async ({ page }) => {
    const dialogs = watchDialogs(page);
    await page.goto(`/session/${seeded.sessionId}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`${marker} session`);
    await expectLiteral(page, TEXT.sessionTitle, TEXT.sessionDescription, TEXT.resourceDescription);
    await expect(page.getByText(`${marker} <svg`).first()).toBeVisible();
    await expectInert(page, dialogs);
  });

  test('programme and home list the edited session title as text', async ({ page }) => {
    const dialogs = watchDialogs(page);
    await page.goto('/programme');
    await page.getByRole('searchbox').first().fill(marker);
    await expect(page.getByText(`${marker} session`).first()).toBeVisible();
    await expectLiteral(page, TEXT.sessionTitle);
    await expectInert(page, dialogs);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectInert(page, dialogs);
  });

  test('admin pages: questions, presenter URLs, content, sessions, users, dashboard, audit log', async ({ page }) => {
    const dialogs = watchDialogs(page);
    const response = await page.request.post('/api/auth/sign-in', { data: admin });
    expect(response.ok()).toBe(true);
    // Dashboard and audit log show the text only in parts (pending items, expandable entries): for them the page
    // is checked once its data has loaded.
    const tabs: [string, string | null][] = [
      ['#/admin?tab=dashboard', null],
      ['#/admin?tab=questions&status=all', `${marker} question`],
      ['#/admin?tab=urls&section=all', `${marker} resource`],
      ['#/admin?tab=content', `${marker} title`],
      ['#/admin?tab=sessions', `${marker} session`],
      ['#/admin?tab=users', `${marker} <img`],
      ['#/admin?tab=audit', null],
    ];
    for (const [hash, text] of tabs) {
      await page.goto(`/admin${hash}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
      await expect(page.getByRole('tabpanel').first()).toBeVisible();
      const search = page.getByRole('searchbox').first();
      if (hash.includes('sessions') && (await search.isVisible())) await search.fill(marker);
      if (text) await expect(page.getByText(text).first(), hash).toBeVisible();
      else await page.waitForLoadState('networkidle');
      await expectInert(page, dialogs);
    }
    // Where the full text is shown, it is shown literally.
    await page.goto('/admin#/admin?tab=users');
    await expect(page.getByText(`${marker} <img`).first()).toBeVisible();
    await expectLiteral(page, TEXT.adminName);
    await page.goto('/admin#/admin?tab=urls&section=all');
    await expect(page.getByText(`${marker} resource`).first()).toBeVisible();
    await expectLiteral(page, TEXT.presenterName);
  });
});
