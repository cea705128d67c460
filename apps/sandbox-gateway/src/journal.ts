import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  truncateSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';

/**
 * Where the gateway keeps its state: an append-only log of changes. Each change is one line holding
 * every record it wrote (a charge, its webhook event and its idempotent reply together), so a crash
 * keeps all of a change or none of it: a line cut short by the crash is the only unreadable line
 * there can be, and it is dropped on the next start.
 */
export type Journal<R> = {
  /** Every change written so far, oldest first, as it was read when the journal was opened. */
  readonly changes: readonly R[][];
  append(change: R[]): void;
  /** Replaces the whole log with one change (compaction), atomically. */
  rewrite(change: R[]): void;
  close(): void;
};

/** A journal that lives as long as the process: tests, and a gateway given no data folder. */
export function memoryJournal<R>(): Journal<R> {
  let changes: R[][] = [];
  return {
    get changes() {
      return changes;
    },
    append: (change) => void changes.push(change),
    rewrite: (change) => {
      changes = [change];
    },
    close: () => {},
  };
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Two gateways writing one log would each miss the other's changes, so a folder is held by one
 * process at a time; a lock left by a process that died is taken over.
 */
function lockFolder(dir: string): () => void {
  const lock = join(dir, 'journal.lock');
  try {
    writeFileSync(lock, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(readFileSync(lock, 'utf8'));
    if (holder !== process.pid && Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
      throw new Error(`the sandbox gateway's journal in ${dir} is in use by process ${holder}`);
    }
    writeFileSync(lock, String(process.pid));
  }
  return () => rmSync(lock, { force: true });
}

function readChanges<R>(path: string): R[][] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const lines = text.split('\n');
  // Everything up to the last newline was written whole; what follows it was cut by a crash.
  const torn = lines.pop() ?? '';
  if (torn !== '') truncateSync(path, Buffer.byteLength(text) - Buffer.byteLength(torn));
  return lines
    .filter((line) => line !== '')
    .map((line, index) => {
      try {
        return JSON.parse(line) as R[];
      } catch {
        throw new Error(`${path}: line ${index + 1} is not a journal entry`);
      }
    });
}

/**
 * A journal in `dir/journal.jsonl`. Writes are synchronous, so a change is in the file (in the
 * operating system's hands, which a killed process cannot take back) before its reply leaves, and
 * no two changes interleave. It is not fsynced per change: this is a test-mode service, and a power
 * cut losing its last changes costs nothing real.
 */
export function fileJournal<R>(dir: string): Journal<R> {
  mkdirSync(dir, { recursive: true });
  const unlock = lockFolder(dir);
  const path = join(dir, 'journal.jsonl');
  let changes: R[][];
  try {
    changes = readChanges<R>(path);
  } catch (error) {
    unlock();
    throw error;
  }
  let fd = openSync(path, 'a', 0o600);
  return {
    changes,
    append(change) {
      writeSync(fd, `${JSON.stringify(change)}\n`);
    },
    rewrite(change) {
      const draft = `${path}.${process.pid}.tmp`;
      const draftFd = openSync(draft, 'w', 0o600);
      writeSync(draftFd, `${JSON.stringify(change)}\n`);
      fsyncSync(draftFd);
      closeSync(draftFd);
      closeSync(fd);
      renameSync(draft, path);
      fd = openSync(path, 'a', 0o600);
    },
    close() {
      closeSync(fd);
      unlock();
    },
  };
}
