import type { Notification } from '@wasla/shared/contracts/notifications';
import { UserRound } from 'lucide-react';
import { Avatar } from '../../components/ui/avatar';
import { LogoMark } from '../shell/logo';
import { senderKind } from './notification-model';

/**
 * Who a notification is from, as a picture: the Wasla mark for the team (timers, support, finance),
 * a plain figure for a deleted account, else the sender's photo or initial. Decorative: the sender's
 * name is written beside it.
 */
export function SenderAvatar({ notification, size = 40 }: { notification: Notification; size?: number }) {
  const kind = senderKind(notification);
  const style = { width: size, height: size };
  if (kind === 'team') {
    return (
      <span style={style} className="grid shrink-0 place-items-center">
        <LogoMark className="size-full" />
      </span>
    );
  }
  if (kind === 'deleted') {
    return (
      <span
        aria-hidden="true"
        style={style}
        className="grid shrink-0 place-items-center rounded-full bg-canvas text-muted ring-1 ring-line"
      >
        <UserRound className="size-1/2" />
      </span>
    );
  }
  return <Avatar name={notification.sender_name} url={notification.sender_image} size={size} />;
}
