/**
 * What the first HTML says, to a browser that does not run scripts, where a personal part would otherwise say
 * "Loading…" for ever (issue 36): the agenda lives in this browser, and only the page’s scripts can read it.
 */
export const AGENDA_WITHOUT_SCRIPTS =
  'Your agenda is kept in this browser: it shows once the page’s scripts have loaded, and JavaScript is turned off here.';
