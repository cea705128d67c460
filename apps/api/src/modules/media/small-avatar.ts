import sharp from 'sharp';
import type { MediaStore, StoredObject } from './media-store';

/**
 * Side of the small copy of a profile photo, in pixels: a 48-pixel avatar on a 2× screen. Lists show
 * photos at 24 to 48 pixels; the 512-pixel photo is about five times the bytes.
 */
export const SMALL_AVATAR_SIDE_PX = 96;

/**
 * The small copy of a stored profile photo, made from it the first time it is asked for and kept
 * under the photo's name in `avatars-small`. Undefined when there is no such photo. A photo removed
 * while its copy was being made takes the copy with it: the photo is looked for again once the copy
 * is written, and `removeAvatar` deletes the copy after the photo.
 */
export async function smallAvatar(store: MediaStore, file: string): Promise<StoredObject | undefined> {
  const kept = await store.open('avatars-small', file);
  if (kept) return kept;
  // Read whole first: a photo removed at this moment is a missing photo, not a failed request.
  const photo = await store.read('avatars', file);
  if (!photo) return undefined;
  const bytes = await sharp(photo)
    .resize(SMALL_AVATAR_SIDE_PX, SMALL_AVATAR_SIDE_PX, { fit: 'cover' })
    .webp({ quality: 80 })
    .toBuffer();
  await store.keepDerived('avatars-small', file, bytes);
  if (await store.open('avatars', file)) return store.open('avatars-small', file);
  await store.remove('avatars-small', file);
  return undefined;
}

/** Deletes a profile photo and then its small copy, so no copy outlives the photo. */
export async function removeAvatar(store: MediaStore, file: string) {
  await store.remove('avatars', file);
  await store.remove('avatars-small', file);
}
