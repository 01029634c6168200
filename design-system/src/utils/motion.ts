/**
 * True when motion should be avoided: the user's in-app choice wins; without one, the OS setting.
 * Mirrors the CSS in styles/preferences.css so scripted motion (smooth scrolling) obeys the same rule.
 */
export function isMotionReduced(doc: Document = document): boolean {
  const choice = doc.documentElement.dataset.reducedMotion;
  if (choice === 'true') return true;
  if (choice === 'false') return false;
  const view = doc.defaultView;
  return typeof view?.matchMedia === 'function' ? view.matchMedia('(prefers-reduced-motion: reduce)').matches : false;
}
