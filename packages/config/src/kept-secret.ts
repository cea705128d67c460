import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A secret made once for this installation and kept in a file of its data folder (readable by its
 * owner only): read when it is there, else made with `make` and written. It is written whole under
 * another name and then linked into place, so that a reader never sees half a file and, of two
 * processes starting together, both end up with the one that was linked first.
 */
export function keptSecret(dataDir: string, fileName: string, make: () => string): string {
  const path = join(dataDir, fileName);
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const draft = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, `${make()}\n`, { mode: 0o600 });
    try {
      linkSync(draft, path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(draft);
    }
    return readFileSync(path, 'utf8').trim();
  }
}
