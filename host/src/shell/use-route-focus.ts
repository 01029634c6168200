import { announce, announcementCount } from '@cc/design-system';
import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long to wait for the heading before settling on <main>; pages show a loading state first. */
const HEADING_GRACE_MS = 1500;
/** Until then (a remote's own time limit), a heading that turns up late still takes focus if the visitor left it. */
const HEADING_WAIT_MS = 11_000;

/**
 * After a change of page (not on the first load, where the skip link must stay first): focus the page's <h1>
 * once the remote has rendered it, else <main>, and announce the page, so screen reader, switch and keyboard users
 * start on the new content instead of the link they pressed.
 */
export function useRouteFocus(mainRef: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const shownPath = useRef<string | null>(null);
  // Counted while rendering the new path, before any page effect can announce: React runs a page's effects before
  // this hook's, so counting in the effect would miss what the page said on arrival.
  const countedPath = useRef<string | null>(null);
  const spokenAtChange = useRef(0);
  if (countedPath.current !== pathname) {
    countedPath.current = pathname;
    spokenAtChange.current = announcementCount();
  }

  useEffect(() => {
    // The first page, and a re-run for the same path (StrictMode), are not changes of page.
    const isChange = shownPath.current !== null && shownPath.current !== pathname;
    shownPath.current = pathname;
    if (!isChange) return;
    const main = mainRef.current;
    if (!main) return;
    const origin = document.activeElement;
    // The page is named once: not again if the new page (or our own grace step) has spoken since the change,
    // since a later message would otherwise replace the page's own (News: 'Conference news and announcements
    // page loaded') before it is read.
    const spokenBefore = spokenAtChange.current;
    const announcePage = (text: string) => {
      if (announcementCount() === spokenBefore) announce(text);
    };

    const focusIsFree = () => {
      const active = document.activeElement;
      return !active || active === document.body || active === main || active === origin;
    };

    const tryHeading = (): boolean => {
      const heading = main.querySelector('h1');
      if (!heading) return false;
      if (focusIsFree()) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus();
      }
      announcePage(heading.textContent?.trim() || document.title);
      return true;
    };

    if (tryHeading()) return;

    const observer = new MutationObserver(() => {
      if (tryHeading()) stop();
    });
    observer.observe(main, { childList: true, subtree: true });
    const grace = setTimeout(() => {
      if (focusIsFree()) main.focus();
      announcePage(document.title);
    }, HEADING_GRACE_MS);
    const giveUp = setTimeout(stop, HEADING_WAIT_MS);

    function stop() {
      observer.disconnect();
      clearTimeout(grace);
      clearTimeout(giveUp);
    }
    return stop;
  }, [pathname, mainRef]);
}
