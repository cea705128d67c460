import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { Zip, ZipDeflate } from 'fflate';

export type ZipEntry = {
  /** Adds text to the entry; resolves once the file has taken what was compressed so far. */
  write(text: string): Promise<void>;
  end(): Promise<void>;
};

export type ZipWriter = {
  /** A new entry; one at a time, each ended before the next begins, so nothing waits in memory. */
  entry(name: string): ZipEntry;
  /** Ends the archive, closes the file and answers its size in bytes. */
  finish(): Promise<number>;
  /** Gives up: closes the file (the caller removes it). */
  abort(): Promise<void>;
};

const encoder = new TextEncoder();

/**
 * A ZIP written to `path` as it is made (fflate's streaming `Zip`): each entry is deflated as its
 * text arrives and the compressed bytes go straight to the file, waiting for the disk when it is
 * behind, so memory holds one page of rows whatever the size of the account.
 */
export function createZipWriter(path: string): ZipWriter {
  const out = createWriteStream(path, { flags: 'wx' });
  let failure: Error | undefined;
  let behind = false;
  let size = 0;
  let finished: (() => void) | undefined;
  out.on('error', (error) => {
    failure ??= error;
  });
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      failure ??= error;
      return;
    }
    size += chunk.length;
    if (!out.write(chunk)) behind = true;
    if (final) finished?.();
  });

  // Lets the file catch up before more is compressed; throws what the zip or the disk reported.
  async function settle() {
    if (failure) throw failure;
    if (behind) {
      behind = false;
      await once(out, 'drain');
    }
    if (failure) throw failure;
  }

  return {
    entry(name) {
      const file = new ZipDeflate(name, { level: 6 });
      zip.add(file);
      return {
        async write(text) {
          file.push(encoder.encode(text));
          await settle();
        },
        async end() {
          file.push(new Uint8Array(0), true);
          await settle();
        },
      };
    },
    async finish() {
      const done = new Promise<void>((resolve) => {
        finished = resolve;
      });
      zip.end();
      await done;
      await settle();
      out.end();
      await once(out, 'finish');
      if (failure) throw failure;
      return size;
    },
    async abort() {
      zip.terminate();
      if (out.closed) return;
      const closed = once(out, 'close').catch(() => undefined);
      out.destroy();
      await closed;
    },
  };
}
