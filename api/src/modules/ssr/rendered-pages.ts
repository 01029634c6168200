/**
 * Public pages rendered to HTML once per change (issue 28): the same for every visitor, so each is rendered once,
 * kept with its ETag, and dropped when a table it may be drawn from changes on any instance (the change feed,
 * migrations 0021 and 0063). A request waits for a page not rendered yet at most `waitMs`; past that it gets the
 * page that starts in the browser, as it would without a server build, and the render finishes for the next one.
 */
import type { FastifyInstance } from 'fastify';
import type { RenderJob, RenderResult, RenderService } from './render-service';

/**
 * The pages whose HTML is the same for everybody: the public attendee pages, and the frame of the personal ones
 * (My Agenda, the account pages; their data is filled in by the browser). The password-reset and invitation pages
 * are not: their token is in the address's fragment, which only the browser sees.
 */
const PUBLIC_PAGES = [
  /^\/account(\/(sign-in|sign-up|forgot-password))?\/?$/,
  /^\/$/,
  /^\/(programme|timetable|map|speakers|announcements|qa|sponsors|about|privacy-policy|accessibility|my-agenda)\/?$/,
  /^\/(session|map|speakers|qa)\/[^/]+\/?$/,
];

export function isServerRenderedPath(path: string): boolean {
  return PUBLIC_PAGES.some((pattern) => pattern.test(path));
}

const everyPage = () => true;
const newsPages = (url: string) => url === '/' || url.startsWith('/announcements');
const questionPages = (url: string) => url.startsWith('/qa') || url.startsWith('/session/');
const sessionPages = (url: string) => url.startsWith('/session/');

/**
 * Tables a public page may be drawn from, and which pages a change to each touches. Questions and announcements
 * change often on the day (a question published every few seconds): only their own pages are drawn again.
 */
const PAGE_TABLES = new Map<string, (url: string) => boolean>([
  ['sessions', everyPage],
  ['session_speakers', everyPage],
  ['speakers', everyPage],
  ['speaker_redirects', everyPage],
  ['venues', everyPage],
  ['sponsors', everyPage],
  ['sponsor_adverts', everyPage],
  ['settings', everyPage],
  ['announcements', newsPages],
  ['questions', questionPages],
  ['presenter_urls', sessionPages],
  // The phrase bank beside every question box: Q&A and the session pages.
  ['starter_phrases', questionPages],
]);

/** A page is kept this long at most, even unchanged: a remote on another origin may be redeployed meanwhile. */
const KEEP_MS = 5 * 60_000;
const MAX_PAGES = 500;

/** A page that could not be rendered (no server build, say) is not tried again for this long. */
const RETRY_FAILED_MS = 30_000;

interface Kept {
  url: string;
  until: number;
  page: Promise<RenderResult>;
}

export class RenderedPages {
  private readonly pages = new Map<string, Kept>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly service: RenderService,
    private readonly manifestUrl: string,
  ) {
    app.realtime.onTableChange((table) => {
      if (table === null) this.invalidate();
      else {
        const touches = PAGE_TABLES.get(table);
        if (touches) this.invalidate(touches);
      }
    });
  }

  /** Drops the pages a change touches (all by default); one being rendered now is not kept either. */
  invalidate(touches: (url: string) => boolean = everyPage): void {
    // A page still being rendered goes too: it may have read what changed. Whoever waits for it still gets it.
    for (const [key, kept] of this.pages) if (touches(kept.url)) this.pages.delete(key);
  }

  /**
   * The rendered page for this address, or null when it is not ready within `waitMs` or cannot be rendered. Two
   * copies of each: with the cookie banner, and without it for visitors who have answered it.
   */
  async get(
    url: string,
    consentDecided: boolean,
    runtimeConfig: unknown,
    waitMs: number,
  ): Promise<RenderResult | null> {
    const page = this.pageFor({ url, consentDecided, manifestUrl: this.manifestUrl, runtimeConfig });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), waitMs);
    });
    try {
      return await Promise.race([page.catch(() => null), late]);
    } finally {
      clearTimeout(timer);
    }
  }

  private pageFor(job: RenderJob): Promise<RenderResult> {
    // The host rebuilt (a deployment of the host alone): every page is drawn again, by a new render process.
    if (this.service.hostRebuilt()) this.invalidate();
    const key = `${job.consentDecided ? 'answered' : 'asking'} ${job.url}`;
    const kept = this.pages.get(key);
    if (kept && Date.now() < kept.until && this.app.realtime.changeFeedLive) return kept.page;
    const page = this.service.render(job);
    if (this.pages.size >= MAX_PAGES) this.pages.delete(this.pages.keys().next().value as string);
    const entry = { url: job.url, until: Date.now() + KEEP_MS, page };
    this.pages.set(key, entry);
    page.catch((error: unknown) => {
      entry.until = Math.min(entry.until, Date.now() + RETRY_FAILED_MS);
      this.app.log.warn({ url: job.url, reason: (error as Error).message }, 'page not rendered on the server');
    });
    return page;
  }
}
