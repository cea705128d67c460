import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { IN_MEMORY } from '../../db/client';
import { createMediaStore, MEDIA_FILE_NAME } from './media-store';

describe('media store', () => {
  it('writes under random names, deletes, and leaves no temporary folder behind', async () => {
    const store = await createMediaStore(IN_MEMORY);
    const a = await store.save('avatars', Buffer.from('first'));
    const b = await store.save('avatars', Buffer.from('second'));
    expect(a).toMatch(MEDIA_FILE_NAME);
    expect(b).not.toBe(a);
    const path = store.pathOf('avatars', a)!;
    expect(await readFile(path, 'utf8')).toBe('first');

    await store.remove('avatars', a);
    expect(existsSync(path)).toBe(false);
    await store.remove('avatars', a);
    await store.close();
    expect(existsSync(store.pathOf('avatars', b)!)).toBe(false);
  });

  it('knows no path for a name it would never give', async () => {
    const store = await createMediaStore(IN_MEMORY);
    for (const name of ['../secret.webp', 'a.webp', `${'a'.repeat(32)}.png`, `${'A'.repeat(32)}.webp`]) {
      expect(store.pathOf('avatars', name)).toBeUndefined();
    }
    await store.close();
  });
});
