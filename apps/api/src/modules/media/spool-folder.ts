import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';

const SPOOL_PREFIX = `uploads-${hostname().replace(/[^\w.-]/g, '_')}-`;

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, only not ours to signal.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Removes the spool folders a process of this machine left when it was killed mid-upload. Folders of
 * running processes, and of other machines sharing DATA_DIR, are left alone.
 */
async function removeAbandonedSpools(parent: string) {
  for (const folder of await readdir(parent)) {
    if (!folder.startsWith(SPOOL_PREFIX)) continue;
    const pid = Number(folder.slice(SPOOL_PREFIX.length).split('-')[0]);
    if (Number.isInteger(pid) && pid > 0 && !isRunning(pid))
      await rm(join(parent, folder), { recursive: true, force: true });
  }
}

/**
 * The folder where this process writes uploads while they arrive, under `parent`. One folder per
 * process, named by machine and process, so instances sharing DATA_DIR never remove each other's
 * uploads; the ones a killed process of this machine left are removed first.
 */
export async function openSpoolFolder(parent: string) {
  await mkdir(parent, { recursive: true });
  await removeAbandonedSpools(parent);
  return mkdtemp(join(parent, `${SPOOL_PREFIX}${process.pid}-`));
}
