import fs from 'node:fs';
import path from 'node:path';
import { ko } from '@seller/shared';
import { SETUP_LINK_FILE, setupUrl } from './setup.domain';
import type { SetupService } from './setup.service';

export const setupLinkFile = (dataDir: string): string => path.join(dataDir, SETUP_LINK_FILE);

/**
 * At start: while no manager exists, a new one-time link is printed and written to
 * DATA_DIR/setup-link.txt (mode 0600: the app's OS user only); once one exists, a file left by
 * an earlier start is removed. Returns the link, or null.
 */
export async function announceSetupLink(
  setup: SetupService,
  opts: { publicUrl: string; dataDir: string; print: (line: string) => void },
): Promise<string | null> {
  const file = setupLinkFile(opts.dataDir);
  const token = await setup.issueToken();
  if (!token) {
    fs.rmSync(file, { force: true });
    return null;
  }
  const url = setupUrl(opts.publicUrl, token);
  try {
    fs.mkdirSync(opts.dataDir, { recursive: true, mode: 0o700 });
    // Replaced, not rewritten in place: a file made earlier with wider permissions is not reused.
    fs.rmSync(file, { force: true });
    fs.writeFileSync(file, `${url}\n`, { mode: 0o600, flag: 'wx' });
    opts.print(`${ko.cli.setupLink}\n  ${url}\n${ko.cli.setupLinkFile} ${file}`);
  } catch {
    // A read-only DATA_DIR (a PostgreSQL deployment's container): the printed link is enough.
    opts.print(`${ko.cli.setupLink}\n  ${url}`);
  }
  return url;
}
