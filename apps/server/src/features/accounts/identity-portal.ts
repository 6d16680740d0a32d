/**
 * The pages shown inside the identity-verification frame (GET /v1/member/join/portal and its
 * return). They run under the app's CSP: no inline script, only /v1/member/join/portal.js (and
 * the PortOne browser SDK in real mode).
 */
import { IDENTITY_MESSAGE_TYPE, ko } from '@seller/shared';

const t = ko.identity;

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `body{margin:0;font-family:Pretendard,'Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#1f2937;background:#fff}
main{min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:12px;padding:24px;text-align:center}
.spinner{width:28px;height:28px;border:3px solid #dbeafe;border-top-color:#2563eb;border-radius:50%;animation:spin 1s linear infinite}
@keyframes spin{to{transform:rotate(360deg)}}
p{margin:0;font-size:15px;line-height:1.6}.error{color:#b91c1c;font-weight:600}
a{color:#2563eb;font-weight:600}`;

function page(body: string, scripts: string[]): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(t.portalTitle)}</title><style>${STYLE}</style></head><body><main>${body}</main>
${scripts.map((src) => `<script src="${escape(src)}"></script>`).join('')}</body></html>`;
}

export interface PortalStart {
  identityVerificationId: string;
  /** Where PortOne (or the simulator) sends the frame back. */
  returnUrl: string;
  /** Simulator mode: the simulator's identity page URL (with the id and return URL). */
  simulatorUrl: string | null;
  storeId: string | null;
  channelKey: string | null;
}

export function portalStartPage(p: PortalStart): string {
  const attrs = [
    ['data-id', p.identityVerificationId],
    ['data-return-url', p.returnUrl],
    ['data-simulator-url', p.simulatorUrl ?? ''],
    ['data-store-id', p.storeId ?? ''],
    ['data-channel-key', p.channelKey ?? ''],
  ]
    .map(([k, v]) => `${k}="${escape(v!)}"`)
    .join(' ');
  const fallback = p.simulatorUrl
    ? `<a href="${escape(p.simulatorUrl)}">${escape(t.portalContinue)}</a>`
    : '';
  const scripts = p.simulatorUrl
    ? ['/v1/member/join/portal.js']
    : ['https://cdn.portone.io/v2/browser-sdk.js', '/v1/member/join/portal.js'];
  return page(
    `<div class="spinner" aria-hidden="true"></div><p id="identity-start" ${attrs}>${escape(t.portalRedirecting)}</p>
<noscript><p class="error">${escape(t.noScript)}</p></noscript>${fallback}`,
    scripts,
  );
}

export function portalResultPage(ok: boolean, message: string): string {
  return page(
    `<p id="identity-result" data-ok="${ok}" data-message="${escape(message)}" class="${ok ? '' : 'error'}">${escape(
      ok ? t.resultOk : message,
    )}</p>`,
    ['/v1/member/join/portal.js'],
  );
}

/** The one script of both pages: start the verification, or report its result to the parent page. */
export const PORTAL_SCRIPT = `(function () {
  'use strict';
  var start = document.getElementById('identity-start');
  if (start) {
    var sim = start.getAttribute('data-simulator-url');
    if (sim) { window.location.replace(sim); return; }
    var id = start.getAttribute('data-id');
    var back = start.getAttribute('data-return-url');
    var go = function (code) {
      var q = 'identityVerificationId=' + encodeURIComponent(id) + (code ? '&code=' + encodeURIComponent(code) : '');
      window.location.replace(back + (back.indexOf('?') < 0 ? '?' : '&') + q);
    };
    if (!window.PortOne || !window.PortOne.requestIdentityVerification) { go('SDK_UNAVAILABLE'); return; }
    window.PortOne.requestIdentityVerification({
      storeId: start.getAttribute('data-store-id'),
      channelKey: start.getAttribute('data-channel-key'),
      identityVerificationId: id,
      redirectUrl: back
    }).then(function (res) { go(res && res.code ? res.code : ''); }, function () { go('SDK_ERROR'); });
    return;
  }
  var result = document.getElementById('identity-result');
  if (!result) return;
  var message = {
    type: ${JSON.stringify(IDENTITY_MESSAGE_TYPE)},
    ok: result.getAttribute('data-ok') === 'true',
    message: result.getAttribute('data-message') || ''
  };
  var target = window.parent !== window ? window.parent : window.opener;
  if (target) target.postMessage(message, window.location.origin);
})();
`;
