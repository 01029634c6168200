/**
 * Public pages rendered to HTML once per change (issue 28): the same for every visitor, so each is rendered once and
 * kept. Issue 36 made the cache one that cannot be blown and that never leaves a reader with the empty page:
 * - **Keys**: an address is reduced to its path and the query parameters its page reads (QUERY_PARAMETERS), sorted;
 *   every other parameter is dropped, and the page is rendered for the reduced address. `?utm_source=1…1000` is one
 *   page, `/programme`.
 * - **A bound in bytes**: pages are kept least recently used first out, by their size. The real pages (the public
 *   pages and each session's and listed speaker's page, as the warm-up finds them) have most of the bound; any other
 *   address (a search, a made-up id) shares a quarter of it, so no number of distinct addresses pushes a real page out.
 * - **Stale while revalidate**: a change marks the pages it touches stale instead of dropping them (the change feed,
 *   migrations 0021, 0063 and, for only what the public sees of questions and presenter links, 0070). The next
 *   request gets the stale page at once and starts the render; the one after gets the new page. A page never
 *   rendered waits `waitMs` at most, then the page that starts in the browser is sent, and the render finishes for
 *   the next visitor.
 * - **Warm-up**: when the API listens, the public pages are rendered before /api/ready says ready (or a time limit
 *   passes), then each session's and speaker's page in the background, one at a time.
 */
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge } from 'prom-client';
import { DEFAULT_QA_SORT, DEFAULT_QA_STATUS, QA_SORT_ORDERS, QA_STATUS_FILTERS } from '../../contract/index';
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
  /^\/(session|map|speakers|qa|room)\/[^/]+\/?$/,
];

export function isServerRenderedPath(path: string): boolean {
  return PUBLIC_PAGES.some((pattern) => pattern.test(path));
}

/**
 * A query parameter a page reads: by name, any non-empty value; or with the only values that draw another page than
 * the one without it (a fixed choice, such as Q&A's sort order), so that an unknown value, or the default, is
 * dropped from the key like an empty one.
 */
export type PageParameter = string | readonly [name: string, values: readonly string[]];

/** The values of a fixed choice that draw another page: all but its default. */
const otherThan = (values: readonly string[], byDefault: string) => values.filter((value) => value !== byDefault);

/**
 * The query parameters each page reads (`useSearchParams` in attendee-remote; the no-script search forms of issue
 * 36): any other is dropped from the cache key and from the address the page is rendered for. Keep in step with the
 * pages: a parameter a page reads but missing here would be ignored by its server rendering. Sorted by name.
 */
export const QUERY_PARAMETERS: ReadonlyArray<readonly [RegExp, readonly PageParameter[]]> = [
  // Home's "Now and next" and "Your next session" read the `?now=` override.
  [/^\/$/, ['now']],
  // use-programme-filters.ts, and the programme's "Now".
  [/^\/programme$/, ['audience', 'day', 'level', 'now', 'q', 'topic', 'track']],
  // use-agenda-view.ts.
  [/^\/my-agenda$/, ['day', 'view']],
  // The search boxes, as plain GET forms for readers without scripts.
  [/^\/speakers$/, ['q']],
  // The Q&A filters' GET form (features/qa/utils/qa-filter.ts `readQaFilters`); `/qa/:key` as PUBLIC_PAGES has it.
  [
    /^\/qa(?:\/[^/]+)?$/,
    [
      'q',
      ['sort', otherThan(QA_SORT_ORDERS, DEFAULT_QA_SORT)],
      ['status', otherThan(QA_STATUS_FILTERS, DEFAULT_QA_STATUS)],
    ],
  ],
];

/** The address a page is kept under and rendered for: its path without a trailing slash, and the parameters it reads. */
export function pageAddress(url: string): string {
  const [beforeFragment = ''] = url.split('#');
  const queryAt = beforeFragment.indexOf('?');
  const rawPath = queryAt === -1 ? beforeFragment : beforeFragment.slice(0, queryAt);
  const path = rawPath.replace(/\/+$/, '') || '/';
  const reads = QUERY_PARAMETERS.find(([pattern]) => pattern.test(path))?.[1] ?? [];
  if (reads.length === 0 || queryAt === -1) return path;
  const given = new URLSearchParams(beforeFragment.slice(queryAt + 1));
  const kept = new URLSearchParams();
  // Sorted (QUERY_PARAMETERS lists them so); an empty value reads as no value; a repeated one as its first, like get().
  for (const parameter of reads) {
    const [name, values] = typeof parameter === 'string' ? [parameter, null] : parameter;
    const value = given.get(name);
    if (value && (values === null || values.includes(value))) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

const everyPage = () => true;
const newsPages = (url: string) => url === '/' || url.startsWith('/announcements');
const questionPages = (url: string) => url.startsWith('/qa') || url.startsWith('/session/') || url.startsWith('/room/');
const sessionPages = (url: string) => url.startsWith('/session/');
// The only page drawn with a poll: the session's page and Q&A ask for theirs in the browser.
const roomPages = (url: string) => url.startsWith('/room/');

/**
 * Tables a public page may be drawn from, and which pages a change to each touches. Questions and announcements
 * change often on the day (a question published every few seconds): only their own pages are drawn again.
 * Questions and presenter links count only when a row the public sees changes (`.public`, migration 0070): a
 * question waiting for moderation changes no page.
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
  ['questions.public', questionPages],
  ['presenter_urls.public', sessionPages],
  // Opened, closed, edited or deleted while the public sees it (migration 0072); answers change no page.
  ['polls.public', roomPages],
  // The phrase bank beside every question box: Q&A and the session pages.
  ['starter_phrases', questionPages],
]);

/** Tables that decide which session and speaker pages exist. */
const DETAIL_TABLES = new Set(['sessions', 'speakers', 'session_speakers']);

/** The pages every visitor may open first: rendered before the instance reports ready. */
export const TOP_PAGES = [
  '/',
  '/programme',
  '/timetable',
  '/map',
  '/speakers',
  '/announcements',
  '/qa',
  '/sponsors',
  '/about',
  '/privacy-policy',
  '/accessibility',
  '/my-agenda',
] as const;

/** A page is fresh this long at most, even unchanged (a remote on another origin may be redeployed meanwhile). */
const KEEP_MS = 5 * 60_000;
/** A page that could not be rendered (no server build, say) is not tried again for this long. */
const RETRY_FAILED_MS = 30_000;
/** What an entry costs beyond its page: the key, the record, the promise. Keeps never-rendered entries bounded too. */
const ENTRY_OVERHEAD_BYTES = 1_024;
/** The share of the bound for addresses that are not a known page (a search, a made-up id). */
const OTHER_SHARE = 0.25;
/** The background warm-up stops when the known pages fill this share of their part, so it never evicts. */
const WARM_FILL = 0.75;
/**
 * At most this many renders at once for addresses that are not a known page: the render process draws one page at a
 * time, so a flood of distinct searches would otherwise queue renders without end. Past it, such an address is sent
 * to start in the browser (or stale, if it has a page).
 */
const OTHER_RENDERS_AT_ONCE = 4;
/** The background warm-up stops after this many pages in a row could not be rendered. */
const WARM_FAILURES_IN_A_ROW = 3;
/** At most this many detail pages are warmed (sessions and speakers). */
const WARM_DETAIL_PAGES = 600;

export const DEFAULT_CACHE_BYTES = 96 * 1024 * 1024;
export const DEFAULT_WARM_UP_WAIT_MS = 30_000;

interface Kept {
  key: string;
  url: string;
  consentDecided: boolean;
  result: RenderResult | null;
  /** The page's bytes (its HTML and its data as text) plus the entry's overhead. */
  bytes: number;
  renderedAt: number;
  stale: boolean;
  /** Raised by each change that touches the page: a render begun before it is kept, but stale. */
  version: number;
  rendering: Promise<RenderResult> | null;
  retryAt: number;
}

/** Entries in least-recently-used order (a Map keeps insertion order; a use moves an entry to the end). */
class ByteBoundedPart {
  readonly entries = new Map<string, Kept>();
  bytes = 0;

  constructor(readonly maxBytes: number) {}

  get(key: string): Kept | undefined {
    const kept = this.entries.get(key);
    if (kept) {
      this.entries.delete(key);
      this.entries.set(key, kept);
    }
    return kept;
  }

  add(kept: Kept): void {
    this.entries.set(kept.key, kept);
    this.bytes += kept.bytes;
    this.evict();
  }

  resize(kept: Kept, bytes: number): void {
    if (this.entries.get(kept.key) !== kept) return;
    this.bytes += bytes - kept.bytes;
    kept.bytes = bytes;
    this.evict();
  }

  delete(key: string): void {
    const kept = this.entries.get(key);
    if (!kept) return;
    this.entries.delete(key);
    this.bytes -= kept.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  /** The least recently used go first; a page larger than the whole part is not kept at all. */
  private evict(): void {
    for (const key of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) return;
      this.delete(key);
    }
  }
}

function pageBytes(result: RenderResult): number {
  return Buffer.byteLength(result.html) + Buffer.byteLength(JSON.stringify(result.data ?? null)) + ENTRY_OVERHEAD_BYTES;
}

export interface RenderedPagesOptions {
  manifestUrl: string;
  /** The bound of the whole cache in bytes. */
  maxBytes?: number;
}

export type CacheAnswer = 'hit' | 'stale' | 'rendered' | 'miss';

export class RenderedPages {
  private readonly known: ByteBoundedPart;
  private readonly other: ByteBoundedPart;
  /** The real pages' paths: the top pages and, once the warm-up has read them, each session's and speaker's. */
  private knownPaths = new Set<string>(TOP_PAGES);
  private closed = false;
  private otherRenders = 0;
  private readingPaths: Promise<void> | null = null;
  private readAgain = false;
  /** Set once the warm-up has read the detail pages: until then there is nothing to read again. */
  private detailPathsRead = false;
  /** The configuration the warm-up rendered with, for drawing the public pages again after a redeployment. */
  private runtimeConfig: unknown;
  private rewarming: Promise<void> | null = null;
  private readonly answers: Counter<'result'> | null;
  private readonly manifestUrl: string;

  constructor(
    private readonly app: FastifyInstance,
    private readonly service: RenderService,
    options: RenderedPagesOptions,
  ) {
    this.manifestUrl = options.manifestUrl;
    const maxBytes = options.maxBytes ?? DEFAULT_CACHE_BYTES;
    this.other = new ByteBoundedPart(Math.floor(maxBytes * OTHER_SHARE));
    this.known = new ByteBoundedPart(maxBytes - this.other.maxBytes);
    app.realtime.onTableChange((table) => {
      if (table === null) this.invalidate();
      else {
        const touches = PAGE_TABLES.get(table);
        if (touches) this.invalidate(touches);
        if (this.detailPathsRead && DETAIL_TABLES.has(table)) this.refreshKnownPaths();
      }
    });
    app.addHook('onClose', async () => {
      this.closed = true;
    });
    const registry = app.hasDecorator('metrics') ? app.metrics : null;
    this.answers = registry
      ? new Counter({
          name: 'cc_rendered_pages_requests_total',
          help: 'Requests for a server-rendered page, by how the cache answered: hit, stale (served while rendered again), rendered (waited for its first render), miss (sent to start in the browser)',
          labelNames: ['result'],
          registers: [registry],
        })
      : null;
    if (registry) {
      const pages = this;
      new Gauge({
        name: 'cc_rendered_pages_bytes',
        help: 'Bytes of rendered pages kept by this instance, by part: known pages, and any other address',
        labelNames: ['part'],
        registers: [registry],
        collect() {
          this.set({ part: 'known' }, pages.known.bytes);
          this.set({ part: 'other' }, pages.other.bytes);
        },
      });
      new Gauge({
        name: 'cc_rendered_pages_max_bytes',
        help: 'The bound of the rendered-page cache in bytes (SERVER_RENDER_CACHE_MB)',
        registers: [registry],
        collect() {
          this.set(maxBytes);
        },
      });
    }
  }

  /** The bytes kept now, every part together. */
  get bytes(): number {
    return this.known.bytes + this.other.bytes;
  }

  get maxBytes(): number {
    return this.known.maxBytes + this.other.maxBytes;
  }

  /** Marks the pages a change touches (all by default) stale: each is served until its new rendering is there. */
  invalidate(touches: (url: string) => boolean = everyPage): void {
    for (const part of [this.known, this.other]) {
      for (const kept of part.entries.values()) {
        if (!touches(kept.url)) continue;
        kept.stale = true;
        kept.version += 1;
        // A page that failed may render now: the change may be what it lacked.
        kept.retryAt = 0;
      }
    }
  }

  /**
   * Drops every page rendered with another build of the remote than the one the browser will load now: such a page
   * is never sent (it would not hydrate), so serving it stale is no use. Renders under way are kept; a page that
   * failed is tried again at once.
   */
  dropOtherBuilds(currentBuildId: string): void {
    let dropped = 0;
    for (const part of [this.known, this.other]) {
      for (const kept of [...part.entries.values()]) {
        // A new deployment may render what failed with the last one.
        kept.retryAt = 0;
        if (kept.result && kept.result.buildId !== currentBuildId) {
          kept.result = null;
          kept.stale = true;
          part.resize(kept, ENTRY_OVERHEAD_BYTES);
          dropped += 1;
        }
      }
    }
    // The public pages are drawn again with the new build at once, one at a time, rather than by their next readers.
    if (dropped > 0 && this.runtimeConfig !== undefined && !this.rewarming) {
      const runtimeConfig = this.runtimeConfig;
      this.rewarming = (async () => {
        for (const path of TOP_PAGES) if (!this.closed) await this.warm(path, false, runtimeConfig);
      })().finally(() => {
        this.rewarming = null;
      });
    }
  }

  /**
   * The rendered page for this address, or null when it was never rendered and is not ready within `waitMs`, or
   * cannot be rendered. Two copies of each: with the cookie banner, and without it for visitors who have answered it.
   */
  async get(
    url: string,
    consentDecided: boolean,
    runtimeConfig: unknown,
    waitMs: number,
  ): Promise<RenderResult | null> {
    const { kept, fresh, rendering } = this.lookUp(pageAddress(url), consentDecided, runtimeConfig);
    if (kept.result) {
      this.answers?.inc({ result: fresh ? 'hit' : 'stale' });
      if (fresh) return kept.result;
      // Served while it is drawn again: the data block says so, and the browser asks again for every answer the
      // page was drawn with once it has taken the page over (server-data.ts `pageWasStale`), so what a reader sees
      // after an edit is the edit, a moment later, never the old text for good.
      return { ...kept.result, data: { ...(kept.result.data as Record<string, unknown>), stale: true } };
    }
    if (!rendering) {
      this.answers?.inc({ result: 'miss' });
      return null;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), waitMs);
    });
    try {
      const page = await Promise.race([rendering.catch(() => null), late]);
      this.answers?.inc({ result: page ? 'rendered' : 'miss' });
      return page;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Renders the public pages (the copy with the cookie banner, which a first visitor gets) and resolves when they
   * are there, or after `waitMs` at most; then goes on in the background with each session's and listed speaker's
   * page, one at a time, while there is room.
   */
  async warmUp(runtimeConfig: unknown, waitMs: number = DEFAULT_WARM_UP_WAIT_MS): Promise<void> {
    this.runtimeConfig = runtimeConfig;
    const topPages = (async () => {
      let rendered = 0;
      for (const path of TOP_PAGES) {
        if (this.closed) return rendered;
        if (await this.warm(path, false, runtimeConfig)) rendered += 1;
      }
      return rendered;
    })();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), waitMs);
    });
    void topPages.then(async (rendered) => {
      // A renderer that renders nothing (no usable server build) is not asked for hundreds more.
      if (rendered > 0) await this.warmDetailPages(runtimeConfig);
    });
    try {
      const rendered = await Promise.race([topPages, late]);
      if (rendered === null) this.app.log.warn({ waitMs }, 'public pages not all rendered in time: ready without them');
    } finally {
      clearTimeout(timer);
    }
  }

  private async warmDetailPages(runtimeConfig: unknown): Promise<void> {
    try {
      const paths = await this.detailPaths();
      this.knownPaths = new Set([...TOP_PAGES, ...paths]);
      this.detailPathsRead = true;
      let failedInARow = 0;
      for (const path of paths.slice(0, WARM_DETAIL_PAGES)) {
        if (this.closed || this.known.bytes > this.known.maxBytes * WARM_FILL) return;
        // A remote redeployed to a build that cannot be rendered: its readers render what they open, not all of it.
        failedInARow = (await this.warm(path, false, runtimeConfig)) ? 0 : failedInARow + 1;
        if (failedInARow >= WARM_FAILURES_IN_A_ROW) return;
      }
      for (const path of TOP_PAGES) {
        if (this.closed || this.known.bytes > this.known.maxBytes * WARM_FILL) return;
        await this.warm(path, true, runtimeConfig);
      }
    } catch (error) {
      this.app.log.warn({ err: error }, 'detail pages not warmed');
    }
  }

  /** Each session's page and each listed speaker's (one on a session, as the speaker API lists them). */
  private async detailPaths(): Promise<string[]> {
    const sessions = await this.app.db.selectFrom('sessions').select('id').orderBy('id').execute();
    const speakers = await this.app.db
      .selectFrom('speakers')
      .select('slug')
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('sessionSpeakers')
            .select('sessionSpeakers.sessionId')
            .whereRef('sessionSpeakers.speakerId', '=', 'speakers.id'),
        ),
      )
      .orderBy('slug')
      .execute();
    return [...sessions.map((row) => `/session/${row.id}`), ...speakers.map((row) => `/speakers/${row.slug}`)];
  }

  /** Renders one page unless it is kept fresh; true when it is there afterwards. */
  private async warm(path: string, consentDecided: boolean, runtimeConfig: unknown): Promise<boolean> {
    const { kept, rendering } = this.lookUp(path, consentDecided, runtimeConfig);
    if (rendering) await rendering.catch(() => null);
    return kept.result !== null;
  }

  /**
   * The entry for this address, made if new, and the render under way for it: started here when it has no page, or
   * only a stale one, and none is under way (nor failed a moment ago).
   */
  private lookUp(
    url: string,
    consentDecided: boolean,
    runtimeConfig: unknown,
  ): { kept: Kept; fresh: boolean; rendering: Promise<RenderResult> | null } {
    // The host rebuilt (a deployment of the host alone): every page is drawn again, by a new render process.
    if (this.service.hostRebuilt()) {
      this.known.clear();
      this.other.clear();
    }
    const key = `${consentDecided ? 'answered' : 'asking'} ${url}`;
    const part = this.partOf(url);
    let kept = part.get(key);
    if (!kept) {
      kept = {
        key,
        url,
        consentDecided,
        result: null,
        bytes: ENTRY_OVERHEAD_BYTES,
        renderedAt: 0,
        stale: true,
        version: 0,
        rendering: null,
        retryAt: 0,
      };
      part.add(kept);
    }
    const now = Date.now();
    const fresh =
      kept.result !== null && !kept.stale && now - kept.renderedAt < KEEP_MS && this.app.realtime.changeFeedLive;
    const room = part === this.known || this.otherRenders < OTHER_RENDERS_AT_ONCE;
    if (!fresh && !kept.rendering && now >= kept.retryAt && room) this.render(kept, part, runtimeConfig);
    return { kept, fresh, rendering: kept.rendering };
  }

  private partOf(url: string): ByteBoundedPart {
    return this.knownPaths.has(url) ? this.known : this.other;
  }

  /** Reads the session and speaker pages again after a change to them (one read at a time, the last change wins). */
  private refreshKnownPaths(): void {
    if (this.readingPaths) {
      this.readAgain = true;
      return;
    }
    this.readingPaths = this.detailPaths()
      .then((paths) => {
        this.knownPaths = new Set([...TOP_PAGES, ...paths]);
      })
      .catch(() => undefined)
      .finally(() => {
        this.readingPaths = null;
        if (this.readAgain && !this.closed) {
          this.readAgain = false;
          this.refreshKnownPaths();
        }
      });
  }

  private render(kept: Kept, part: ByteBoundedPart, runtimeConfig: unknown): void {
    const version = kept.version;
    const job: RenderJob = {
      url: kept.url,
      consentDecided: kept.consentDecided,
      manifestUrl: this.manifestUrl,
      runtimeConfig,
    };
    const rendering = this.service.render(job);
    kept.rendering = rendering;
    const counted = part === this.other;
    if (counted) this.otherRenders += 1;
    rendering.then(
      (result) => {
        if (counted) this.otherRenders -= 1;
        kept.rendering = null;
        kept.result = result;
        kept.renderedAt = Date.now();
        // Rendered across a change: kept, as it is newer than what was there, but drawn again on the next request.
        kept.stale = kept.version !== version;
        part.resize(kept, pageBytes(result));
      },
      (error: unknown) => {
        if (counted) this.otherRenders -= 1;
        kept.rendering = null;
        kept.retryAt = Date.now() + RETRY_FAILED_MS;
        this.app.log.warn({ url: kept.url, reason: (error as Error).message }, 'page not rendered on the server');
      },
    );
  }
}
