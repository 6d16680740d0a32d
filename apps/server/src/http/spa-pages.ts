import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import {
  BOOT_DATA_ID,
  type BootData,
  type FirstPaint,
  ROUTE_FIRST_PAINT_FILE,
  ROUTE_PRELOADS_FILE,
} from '@seller/shared/constants/boot-data';

/**
 * The SPA document for each path of the web app's route table: index.html with its screen's
 * scripts listed as `<link rel="modulepreload">` (the list is written by the web build:
 * apps/web/plugins/route-preloads.ts), so the browser fetches a screen's chunks beside the entry
 * instead of after the entry has run, and with the first render's data (the session and the app
 * config, `BOOT_DATA_ID`), so the first screen needs no round trip before it can render, and
 * with the build's first paint of the path inside `#root` (apps/web/plugins/first-paint.ts: the
 * header bar and the screen's title), which the browser shows before any script has run.
 *
 * A visitor's page is the same for everyone: built and compressed once at start. A member's page
 * carries the member, so it is put together per request (a few kB, gzip only).
 */
export interface Page {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export type Encoding = keyof Page;

export interface PageTemplate {
  /** The page for a request without a session. */
  visitor: Page;
  /** A member's page with the given boot data, uncompressed. */
  render(data: BootData): Buffer;
}

export interface Pages {
  /** The page of a route-table path (see pageKey), or the plain one for any other path. */
  get(pathname: string): PageTemplate;
}

const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip', 'identity'] });
const gzipOnly = new Negotiator<Encoding>({ supportedValues: ['gzip', 'identity'] });

/** What the client asked for in Accept-Encoding; identity when it named nothing we have. */
export function pickEncoding(acceptEncoding: string | undefined, options: { br?: boolean } = {}): Encoding {
  const from = options.br === false ? gzipOnly : negotiator;
  return (acceptEncoding && from.negotiate(acceptEncoding)) || 'identity';
}

/** A path of the route table as the preload list keys it: lower case, no trailing slash. */
export function pageKey(pathname: string): string {
  return pathname.toLowerCase().replace(/\/+$/, '') || '/';
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * JSON that cannot end the script element it sits in: `<` (so no `</script>` or `<!--`), `>`
 * and `&` become escapes JSON.parse reads back unchanged, as do U+2028 and U+2029.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const bootScript = (data: BootData) =>
  `<script type="application/json" id="${BOOT_DATA_ID}">${scriptJson(data)}</script>`;

const ROOT = '<div id="root"></div>';

function template(html: string, visitorData: BootData, paint?: FirstPaint): PageTemplate {
  const at = html.indexOf('</head>');
  const head = html.slice(0, at);
  const tail = html.slice(at);
  // The header and the screen's title paint before the scripts have run; React replaces them.
  const withRoot = (inner: string | undefined) =>
    // A function, so a `$` in the markup is not read as a replacement pattern.
    inner ? tail.replace(ROOT, () => `<div id="root">${inner}</div>`) : tail;
  const visitorTail = withRoot(paint?.visitor);
  const memberTail = withRoot(paint?.member);
  const page = (data: BootData, end: string) => Buffer.from(`${head}  ${bootScript(data)}\n  ${end}`);
  const identity = page(visitorData, visitorTail);
  return {
    visitor: { identity, br: zlib.brotliCompressSync(identity), gzip: zlib.gzipSync(identity, { level: 9 }) },
    render: (data) => page(data, memberTail),
  };
}

function readJson<T>(file: string): T | null {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : null;
}

/**
 * The pages of a build; null when it has no index.html with a head. A build without the preload
 * list (an older one) gets the plain page for every path.
 */
export function loadPages(webDist: string, appConfig: Record<string, unknown>): Pages | null {
  const indexFile = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexFile)) return null;
  const index = fs.readFileSync(indexFile, 'utf8');
  if (!index.includes('</head>')) return null;
  const visitorData: BootData = { session: { data: null }, appConfig };
  const plain = template(index, visitorData);
  const pages = new Map<string, PageTemplate>();
  const list = readJson<Record<string, string[]>>(path.join(webDist, ROUTE_PRELOADS_FILE)) ?? {};
  const paints = readJson<Record<string, FirstPaint>>(path.join(webDist, ROUTE_FIRST_PAINT_FILE)) ?? {};
  // Routes that share a screen and its first paint share a page.
  const byList = new Map<string, PageTemplate>();
  for (const [route, files] of Object.entries(list)) {
    const paint = paints[route];
    const key = JSON.stringify([files, paint]);
    let page = byList.get(key);
    if (!page) {
      const links = files
        .filter((f) => /^\/assets\/[\w.-]+\.js$/.test(f))
        .map((f) => `    <link rel="modulepreload" crossorigin href="${attr(f)}">\n`)
        .join('');
      page = template(index.replace('</head>', `${links}  </head>`), visitorData, paint);
      byList.set(key, page);
    }
    pages.set(pageKey(route), page);
  }
  return { get: (pathname) => pages.get(pageKey(pathname)) ?? plain };
}
