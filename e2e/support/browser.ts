import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, type Page, type Request, chromium } from 'playwright-core';
import { inject } from 'vitest';
import { ACCOUNTS } from './accounts';

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');

/** The system Chromium (Debian package), started the way ARCHITECTURE §2 describes. */
export async function openBrowser(viewport = { width: 1280, height: 900 }): Promise<{
  context: BrowserContext;
  page: Page;
  baseUrl: string;
  close(): Promise<void>;
}> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-chrome-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    viewport,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  page.setDefaultTimeout(15_000);
  return {
    context,
    page,
    baseUrl: inject('baseUrl'),
    async close() {
      await context.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Where a named screenshot goes (for element screenshots). */
export function artifactPath(name: string): string {
  fs.mkdirSync(artifacts, { recursive: true });
  return path.join(artifacts, `${name}.png`);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true });
}

/** The screen at a phone, a small laptop and a desktop width (name-375, name-1024, name-1366). */
export async function screenshots(page: Page, name: string): Promise<void> {
  const before = page.viewportSize();
  for (const width of [375, 1024, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    await screenshot(page, `${name}-${width}`);
  }
  if (before) await page.setViewportSize(before);
}

export async function signIn(page: Page, baseUrl: string, who: keyof typeof ACCOUNTS): Promise<void> {
  const a = ACCOUNTS[who];
  await page.goto(`${baseUrl}/login`);
  await page.fill('input[name="mbrEmail"]', a.email);
  await page.fill('input[name="mbrPw"]', a.password);
  await page.press('input[name="mbrPw"]', 'Enter');
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}

/** Counts the POSTs the page sends to `pathname` from now on (a double click must send one). */
export function countPosts(page: Page, pathname: string): { readonly count: number; stop(): void } {
  let count = 0;
  const seen = (r: Request) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === pathname) count += 1;
  };
  page.on('request', seen);
  return {
    get count() {
      return count;
    },
    stop: () => page.off('request', seen),
  };
}

/** Every API call the page makes while it runs (paths under /api and /v1, /v2): "METHOD /path". */
export function recordApiCalls(page: Page): { readonly calls: string[]; stop(): void } {
  const calls: string[] = [];
  const seen = (r: Request) => {
    const path = new URL(r.url()).pathname;
    if (/^\/(api|v1|v2)\//.test(path)) calls.push(`${r.method()} ${path}`);
  };
  page.on('request', seen);
  return { calls, stop: () => page.off('request', seen) };
}

/** Screenshots at the widths every screen is checked at (375, 1024, 1366), then back to 1280. */
export async function screenshotWidths(
  page: Page,
  name: string,
  ready: () => Promise<unknown>,
): Promise<void> {
  for (const width of [375, 1024, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await ready();
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
