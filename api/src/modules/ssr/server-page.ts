/**
 * Puts a rendered page into the host's page (issue 28): the HTML in #root, where the loading message was; the
 * answers it was drawn with in a data block the browser starts from; the style sheets it needs linked rather than
 * only preloaded, so the first paint is styled and nothing moves when the scripts arrive; and a word for readers
 * without scripts.
 */

import { beside, escapeAttribute } from '../shell/startup-hints';
import type { RenderResult } from './render-service';

/** The block the browser reads (host/src/server-rendering/page-was-server-rendered.ts, docs/remote-contract.md). */
export const SERVER_DATA_ELEMENT_ID = 'cc-ssr-data';

const ROOT = /<div id="root">[\s\S]*?<\/div>\s*<\/div>/;
const NO_SCRIPT = /<noscript>[\s\S]*?<\/noscript>/;

export const NO_SCRIPT_NOTE =
  '<noscript><p class="cc-noscript">Scripts are off in this browser: every page can be read and its links work, ' +
  'but buttons such as Add to agenda, voting and asking a question need JavaScript.</p></noscript>';

export function withServerRendering(page: string, rendered: RenderResult, manifestUrl: string): string | null {
  if (!ROOT.test(page)) return null;
  const data = JSON.stringify(rendered.data).replace(/</g, '\\u003c');
  const styles = rendered.styles
    .filter((file) => !page.includes(`href="${escapeAttribute(beside(manifestUrl, file))}"`))
    .map((file) => `<link rel="stylesheet" href="${escapeAttribute(beside(manifestUrl, file))}">`)
    .join('');
  return (
    page
      // The host's own style sheets are preloaded by its build: applied at once instead.
      .replace(/<link rel="preload" href="([^"]+\.css)" as="style">/g, '<link rel="stylesheet" href="$1">')
      .replace(/<link rel="preload" href="[^"]+" as="(script|fetch)"[^>]*>/g, '')
      .replace('</head>', () => `${styles}</head>`)
      .replace(NO_SCRIPT, '')
      .replace(
        ROOT,
        () =>
          `${NO_SCRIPT_NOTE}<div id="root">${rendered.html}</div>` +
          `<script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">${data}</script>`,
      )
  );
}
