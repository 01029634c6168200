import { useLayoutEffect } from 'react';

/**
 * Sets the document's title while it is rendered: each page names itself, so a tab, a window list or a screen
 * reader's page announcement says where the visitor is. An effect rather than a rendered <title> (kept from ADR 003's
 * Preact builds, which did not hoist one): the last page rendered names the document. A layout effect, so the title changes in the
 * same commit as the page it names: nothing that reads the new page (a screen reader, a test) sees the old title.
 */
export function DocumentTitle({ children }: { children: string }) {
  useLayoutEffect(() => {
    document.title = children;
  }, [children]);
  return null;
}
