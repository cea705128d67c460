import type { SearchResult, SearchType } from '@wasla/shared/contracts/discovery';
import { ImageIcon } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '../../components/ui/avatar';

const SIZE = 48;

/**
 * The picture of a result: a service's thumbnail over its placeholder colour (shown while it loads or
 * when it fails), or a provider's avatar (the first letter of the name when there is no photo).
 */
export function ResultMedia({ type, result }: { type: SearchType; result: SearchResult }) {
  const [failed, setFailed] = useState(false);
  if (type === 'service') {
    const src = result.media.thumbnail;
    return (
      <span
        aria-hidden="true"
        className="grid size-12 shrink-0 place-items-center overflow-hidden rounded-lg bg-canvas text-muted"
        style={{ backgroundColor: result.media.place_holder?.medium_bg }}
      >
        {src && !failed ? (
          <img
            src={src}
            alt=""
            width={SIZE}
            height={SIZE}
            loading="lazy"
            decoding="async"
            onError={() => setFailed(true)}
            className="size-full object-cover"
          />
        ) : (
          <ImageIcon className="size-5 opacity-60" />
        )}
      </span>
    );
  }
  return <Avatar name={result.name} url={result.media.medium ?? null} size={SIZE} />;
}
