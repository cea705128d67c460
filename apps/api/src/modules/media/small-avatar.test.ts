import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaStore, type MediaStore } from './media-store';
import { removeAvatar, smallAvatar } from './small-avatar';

let dir: string;
let store: MediaStore;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'wasla-small-avatar-'));
  store = await createMediaStore(dir);
});
afterAll(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

const photo = () =>
  sharp({ create: { width: 512, height: 512, channels: 3, background: '#457b9d' } })
    .webp()
    .toBuffer();

describe('the small copy of a profile photo', () => {
  it('is made once from the photo and found again', async () => {
    const file = await store.save('avatars', await photo());
    expect(await store.read('avatars-small', file)).toBeUndefined();
    expect(await smallAvatar(store, file)).toBeDefined();
    const small = await store.read('avatars-small', file);
    expect(await sharp(small).metadata()).toMatchObject({ width: 96, height: 96 });
    expect((await smallAvatar(store, file))?.size).toBe(small!.length);
  });

  it('does not exist for a photo that does not, or a name the store never gives', async () => {
    expect(await smallAvatar(store, '0123456789abcdef0123456789abcdef.webp')).toBeUndefined();
    expect(await smallAvatar(store, '../avatars/x.webp')).toBeUndefined();
  });

  it('goes with its photo, also when the photo goes while the copy is being made', async () => {
    const file = await store.save('avatars', await photo());
    await smallAvatar(store, file);
    await removeAvatar(store, file);
    expect(await smallAvatar(store, file)).toBeUndefined();

    // Removal lands between the copy's check of the photo and its write: no copy is left behind.
    const raced = await store.save('avatars', await photo());
    const making = smallAvatar(store, raced);
    await removeAvatar(store, raced);
    expect(await making).toBeUndefined();
    expect(await smallAvatar(store, raced)).toBeUndefined();
    expect(await store.read('avatars-small', raced)).toBeUndefined();
  });
});
