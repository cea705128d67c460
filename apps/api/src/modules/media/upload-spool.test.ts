import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HEAD_BYTES, spoolUpload } from './upload-spool';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'wasla-spool-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** `count` chunks of `size` bytes, byte i of the file being i mod 251; says when it was read to the end. */
function upload(count: number, size = 1000, options: { failAt?: number } = {}) {
  const progress = { read: 0, finished: false };
  async function* chunks() {
    for (let c = 0; c < count; c++) {
      if (c === options.failAt) throw new Error('client went away');
      yield Buffer.from(Array.from({ length: size }, (_, i) => (c * size + i) % 251));
      progress.read += size;
    }
    progress.finished = true;
  }
  return { source: chunks(), progress };
}

describe('spoolUpload', () => {
  it('writes the file as it arrives and keeps only its first bytes in memory', async () => {
    const { source } = upload(10);
    const result = await spoolUpload(source, { dir, maxBytes: 10_000 });
    if (result.status !== 'stored') throw new Error(result.status);
    expect(result.size).toBe(10_000);
    expect(result.head.length).toBe(HEAD_BYTES);
    const written = await readFile(result.path);
    expect(written.length).toBe(10_000);
    expect(written.every((byte, i) => byte === i % 251)).toBe(true);
    expect(result.head.equals(written.subarray(0, HEAD_BYTES))).toBe(true);
  });

  it('cuts a file off past its limit, leaves nothing on disk and reads the rest through', async () => {
    const { source, progress } = upload(20);
    const result = await spoolUpload(source, { dir, maxBytes: 10_000 });
    expect(result.status).toBe('too_large');
    expect(progress.finished).toBe(true);
    expect(await readdir(dir)).toEqual([]);
  });

  it('treats a file the multipart parser marked as cut off as too large', async () => {
    const { source } = upload(3);
    const result = await spoolUpload(Object.assign(source, { truncated: true }), { dir, maxBytes: 10_000 });
    expect(result.status).toBe('too_large');
    expect(await readdir(dir)).toEqual([]);
  });

  it('judges a file by its first bytes, as soon as they are in or at its end when it is shorter', async () => {
    const seen: number[] = [];
    const accept = (head: Buffer) => {
      seen.push(head.length);
      return head[1] === 1;
    };
    const long = upload(10);
    expect((await spoolUpload(long.source, { dir, maxBytes: 10_000, accept })).status).toBe('stored');
    const short = upload(1, 100);
    expect((await spoolUpload(short.source, { dir, maxBytes: 10_000, accept })).status).toBe('stored');
    expect(seen).toEqual([HEAD_BYTES, 100]);

    const refused = upload(10);
    const result = await spoolUpload(refused.source, { dir, maxBytes: 10_000, accept: () => false });
    expect(result.status).toBe('refused');
    expect(refused.progress.finished).toBe(true);
    expect(await readdir(dir)).toHaveLength(2);
  });

  it('removes the half-written file when the upload fails', async () => {
    const { source } = upload(10, 1000, { failAt: 6 });
    await expect(spoolUpload(source, { dir, maxBytes: 10_000 })).rejects.toThrow('client went away');
    expect(await readdir(dir)).toEqual([]);
  });
});
