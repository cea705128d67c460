import { PROFILE_PHOTO_MAX_BYTES } from '@wasla/shared/business-constants';
import { errors } from '../../lib/http/app-error';
import { fieldError } from '../../lib/http/field-errors';
import type { UserActor } from '../../lib/policy/actor';
import { presentUser } from '../auth/user.presenter';
import type { UserRow, UsersRepository } from '../auth/users.repository';
import { type AvatarAction, canAvatar } from './avatar.policy';
import { AVATAR_MAX_INPUT_PIXELS, AvatarImageError, processAvatarImage } from './avatar-image';
import type { MediaStore } from './media-store';
import { removeAvatar } from './small-avatar';

const MEGABYTE = 1024 * 1024;

/** The signed-in caller, as the guard hands it: who is asking, and the row of that account. */
type Account = { actor: UserActor; user: UserRow };

/** Field errors of the `avatar` field; their texts are in the `avatar` section of common.json. */
export const avatarErrors = {
  required: () => fieldError('avatar', 'common:avatar.error_required'),
  tooLarge: () =>
    fieldError('avatar', 'common:avatar.error_too_large', { size: PROFILE_PHOTO_MAX_BYTES / MEGABYTE }),
  unsupported: () => fieldError('avatar', 'common:avatar.error_type'),
  tooManyPixels: () =>
    fieldError('avatar', 'common:avatar.error_dimensions', {
      megapixels: AVATAR_MAX_INPUT_PIXELS / 1_000_000,
    }),
};

/**
 * The signed-in account's profile photo. There is no account id in these calls: each acts on the
 * account of the session only. A replaced or removed photo's file is deleted once the row no longer
 * points at it, so a failure in between leaves an unused file, never a broken photo. Cached listings
 * show the photo, so `publicProfileChanged` drops them.
 */
export function createAvatarService(
  users: UsersRepository,
  store: MediaStore,
  publicProfileChanged: () => void = () => undefined,
) {
  async function point({ actor, user }: Account, action: AvatarAction, avatarPath: string | null) {
    if (!canAvatar(actor, action, { id: user.id, deletedAt: user.deletedAt })) throw errors.unauthenticated();
    // Read again: the photo may have changed while the upload was being decoded.
    const previous = (await users.findById(user.id))?.avatarPath ?? user.avatarPath;
    const updated = await users.update(user.id, { avatarPath });
    if (!updated) throw errors.unauthenticated();
    publicProfileChanged();
    // The row no longer points at the old file, so failing to delete it only leaves an unused file.
    if (previous && previous !== avatarPath) await removeAvatar(store, previous).catch(() => undefined);
    return presentUser(updated);
  }

  return {
    /** Where the route writes the uploaded photo while it arrives. */
    spoolDir: store.spoolDir,

    /** `upload`: the received file on disk, decoded from there; the caller removes it afterwards. */
    async replace(account: Account, upload: { path: string; size: number }) {
      if (upload.size > PROFILE_PHOTO_MAX_BYTES) throw avatarErrors.tooLarge();
      let image: Buffer;
      try {
        image = await processAvatarImage(upload.path);
      } catch (error) {
        if (!(error instanceof AvatarImageError)) throw error;
        throw error.problem === 'too_many_pixels' ? avatarErrors.tooManyPixels() : avatarErrors.unsupported();
      }
      const file = await store.save('avatars', image);
      try {
        return await point(account, 'replace', file);
      } catch (error) {
        await store.remove('avatars', file);
        throw error;
      }
    },

    remove: (account: Account) => point(account, 'remove', null),
  };
}

export type AvatarService = ReturnType<typeof createAvatarService>;
