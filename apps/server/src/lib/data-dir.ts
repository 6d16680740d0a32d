/**
 * DATA_DIR holds the embedded database, uploads, the setup link and the member socket: this
 * process's user's alone. PGlite's file system layer sets modes itself (0666 files, 0777 or 0755
 * directories, whatever the umask), so a fresh cluster had 969 of its 1,562 files world-writable,
 * postgresql.conf included. The directory is made (or made again) owner-only at every start, and
 * what is in it gets owner-only modes: directories 0700, files 0600. Files PGlite makes while it
 * runs sit inside the 0700 directory, out of other users' reach, until the next start fixes them.
 */
import fs from 'node:fs';
import path from 'node:path';

export const DIR_MODE = 0o700;
const FILE_MODE = 0o600;

/** Creates dir (and missing parents) owner-only, or makes an existing one owner-only. */
export function ensureOwnerOnlyDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: DIR_MODE });
  fs.chmodSync(dir, DIR_MODE);
}

/**
 * Gives dir and everything below it owner-only modes. Symbolic links are neither followed nor
 * changed (chmod would change what one points to, possibly outside DATA_DIR); sockets and other
 * special files are left as their maker set them (the member socket is 0600 already). Answers the
 * paths that could not be changed (another user's files), for the caller to report.
 */
export function restrictTree(dir: string): string[] {
  const failed: string[] = [];
  const visit = (p: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(p);
    } catch {
      return; // gone meanwhile
    }
    const mode = stat.isDirectory() ? DIR_MODE : stat.isFile() ? FILE_MODE : null;
    if (mode === null) return;
    if ((stat.mode & 0o777) !== mode) {
      try {
        fs.chmodSync(p, mode);
      } catch {
        failed.push(p);
      }
    }
    if (!stat.isDirectory()) return;
    let names: string[];
    try {
      names = fs.readdirSync(p);
    } catch {
      return void failed.push(p);
    }
    for (const name of names) visit(path.join(p, name));
  };
  visit(dir);
  return failed;
}
