import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** After the build: brotli and gzip siblings of text assets at the highest level, served as they are. */
const dir = join(import.meta.dirname, '..', 'build', 'client');
const TEXT = /\.(js|css|svg|json|txt|xml|html)$/;

for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !TEXT.test(entry.name)) continue;
  const path = join(entry.parentPath, entry.name);
  const content = await readFile(path);
  if (content.length < 1024) continue;
  await writeFile(
    `${path}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${path}.gz`, gzipSync(content, { level: 9 }));
}
