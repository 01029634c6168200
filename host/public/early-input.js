/*
 * Early input (issues 35 and 36): nothing typed or pressed before the page's scripts are ready is lost.
 *
 * Loaded from <head> (async, same origin: the Content-Security-Policy allows no inline script), long before the app's
 * bundles. Until the app has taken each element of the server-drawn page over (hydrated it), it keeps:
 * - the value of every field written in (its last value, caret and tick), because hydrating a controlled field may
 *   reset what the browser holds to the value React drew on the server (an empty question box);
 * - every press on a button, in order, which it stops from reaching anything else: a button does nothing until the
 *   app is there. A control marked `data-cc-replay="<key>"` is found again by its key if the app draws it anew; an
 *   unmarked button only as the same element. Not kept: a submit button of a form with an `action` (the server
 *   answers it without scripts) and a button the browser itself acts on (`popovertarget`, `commandfor`). Pressing
 *   the same control again before then counts once, unless the control says `data-cc-replay-each` (a phrase: each
 *   press puts it in once more).
 * The host (host/src/early-input/replay-early-input.ts) then gives the kept text to the app and carries out the kept
 * presses once. The contract for remote teams is in docs/remote-contract.md, "Input before the page is ready".
 * Plain ES2020 and no module: it must run in any browser the app supports, before anything else.
 */
(() => {
  if (window.__ccEarlyInput) return;

  const NOT_WRITTEN_IN = new Set(['button', 'submit', 'reset', 'image', 'file', 'hidden']);
  const record = {
    fields: new Map(),
    presses: [],
    lastField: null,
    taken: false,
    replaying: false,
    finished: false,
    onLateInput: null,
  };
  window.__ccEarlyInput = record;

  // Taken over by the app: hydrated by React and committed (the same test as isLive in the host's replay).
  const isLive = (element) => {
    const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
    let node = key ? element[key] : null;
    if (!node) return false;
    let placed = true;
    const copied = Boolean(node.alternate);
    for (;;) {
      if (!copied && (node.flags & (2 | 4096)) !== 0) placed = false;
      if (!node.return) break;
      node = node.return;
    }
    return node.tag === 3 && placed;
  };

  const isField = (element) =>
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement ||
    (element instanceof HTMLInputElement && !NOT_WRITTEN_IN.has(element.type));

  const caretOf = (element) => {
    try {
      return { start: element.selectionStart, end: element.selectionEnd };
    } catch {
      return { start: null, end: null };
    }
  };

  // Kept after the hand-over ended: the host hands it over once its part is hydrated.
  const handOverLate = () => {
    if (record.finished && typeof record.onLateInput === 'function') record.onLateInput();
  };

  const keepField = (event) => {
    const element = event.target;
    // (A record other than the page's own: a keeper run again, as the unit tests do per page, stands down.)
    if (window.__ccEarlyInput !== record || record.replaying || !isField(element)) return;
    // A live field hears its own typing, with the whole text it holds.
    if (isLive(element) && !record.fields.has(element)) return;
    // Kept after the hand-over too: a part of the page that hydrates later (a page loaded as its own chunk, inside
    // a boundary of its own) is still server HTML after the page is marked interactive; the host gives it its text
    // once that part is hydrated (onLateInput).
    const caret = caretOf(element);
    record.fields.set(element, {
      element,
      id: element.id || null,
      value: element.value,
      checked: element.checked === true,
      start: caret.start,
      end: caret.end,
    });
    record.lastField = element;
    handOverLate();
  };

  // The control a press is for, when only the app can carry it out.
  const controlOf = (target) => {
    const marked = target.closest('[data-cc-replay]');
    if (marked) return marked;
    const button = target.closest('button');
    if (!button || button.disabled) return null;
    if (button.hasAttribute('popovertarget') || button.hasAttribute('commandfor')) return null;
    const submits = button.type === 'submit' || button.type === 'reset';
    if (submits && button.form && button.form.hasAttribute('action')) return null;
    return button;
  };

  const keepPress = (event) => {
    if (window.__ccEarlyInput !== record || record.replaying || !(event.target instanceof Element)) return;
    const control = controlOf(event.target);
    if (!control) return;
    if (record.finished) {
      // After the hand-over, only a control in a part of the app still server HTML: React drops a press there while
      // that part's code is loading (the session page's own chunk, after the page is marked interactive).
      if (isLive(control) || !control.closest('#root')) return;
    } else if (isLive(control) && record.presses.length === 0) return;
    // The press is the app's to carry out, once it has the control: nothing else acts on it now. (React would drop
    // a press on a part it cannot hydrate yet.) After an earlier kept press, it waits its turn.
    event.preventDefault();
    event.stopImmediatePropagation();
    const each = control.hasAttribute('data-cc-replay-each');
    if (!each && record.presses.some((press) => press.element === control)) return;
    const field = record.lastField;
    record.presses.push({
      element: control,
      key: control.getAttribute('data-cc-replay') || null,
      field,
      caret: field ? caretOf(field) : null,
    });
    handOverLate();
  };

  document.addEventListener('input', keepField, true);
  document.addEventListener('change', keepField, true);
  document.addEventListener('click', keepPress, true);
  document.addEventListener(
    'focusin',
    (event) => {
      if (!record.finished && isField(event.target)) record.lastField = event.target;
    },
    true,
  );
})();
