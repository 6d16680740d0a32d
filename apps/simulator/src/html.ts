/**
 * Tiny HTML helpers for the simulator's browser pages (checkout, identity, Kakao consent, inbox).
 * No inline scripts or styles: pages link /__sim/sim.css and, where needed, a separate JS file.
 */
import type { FastifyInstance } from 'fastify';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function esc(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** Marks a string as already-escaped HTML. */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/** Trusted markup (a literal attribute such as ' selected'). */
export const raw = (markup: string): Html => new Html(markup);

/** Tagged template that escapes every interpolated value unless it is Html (or an array of Html). */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0] ?? '';
  values.forEach((v, i) => {
    const part = Array.isArray(v)
      ? v.map((x) => (x instanceof Html ? x.value : esc(x))).join('')
      : v instanceof Html
        ? v.value
        : esc(v);
    out += part + (strings[i + 1] ?? '');
  });
  return new Html(out);
}

export function page(title: string, body: Html, opts: { scripts?: string[] } = {}): string {
  const scripts = (opts.scripts ?? []).map((s) => `<script src="${esc(s)}" defer></script>`).join('');
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title><link rel="stylesheet" href="/__sim/sim.css">${scripts}</head><body><main class="sim">${body.value}</main></body></html>`;
}

/** Hidden inputs carrying the given values through a form post. */
export function hidden(values: Record<string, string | number | undefined | null>): Html {
  return new Html(
    Object.entries(values)
      .filter(([, v]) => v !== undefined && v !== null)
      .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
      .join(''),
  );
}

/** Appends query parameters to a URL that may already have some. */
export function withQuery(url: string, params: Record<string, string | undefined>): string {
  const u = new URL(url);
  for (const [k, v] of Object.entries(params)) if (v !== undefined) u.searchParams.set(k, v);
  return u.toString();
}

export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

const CSS = `
body{margin:0;font-family:Pretendard,'Apple SD Gothic Neo','Noto Sans KR','Nanum Gothic',sans-serif;background:#f4f5f7;color:#1f2329}
main.sim{max-width:560px;margin:32px auto;background:#fff;border-radius:12px;padding:24px 28px;box-shadow:0 1px 4px rgba(0,0,0,.08)}
main.sim.wide{max-width:960px}
h1{font-size:20px;margin:0 0 4px}p.sub{color:#6b7280;margin:0 0 20px;font-size:13px}
dl{display:grid;grid-template-columns:120px 1fr;gap:8px 12px;margin:0 0 20px}dt{color:#6b7280}dd{margin:0;font-weight:600}
label{display:block;margin:0 0 12px;font-size:14px}label span{display:block;color:#4b5563;margin-bottom:4px}
input[type=text],input[type=email],input[type=tel],input[type=date],select{width:100%;box-sizing:border-box;padding:8px 10px;border:1px solid #d1d5db;border-radius:8px;font-size:14px}
label.check{display:flex;gap:8px;align-items:center}label.check span{display:inline;margin:0}
.actions{display:flex;gap:8px;margin-top:20px}.actions form{flex:1}
button{width:100%;padding:12px;border-radius:8px;border:0;font-size:15px;font-weight:600;cursor:pointer}
button.primary{background:#2563eb;color:#fff}button.kakao{background:#fee500;color:#191919}button.secondary{background:#e5e7eb;color:#111827}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #93c5fd;outline-offset:2px}
.error{background:#fef2f2;color:#991b1b;padding:12px;border-radius:8px}
.badge{display:inline-block;background:#fef3c7;color:#92400e;border-radius:999px;padding:2px 10px;font-size:12px;margin-bottom:12px}
table{width:100%;border-collapse:collapse;font-size:14px}th,td{text-align:left;padding:8px;border-bottom:1px solid #e5e7eb}
iframe.mail{width:100%;min-height:420px;border:1px solid #e5e7eb;border-radius:8px}
pre{white-space:pre-wrap;background:#f9fafb;padding:12px;border-radius:8px}
`;

/** Shared assets of the simulator pages. Registered once by buildSimulator. */
export function htmlAssets(app: FastifyInstance): void {
  app.get('/__sim/sim.css', async (_req, reply) => reply.type('text/css; charset=utf-8').send(CSS));
}

/**
 * Parses application/x-www-form-urlencoded bodies in this (encapsulated) plugin scope, as the
 * browser forms of the pages and Kakao's token endpoint use. Values are plain strings.
 */
export function acceptForms(scope: FastifyInstance): void {
  if (scope.hasContentTypeParser('application/x-www-form-urlencoded')) return;
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}

export type FormBody = Record<string, string | undefined>;
