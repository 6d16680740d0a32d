import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import { BOOT_DATA_ID, type BootData } from '@seller/shared/constants/boot-data';

/**
 * The SPA document for each path of the web app's route table: index.html with its screen's
 * scripts listed as `<link rel="modulepreload">` (the list is written by the web build:
 * apps/web/plugins/route-preloads.ts), so the browser fetches a screen's chunks beside the entry
 * instead of after the entry has run, and with the first render's data (the session and the app
 * config, `BOOT_DATA_ID`), so the first screen needs no round trip before it can render.
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
  /** The page with the given boot data, uncompressed. */
  render(data: BootData): Buffer;
}

export interface Pages {
  /** The page of a route-table path (see pageKey), or the plain one for any other path. */
  get(pathname: string): PageTemplate;
}

const PRELOADS_FILE = '.vite/route-preloads.json';
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

function template(html: string, visitorData: BootData): PageTemplate {
  const at = html.indexOf('</head>');
  const head = html.slice(0, at);
  const tail = html.slice(at);
  const render = (data: BootData) => Buffer.from(`${head}  ${bootScript(data)}\n  ${tail}`);
  const identity = render(visitorData);
  return {
    visitor: { identity, br: zlib.brotliCompressSync(identity), gzip: zlib.gzipSync(identity, { level: 9 }) },
    render,
  };
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
  const listFile = path.join(webDist, PRELOADS_FILE);
  const list = fs.existsSync(listFile)
    ? (JSON.parse(fs.readFileSync(listFile, 'utf8')) as Record<string, string[]>)
    : {};
  // Routes that share a screen share their chunks: one page per distinct list.
  const byList = new Map<string, PageTemplate>();
  for (const [route, files] of Object.entries(list)) {
    const key = files.join('\n');
    let page = byList.get(key);
    if (!page) {
      const links = files
        .filter((f) => /^\/assets\/[\w.-]+\.js$/.test(f))
        .map((f) => `    <link rel="modulepreload" crossorigin href="${attr(f)}">\n`)
        .join('');
      page = template(index.replace('</head>', `${links}  </head>`), visitorData);
      byList.set(key, page);
    }
    pages.set(pageKey(route), page);
  }
  return { get: (pathname) => pages.get(pageKey(pathname)) ?? plain };
}
