import type { Notification } from '@wasla/shared/contracts/notifications';
import type { Language } from '@wasla/shared/languages';
import { Link } from 'react-router';
import { messageParts } from './notification-model';

/**
 * A notification's sentence with its facts (a deal's title, a service's name, an amount) set apart.
 * `links`: each fact with a page of its own is a link there (`onFollow` runs as it is followed);
 * otherwise the facts are bold, for a sentence that sits inside a link already. Facts are isolated,
 * so a Latin title inside an Arabic sentence (or the reverse) keeps its order.
 */
export function NotificationMessage({
  notification,
  lang,
  links = false,
  onFollow,
}: {
  notification: Notification;
  lang: Language;
  links?: boolean;
  onFollow?: () => void;
}) {
  return (
    <>
      {messageParts(notification).map((part, index) => {
        if (part.kind === 'text') return part.text;
        const key = `${part.name}-${index}`;
        if (links && part.href) {
          return (
            <Link
              key={key}
              to={`/${lang}${part.href}`}
              onClick={onFollow}
              className="font-semibold text-brand-800 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-700"
            >
              <bdi>{part.text}</bdi>
            </Link>
          );
        }
        return (
          <strong key={key} className="font-semibold text-ink">
            <bdi>{part.text}</bdi>
          </strong>
        );
      })}
    </>
  );
}
