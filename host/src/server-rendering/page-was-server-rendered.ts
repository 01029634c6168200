import { SERVER_DATA_ELEMENT_ID } from '@cc/design-system';

/**
 * Whether this page's HTML was rendered on the server (issue 28): the server writes its data block only then
 * (api/src/modules/ssr/server-page.ts), and the server build itself counts as rendered. Read once: a page does not
 * change kind.
 */
export const pageWasServerRendered: boolean =
  typeof document === 'undefined' || document.getElementById(SERVER_DATA_ELEMENT_ID) !== null;
