import type { MouseEvent } from 'react';

/**
 * What the first HTML says, to a browser that does not run scripts, where a personal part would otherwise say
 * "Loading…" for ever (issue 36): the agenda lives in this browser, and only the page’s scripts can read it.
 */
export const AGENDA_WITHOUT_SCRIPTS =
  'Your agenda is kept in this browser: it shows once the page’s scripts have loaded, and JavaScript is turned off here.';

/**
 * A press of a submit button whose form the server answers without scripts (Clear filters, a Q&A status): with
 * scripts the page does `act` in place instead of sending the form.
 */
export function inPage(act: () => void) {
  return (event: MouseEvent) => {
    event.preventDefault();
    act();
  };
}
