import { UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/ui/avatar';

/**
 * The other member's picture (or initial) with a green dot while they are online; a deleted
 * account shows a neutral figure. The dot has words for screen readers, not colour alone.
 */
export function ChatAvatar({
  name,
  photo,
  online,
  deleted,
  size = 44,
}: {
  name: string;
  photo: string | null;
  online: boolean;
  deleted: boolean;
  size?: number;
}) {
  const { t } = useTranslation();
  return (
    <span className="relative inline-flex shrink-0">
      {deleted ? (
        <span
          aria-hidden="true"
          style={{ width: size, height: size }}
          className="grid shrink-0 place-items-center rounded-full bg-canvas text-muted"
        >
          <UserX className="size-1/2" />
        </span>
      ) : (
        <Avatar name={name} url={photo} size={size} />
      )}
      {online ? (
        <span
          data-presence="online"
          className="absolute end-0 bottom-0 size-3.5 rounded-full border-2 border-surface bg-success"
        >
          <span className="sr-only">{t('chat.online')}</span>
        </span>
      ) : null}
    </span>
  );
}

/** The name the chat shows for the other member: theirs, or "deleted account" in the reader's language. */
export function useMemberName() {
  const { t } = useTranslation();
  return (member: { name: string; deleted: boolean }) =>
    member.deleted || !member.name ? t('chat.deleted_account') : member.name;
}
