// A returning visitor's display settings on <html> before the first paint (issue 36, ADR 009 "Settings before the
// first paint"). Loaded as a blocking script at the top of <head>: a same-origin file, since the
// Content-Security-Policy allows no inline script. It does what the design system's applyPreferences does at
// start-up (design-system/src/stores/apply-preferences.ts, with the same storage keys and system queries), only
// earlier; that one then keeps the attributes up to date. host/src/shell/early-preferences.test.ts holds the two
// to the same answers. Served under this fixed name: a change that needs a new copy at once needs a new name.
(() => {
  var root = document.documentElement;
  function stored(key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  }
  function system(query) {
    try {
      return window.matchMedia(query).matches;
    } catch {
      return false;
    }
  }
  function flag(key, query) {
    var value = stored(key);
    if (value === 'true' || value === 'false') return value;
    return String(query ? system(query) : false);
  }
  var size = stored('cm-font-size');
  var contrast = flag('cm-high-contrast', '(prefers-contrast: more)') === 'true' ? 'high' : 'normal';
  root.setAttribute('data-contrast', contrast);
  root.setAttribute('data-font-size', /^(small|off|large|xl)$/.test(size || '') ? size : 'off');
  root.setAttribute('data-reduced-motion', flag('cm-reduced-motion', '(prefers-reduced-motion: reduce)'));
  root.setAttribute('data-large-targets', flag('cm-large-targets', null));
  var colour = document.querySelector('meta[name="theme-color"]');
  if (colour) colour.setAttribute('content', contrast === 'high' ? '#000000' : '#1d3b6f');
})();
