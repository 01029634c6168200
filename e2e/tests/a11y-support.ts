// Shared by the accessibility specs (a11y-matrix, page-structure, keyboard-flows): the routes, the settings, and
// checks that run inside the page. Checks return lists of problems, so one failure report names every route and
// setting at fault instead of stopping at the first.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { admin, settleAnimations } from './fixtures';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/** One accessibility setting of the shell's panel, as the preference store keeps it in localStorage. */
export interface Setting {
  name: string;
  storage: Record<string, string>;
}

/** Default, then each choice of the accessibility panel on its own (text size 'Default' is the default). */
export const SETTINGS: readonly Setting[] = [
  { name: 'default', storage: {} },
  { name: 'high contrast', storage: { 'cm-high-contrast': 'true' } },
  { name: 'text Small', storage: { 'cm-font-size': 'small' } },
  { name: 'text Large', storage: { 'cm-font-size': 'large' } },
  { name: 'text Extra large', storage: { 'cm-font-size': 'xl' } },
  { name: 'reduced motion', storage: { 'cm-reduced-motion': 'true' } },
  { name: 'larger targets', storage: { 'cm-large-targets': 'true' } },
];

const PREFERENCE_KEYS = ['cm-high-contrast', 'cm-font-size', 'cm-reduced-motion', 'cm-large-targets'];

export const WIDTHS = [1280, 320] as const;

/**
 * Applies a setting without reloading: writes the store's keys and sends the storage event the store listens to
 * for changes made in other tabs, then waits until <html> carries the attributes the stylesheet keys on and the
 * colour transitions they start are ended.
 */
export async function applySetting(page: Page, setting: Setting): Promise<void> {
  await page.evaluate(
    ({ keys, storage }) => {
      for (const key of keys) localStorage.removeItem(key);
      for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    },
    { keys: PREFERENCE_KEYS, storage: setting.storage },
  );
  const expected = {
    contrast: setting.storage['cm-high-contrast'] === 'true' ? 'high' : 'normal',
    fontSize: setting.storage['cm-font-size'] ?? 'off',
    reducedMotion: setting.storage['cm-reduced-motion'] ?? 'false',
    largeTargets: setting.storage['cm-large-targets'] ?? 'false',
  };
  await page.waitForFunction((want) => {
    const data = document.documentElement.dataset;
    // prefers-reduced-motion is not emulated here, so 'false' is what the store resolves to by default.
    return Object.entries(want).every(([key, value]) => data[key] === value);
  }, expected);
  // Buttons fade between colours when the contrast changes; a scan mid-fade measured colours no one sees for long
  // (a colour-contrast failure under high contrast, once in CI). End the fades at their final colours: waiting for
  // them hung on cards that content-visibility keeps off screen, whose transitions do not run.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation instanceof CSSTransition) animation.finish();
    }
  });
}

/** Stores a cookie choice before the app starts, so the banner does not cover every page the tests look at. */
export async function dismissCookieBanner(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!localStorage.getItem('cookieConsent')) {
      localStorage.setItem(
        'cookieConsent',
        JSON.stringify({ necessary: true, analytics: false, marketing: false, timestamp: new Date().toISOString() }),
      );
    }
  });
}

export async function signInAsAdmin(page: Page): Promise<void> {
  expect((await page.request.post('/api/auth/sign-in', { data: admin })).status()).toBe(200);
}

/** Waits until the page's own heading is in and no loading message is left. */
export async function waitForPage(page: Page): Promise<void> {
  await expect(page.locator('main h1')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('main .ds-loading')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * The axe rules whose outcome depends on how the page is styled rather than on its markup: colours, sizes and what
 * overflows. An accessibility setting changes only styles (the stylesheet keys on <html>'s data attributes), so
 * after one full scan of a page, these are the rules another setting can turn from pass to fail.
 */
export const STYLE_DEPENDENT_RULES = [
  'color-contrast',
  'link-in-text-block',
  'target-size',
  'scrollable-region-focusable',
];

/**
 * axe with the tags of fixtures.ts, or only the given rules; legacy mode runs axe in the page itself, several times
 * faster here.
 */
export async function axeProblems(page: Page, rules?: readonly string[]): Promise<string[]> {
  await settleAnimations(page);
  const builder = new AxeBuilder({ page });
  if (rules) builder.withRules([...rules]);
  else builder.withTags(AXE_TAGS);
  const results = await builder
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .slice(0, 5)
        .map((n) => n.target.join(' '))
        .join(', ')}${v.nodes.length > 5 ? `, and ${v.nodes.length - 5} more` : ''})`,
  );
}

/**
 * What the style-dependent rules (STYLE_DEPENDENT_RULES) read, as one short digest: for every element that is drawn,
 * its tag, attributes and own text, its box and scroll size, the computed styles that colour, size, decorate, stack
 * or clip it, and the same for its ::before and ::after; for an element not drawn (display: none, or inside one),
 * only that it is not drawn, since those rules pass it by. Two combinations with the same digest draw the same page
 * (under forced colours, for instance, the high-contrast theme is switched off by its own stylesheet), so those
 * rules would answer the same for both: the matrix asks them once. Any difference in these values means a new scan.
 */
export async function renderDigest(page: Page): Promise<string> {
  return page.evaluate(() => {
    const PROPERTIES = [
      'display',
      'visibility',
      'content-visibility',
      'opacity',
      'color',
      '-webkit-text-fill-color',
      'background-color',
      'background-image',
      'background-clip',
      'font-family',
      'font-size',
      'font-weight',
      'font-style',
      'line-height',
      'letter-spacing',
      'word-spacing',
      'text-decoration-line',
      'text-decoration-color',
      'text-decoration-style',
      'text-decoration-thickness',
      'text-underline-offset',
      'text-shadow',
      'text-transform',
      'text-indent',
      'border-top-width',
      'border-right-width',
      'border-bottom-width',
      'border-left-width',
      'border-top-style',
      'border-bottom-style',
      'border-top-color',
      'border-right-color',
      'border-bottom-color',
      'border-left-color',
      'outline-color',
      'outline-style',
      'outline-width',
      'box-shadow',
      'filter',
      'backdrop-filter',
      'mix-blend-mode',
      'z-index',
      'position',
      'overflow-x',
      'overflow-y',
      'clip-path',
      'transform',
      'forced-color-adjust',
      'color-scheme',
      'accent-color',
      'fill',
      'stroke',
    ];
    // FNV-1a over every value in turn: a digest, not the values, crosses to the test.
    let hash = 0x811c9dc5;
    let length = 0;
    const add = (text: string) => {
      for (let i = 0; i < text.length; i += 1) {
        hash ^= text.charCodeAt(i);
        hash = Math.imul(hash, 0x01000193);
      }
      hash ^= 0x1f;
      hash = Math.imul(hash, 0x01000193);
      length += text.length + 1;
    };
    const root = document.documentElement;
    // Boxes from the document's corner, not the viewport's, so a scroll between two combinations changes nothing.
    add(`${root.clientWidth}x${root.clientHeight} ${root.scrollWidth}x${root.scrollHeight}`);
    for (const element of [root, document.body, ...Array.from(document.body.querySelectorAll('*'))]) {
      if (!element.checkVisibility()) {
        add('not drawn');
        continue;
      }
      // <html>'s own attributes are the settings themselves; what they do is in the styles below.
      if (element !== root) {
        add(element.tagName);
        for (const attribute of Array.from(element.attributes)) add(`${attribute.name}=${attribute.value}`);
        for (const child of Array.from(element.childNodes)) {
          if (child.nodeType === Node.TEXT_NODE) add(child.textContent ?? '');
        }
      }
      const box = element.getBoundingClientRect();
      add(
        `${box.x + window.scrollX},${box.y + window.scrollY},${box.width},${box.height} ${element.scrollWidth}x${element.scrollHeight}`,
      );
      const style = getComputedStyle(element);
      for (const property of PROPERTIES) add(style.getPropertyValue(property));
      for (const pseudo of ['::before', '::after']) {
        const own = getComputedStyle(element, pseudo);
        if (own.content === 'none' || own.content === 'normal') continue;
        add(pseudo);
        for (const property of ['content', ...PROPERTIES]) add(own.getPropertyValue(property));
      }
    }
    return `${(hash >>> 0).toString(16)}:${length}`;
  });
}

/** WCAG 1.4.10: the page itself never scrolls sideways (a scroll container inside it, like the timetable grid, may). */
export async function reflowProblems(page: Page): Promise<string[]> {
  const { scrollWidth, clientWidth, widest } = await page.evaluate(() => {
    const root = document.documentElement;
    // Name the element that sticks out furthest, so the report says what to fix.
    let widest = '';
    let right = root.clientWidth;
    // Content inside its own sideways scroll box (a wide table, the timetable grid) does not widen the page.
    const insideScrollBox = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const overflows = root.scrollWidth > root.clientWidth;
    for (const element of overflows ? Array.from(document.body.querySelectorAll('*')) : []) {
      const rect = element.getBoundingClientRect();
      if (rect.right <= right + 1 || insideScrollBox(element)) continue;
      if (rect.right > right + 1 && rect.width > 0) {
        right = rect.right;
        widest = `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')} (right edge ${Math.round(rect.right)} px)`;
      }
    }
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, widest };
  });
  return scrollWidth > clientWidth ? [`scrolls sideways: ${scrollWidth} > ${clientWidth} px; widest ${widest}`] : [];
}

/**
 * WCAG 2.5.8 (24 px) or, with Larger targets, 2.5.5 (44 px): every visible control's clickable box is at least
 * `min` by `min`. The one exception taken is the standard's own for inline targets: a link displayed inline inside
 * a line that also holds other text (a link in a sentence), whose height the surrounding line decides. A checkbox
 * or radio button counts with the label that wraps it, since clicking the label operates it.
 */
export async function targetProblems(page: Page, min: number): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="tab"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
      '[role="menuitem"]',
    ].join(',');
    const inSentence = (element: Element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
      const own = element.textContent?.trim() ?? '';
      const line = block?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      return line.length > own.replace(/\s+/g, ' ').length;
    };
    const problems: string[] = [];
    for (const element of Array.from(document.querySelectorAll(selector))) {
      if (!element.checkVisibility({ checkVisibilityCSS: true } as CheckVisibilityOptions)) continue;
      let box = element.getBoundingClientRect();
      // Visually hidden (skip link at rest, ds-visually-hidden): not a target until it is shown.
      if (box.width <= 1 || box.height <= 1 || box.bottom < 0 || box.right < 0) continue;
      if (element.matches('input[type="checkbox"], input[type="radio"]')) {
        const label = element.closest('label');
        if (label) box = label.getBoundingClientRect();
      }
      if (inSentence(element)) continue;
      // Half a pixel of slack for sub-pixel layout (rem sizes at 87.5 % text).
      if (box.width + 0.5 < min || box.height + 0.5 < min) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
        const classes = Array.from(element.classList).join('.');
        problems.push(
          `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} "${name}" is ${Math.round(box.width)}×${Math.round(box.height)} px`,
        );
      }
    }
    return [...new Set(problems)];
  }, min);
}

/** WCAG 1.4.12: the text-spacing overrides a reader may apply, as a user stylesheet would. */
export const TEXT_SPACING_CSS = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/** Controls whose text no longer fits and is cut off by their own overflow clipping. */
export async function clippedTextProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const controls = document.querySelectorAll(
      'a[href], button, input, select, textarea, label, summary, [role="tab"]',
    );
    for (const element of Array.from(controls)) {
      if (!element.checkVisibility({ checkVisibilityCSS: true } as CheckVisibilityOptions)) continue;
      if (element.closest('.ds-visually-hidden')) continue;
      const style = getComputedStyle(element);
      const clipsX = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
      const clipsY = ['hidden', 'clip'].includes(style.overflowY);
      const isField = element.matches('input, select, textarea');
      if (element.clientWidth <= 1 || element.clientHeight <= 1) continue;
      // Fields scroll their value sideways by design; what must not happen is text cut off top or bottom.
      const cutX = !isField && clipsX && element.scrollWidth > element.clientWidth + 1;
      const cutY = (clipsY || isField) && element.scrollHeight > element.clientHeight + 1;
      if (cutX || cutY) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
        problems.push(
          `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')} "${name}" is clipped`,
        );
      }
    }
    return problems;
  });
}

/** Moves to a path inside the app as its own links do (history API, no reload). */
export async function goClientSide(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Records every text that appears in any live region, in order, from the first script on. */
export async function recordLiveRegions(page: Page) {
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { liveLog: string[] }).liveLog = log;
    const last = new Map<Element, string>();
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        const node = record.target instanceof Element ? record.target : record.target.parentElement;
        const region = node?.closest('[aria-live], [role="status"], [role="alert"], [role="log"]');
        if (!region || region.closest('[aria-live="off"]')) continue;
        const text = region.textContent?.replace(/\s+/g, ' ').trim() ?? '';
        if (text && text !== last.get(region)) log.push(text);
        last.set(region, text);
      }
    });
    document.addEventListener('DOMContentLoaded', () =>
      observer.observe(document.body, { childList: true, subtree: true, characterData: true }),
    );
  });
}

export const liveLog = (page: Page) => page.evaluate(() => [...(window as unknown as { liveLog: string[] }).liveLog]);
export const clearLiveLog = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { liveLog: string[] }).liveLog.length = 0;
  });
