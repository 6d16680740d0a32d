/**
 * /setup in the browser (issue 25): a fresh install has no manager, so the app prints a one-time
 * link at start; the operator opens it, makes the first manager and signs in with it. Runs its own
 * app (a fresh embedded database, no seeded accounts) beside the suite's, whose seeded managers
 * close the page.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { openBrowser, screenshots } from './support/browser';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.join(root, 'node_modules/.bin/tsx');

let b: Awaited<ReturnType<typeof openBrowser>>;
let app: ChildProcess;
let dataDir: string;
let freshUrl: string;
let link: string;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-setup-'));
  const port = await freePort();
  freshUrl = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: freshUrl,
    SIMULATOR: 'off',
    JOBS_ENABLED: 'false',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
  };
  delete env.DATABASE_URL;
  app = spawn(tsx, ['apps/server/src/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  app.stdout?.on('data', (d) => (log += d));
  app.stderr?.on('data', (d) => (log += d));
  const deadline = Date.now() + 90_000;
  for (;;) {
    const found = /http:\/\/localhost:\d+\/setup\?token=[A-Za-z0-9_-]+/.exec(log);
    if (found) {
      link = found[0];
      break;
    }
    if (app.exitCode !== null || Date.now() > deadline) throw new Error(`app did not print a link:\n${log}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  b = await openBrowser();
}, 120_000);

afterAll(async () => {
  await b?.close();
  if (app && app.exitCode === null) {
    app.kill('SIGTERM');
    await new Promise((r) => app.once('exit', r));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the first manager from the setup link', () => {
  it('refuses a missing or wrong token with an explanation', async () => {
    const page = b.page;
    await page.goto(`${freshUrl}/setup`);
    await page.getByText(ko.setup.noToken).waitFor();
    await page.goto(`${freshUrl}/setup?token=wrong-token`);
    await page.getByText(ko.setup.invalidTitle).waitFor();
    await page.getByText(ko.errors.SETUP_TOKEN_INVALID).waitFor();
    await screenshots(page, 'setup-invalid');
  });

  it('makes the first manager, who signs in and reaches the manager screens', async () => {
    const page = b.page;
    await page.goto(link);
    await page.locator('#setup-email').waitFor();
    expect(await page.title()).toContain(ko.routes.setup);
    // Field rules in Korean before anything is sent.
    await page.getByRole('button', { name: ko.setup.submit }).click();
    await page.getByText(ko.validation.emailRequired).waitFor();
    await page.fill('#setup-email', 'owner@example.com');
    await page.fill('#setup-name', '대표');
    await page.fill('#setup-password', 'Owner123!');
    await page.fill('#setup-password-again', 'Owner123?');
    await page.press('#setup-password-again', 'Enter');
    await page.getByText(ko.validation.passwordMismatch).waitFor();
    await screenshots(page, 'setup-form');
    await page.fill('#setup-password-again', 'Owner123!');
    await page.press('#setup-password-again', 'Enter');
    await page.getByTestId('setup-done').waitFor();
    expect(await page.getByTestId('setup-done').innerText()).toContain('owner@example.com');
    await screenshots(page, 'setup-done');

    await page.getByRole('link', { name: ko.setup.toLogin }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    await page.fill('input[name="mbrEmail"]', 'owner@example.com');
    await page.fill('input[name="mbrPw"]', 'Owner123!');
    await page.press('input[name="mbrPw"]', 'Enter');
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto(`${freshUrl}/coinManagementV1`);
    await page.waitForURL((u) => u.pathname === '/coinManagementV1');
  });

  it('refuses the used link once the manager exists, pointing to sign-in', async () => {
    const page = b.page;
    await b.context.clearCookies();
    await page.goto(link);
    await page.getByText(ko.setup.closedTitle).waitFor();
    await page.getByText(ko.errors.SETUP_CLOSED).waitFor();
    expect(await page.locator('#setup-email').count()).toBe(0);
    await screenshots(page, 'setup-closed');
    // The suite's app has managers from the start: its page is closed too.
    await page.goto(`${b.baseUrl}/setup?token=anything`);
    await page.getByText(ko.setup.closedTitle).waitFor();
  });
});
