import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { isImageName } from './notices.domain';

/** Where notice images live. Names are checked here too, so no caller can reach outside the folder. */
export interface ImageStore {
  save(name: string, data: Uint8Array): Promise<void>;
  /** Removes the file; false when it was already gone. */
  remove(name: string): Promise<boolean>;
  /** Size of the stored file, or null when there is none. */
  size(name: string): Promise<number | null>;
  open(name: string): fs.ReadStream;
}

export function createImageStore(dir: string): ImageStore {
  const root = path.resolve(dir);
  const fileOf = (name: string) => {
    if (!isImageName(name)) throw new Error(`not an image name: ${name}`);
    return path.join(root, name);
  };
  return {
    async save(name, data) {
      await fsp.mkdir(root, { recursive: true });
      // 'wx': a random name never overwrites an existing file.
      await fsp.writeFile(fileOf(name), data, { flag: 'wx', mode: 0o644 });
    },
    async remove(name) {
      try {
        await fsp.unlink(fileOf(name));
        return true;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw err;
      }
    },
    async size(name) {
      const stat = await fsp.stat(fileOf(name)).catch(() => null);
      return stat?.isFile() ? stat.size : null;
    },
    open(name) {
      return fs.createReadStream(fileOf(name));
    },
  };
}
