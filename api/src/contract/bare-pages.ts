/**
 * Pages the host draws bare (issue 37): no site header, navigation, footer, cookie banner or stored-data notice
 * taking room, for a screen that is shown rather than used, such as the room screen on a projector. The skip link,
 * <main> and the live region stay. A remote's route cannot reach the host's layout, so the host reads this list;
 * a new bare page is added here (docs/remote-contract.md, "Bare pages").
 */
const BARE_PAGES: readonly RegExp[] = [/^\/room\/[^/]+\/?$/];

export function isBarePage(pathname: string): boolean {
  return BARE_PAGES.some((pattern) => pattern.test(pathname));
}
