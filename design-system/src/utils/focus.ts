const NATIVELY_FOCUSABLE = 'a[href], button, input, select, textarea, summary, iframe, [contenteditable]';

/**
 * Moves focus to an element, making it programmatically focusable first when needed
 * (e.g. <main>), so skip links, back-to-top and route changes land screen readers in the right place.
 */
export function moveFocusTo(target: HTMLElement | string | null | undefined, options: FocusOptions = {}): boolean {
  const element = typeof target === 'string' ? document.getElementById(target) : target;
  if (!element) return false;
  if (!element.matches(NATIVELY_FOCUSABLE) && !element.hasAttribute('tabindex')) {
    element.setAttribute('tabindex', '-1');
  }
  element.focus(options);
  return element.ownerDocument.activeElement === element;
}
