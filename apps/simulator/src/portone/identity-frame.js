/* global window, document */
// Served as /portone/identity.js: when the identity page runs in an iframe or popup (no
// redirectUrl), it hands the result to the page that opened it, like the browser SDK resolves.
(() => {
  const el = document.getElementById('portone-result');
  if (!el) return;
  let result;
  try {
    result = JSON.parse(el.getAttribute('data-result') || '{}');
  } catch {
    return;
  }
  const target = window.parent !== window ? window.parent : window.opener;
  if (target) target.postMessage(result, el.getAttribute('data-origin') || '*');
})();
