import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';

/**
 * index.html for each path of the web app's route table, with its screen's scripts listed as
 * `<link rel="modulepreload">` (the list is written by the web build: apps/web/plugins/
 * route-preloads.ts). The browser then fetches a screen's chunks beside the entry instead of
 * after the entry has run. Built once at start, compressed once.
 */
export interface Page {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export type Encoding = keyof Page;

const PRELOADS_FILE = '.vite/route-preloads.json';
const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip', 'identity'] });

/** What the client asked for in Accept-Encoding; identity when it named nothing we have. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  return (acceptEncoding && negotiator.negotiate(acceptEncoding)) || 'identity';
}

/** A path of the route table as the preload list keys it: lower case, no trailing slash. */
export function pageKey(pathname: string): string {
  return pathname.toLowerCase().replace(/\/+$/, '') || '/';
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The route pages of a build; empty when the build has no preload list (an older build). */
export function loadPages(webDist: string): Map<string, Page> {
  const pages = new Map<string, Page>();
  const listFile = path.join(webDist, PRELOADS_FILE);
  const indexFile = path.join(webDist, 'index.html');
  if (!fs.existsSync(listFile) || !fs.existsSync(indexFile)) return pages;
  const index = fs.readFileSync(indexFile, 'utf8');
  if (!index.includes('</head>')) return pages;
  const list = JSON.parse(fs.readFileSync(listFile, 'utf8')) as Record<string, string[]>;
  // Routes that share a screen share their chunks: one page per distinct list.
  const byList = new Map<string, Page>();
  for (const [route, files] of Object.entries(list)) {
    const key = files.join('\n');
    let page = byList.get(key);
    if (!page) {
      const links = files
        .filter((f) => /^\/assets\/[\w.-]+\.js$/.test(f))
        .map((f) => `    <link rel="modulepreload" crossorigin href="${attr(f)}">\n`)
        .join('');
      const identity = Buffer.from(index.replace('</head>', `${links}  </head>`));
      page = {
        identity,
        br: zlib.brotliCompressSync(identity),
        gzip: zlib.gzipSync(identity, { level: 9 }),
      };
      byList.set(key, page);
    }
    pages.set(pageKey(route), page);
  }
  return pages;
}
