import { randomBytes } from 'node:crypto';
import { open, rm } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Bytes kept in memory from the start of each upload: more than any signature `sniffFile` reads (the
 * longest is a second MP3 frame header, at most 1,445 bytes in).
 */
export const HEAD_BYTES = 4096;

/**
 * `stored`: on disk at `path`, within the limit and accepted by its first bytes. `too_large`: past
 * `maxBytes` (cut off there by us, or by the multipart parser's own limit). `refused`: its first
 * bytes were not what `accept` wants. Only `stored` leaves a file behind, for the caller to adopt
 * into the media store or remove.
 */
export type SpoolOutcome =
  | { status: 'stored'; path: string; head: Buffer; size: number }
  | { status: 'too_large' | 'refused'; head: Buffer };

type Source = AsyncIterable<Buffer> & { truncated?: boolean };

/**
 * Writes one uploaded file to a new file in `dir` as it arrives, holding only its first bytes in
 * memory. Each chunk is written before the next one is read, so a fast client waits for the disk
 * rather than filling memory. Once the file is over `maxBytes`, or its first bytes are refused, the
 * file is deleted and the rest of the upload is read through and dropped, so the next part of the
 * form still arrives. If the upload fails half way (the client went away, a parser limit), the file
 * is deleted and the error passed on.
 */
export async function spoolUpload(
  source: Source,
  options: { dir: string; maxBytes: number; accept?: (head: Buffer) => boolean },
): Promise<SpoolOutcome> {
  const path = join(options.dir, randomBytes(16).toString('hex'));
  const file = await open(path, 'wx');
  let head = Buffer.alloc(0);
  let size = 0;
  let judged = false;
  let verdict: 'too_large' | 'refused' | undefined;
  const stop = async (reason: 'too_large' | 'refused') => {
    verdict = reason;
    await file.close();
    await rm(path, { force: true });
  };
  try {
    for await (const chunk of source) {
      size += chunk.length;
      if (verdict) continue;
      if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
      if (size > options.maxBytes) {
        await stop('too_large');
        continue;
      }
      if (!judged && head.length >= HEAD_BYTES) {
        judged = true;
        if (options.accept && !options.accept(head)) {
          await stop('refused');
          continue;
        }
      }
      await file.write(chunk);
    }
    if (verdict) return { status: verdict, head };
    // The multipart parser stops a file at its own limit and only marks it.
    if (source.truncated) {
      await stop('too_large');
      return { status: 'too_large', head };
    }
    if (!judged && options.accept && !options.accept(head)) {
      await stop('refused');
      return { status: 'refused', head };
    }
    await file.close();
    return { status: 'stored', path, head, size };
  } catch (error) {
    if (!verdict) {
      await file.close().catch(() => undefined);
      await rm(path, { force: true });
    }
    throw error;
  }
}

/** Removes spooled files that were not adopted; a file already moved or gone is ignored. */
export async function discardSpooled(paths: (string | undefined)[]) {
  await Promise.all(paths.filter((p): p is string => !!p).map((p) => rm(p, { force: true })));
}
