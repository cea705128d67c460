import type { ServiceDetail } from '@wasla/shared/contracts/discovery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The pictures of a service: one large, the others as thumbnails that choose it. Videos and voices
 * follow; embeds and players load nothing until asked (`preload="none"`, lazy frames).
 */
export function ServiceGallery({ service }: { service: ServiceDetail }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const image = service.images[current];
  return (
    <div className="flex flex-col gap-3">
      <div
        className="aspect-[4/3] overflow-hidden rounded-2xl"
        style={{ backgroundColor: service.placeholder_bg }}
      >
        {image ? (
          <img
            src={image.url}
            alt={t('service_page.image_alt', { name: service.name, index: current + 1 })}
            width={image.width ?? 1200}
            height={image.height ?? 900}
            fetchPriority={current === 0 ? 'high' : 'auto'}
            decoding="async"
            className="size-full object-cover"
          />
        ) : null}
      </div>
      {service.images.length > 1 ? (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={t('service_page.gallery')}>
          {service.images.map((picture, index) => (
            <li key={picture.id} className="shrink-0">
              <button
                type="button"
                onClick={() => setCurrent(index)}
                aria-pressed={index === current}
                aria-label={t('service_page.show_image', { index: index + 1 })}
                className="block overflow-hidden rounded-xl outline-none ring-brand-600 focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500 aria-pressed:ring-3"
              >
                <img
                  src={picture.thumb_url ?? picture.url}
                  alt=""
                  width={96}
                  height={72}
                  loading="lazy"
                  decoding="async"
                  className="h-[72px] w-24 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {service.videos.map((video) =>
        video.embed_url ? (
          <iframe
            key={video.id}
            src={video.embed_url}
            title={t('service_page.video_title', { name: service.name })}
            loading="lazy"
            allow="fullscreen; picture-in-picture"
            className="aspect-video w-full rounded-2xl border-0"
          />
        ) : (
          // biome-ignore lint/a11y/useMediaCaption: the providers' own videos come without captions
          <video
            key={video.id}
            src={video.url}
            controls
            preload="none"
            className="aspect-video w-full rounded-2xl bg-ink"
          />
        ),
      )}
      {service.voices.length ? (
        <ul className="flex flex-col gap-2" aria-label={t('service_page.voices')}>
          {service.voices.map((voice) => (
            <li key={voice.id} className="flex flex-col gap-1">
              <span className="text-sm text-muted">{voice.name ?? t('service_page.voice')}</span>
              {/* biome-ignore lint/a11y/useMediaCaption: voice samples are the content itself */}
              <audio src={voice.url} controls preload="none" className="w-full" />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
