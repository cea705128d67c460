import {
  SERVICE_CERTIFICATE_TYPES,
  SERVICE_CERTIFICATES_MAX,
  SERVICE_IMAGE_TYPES,
  SERVICE_IMAGES_MAX,
  SERVICE_IMAGES_MIN,
  SERVICE_VIDEO_TYPES,
  SERVICE_VIDEOS_MAX,
  SERVICE_VOICE_TYPES,
  SERVICE_VOICES_MAX,
} from '@wasla/shared/business-constants';
import type { ServiceMedium } from '@wasla/shared/contracts/services';
import { FileText, Link2, Star, Trash2 } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-queue';
import { MediaUploader } from './media-uploader';
import { UpgradeModal } from './upgrade-modal';
import type { WizardReply } from './wizard-actions.server';
import { errorsUnder, useWizard } from './wizard-context';
import { toPayload } from './wizard-form';

const megabytes = (bytes: number | null) => (bytes ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : '');

/** Step 2: pictures (at least 3, one main), voices, videos and certificates. */
export function FilesStep() {
  const { t } = useTranslation();
  const { service, errors, lang, form, action } = useWizard();
  const navigate = useNavigate();
  const [limitOpen, setLimitOpen] = useState(false);
  const saver = useFetcher<WizardReply>();
  const of = (kind: ServiceMedium['kind']) => service.media.filter((m) => m.kind === kind);
  const images = of('image');
  const onLimit = () => setLimitOpen(true);

  // Upgrading after the media limit saves the fields first, so nothing written is lost on the way.
  useEffect(() => {
    if (saver.state === 'idle' && saver.data?.ok) navigate(`/${lang}/plans`);
  }, [saver.state, saver.data, navigate, lang]);

  return (
    <div className="grid grid-cols-1 gap-10">
      <Section
        title={t('wizard.media.images_title')}
        count={t('wizard.media.count', { used: images.length, max: SERVICE_IMAGES_MAX })}
        hint={t('wizard.media.images_hint', { count: SERVICE_IMAGES_MIN })}
        errors={[...errorsUnder(errors, 'images'), ...errorsUnder(errors, 'main_image')]}
      >
        {images.length ? (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {images.map((image) => (
              <ImageCard key={image.id} image={image} />
            ))}
          </ul>
        ) : null}
        <MediaUploader
          kind="image"
          accept={SERVICE_IMAGE_TYPES.join(',')}
          remaining={SERVICE_IMAGES_MAX - images.length}
          onLimitReached={onLimit}
        />
      </Section>

      <Section
        title={t('wizard.media.voices_title')}
        count={t('wizard.media.count', { used: of('voice').length, max: SERVICE_VOICES_MAX })}
      >
        <FileList
          items={of('voice')}
          render={(m) =>
            m.url ? (
              // biome-ignore lint/a11y/useMediaCaption: an author's own voice clip comes without a caption file.
              <audio controls preload="none" src={m.url} className="h-10 w-full max-w-xs" />
            ) : null
          }
        />
        <MediaUploader
          kind="voice"
          accept={SERVICE_VOICE_TYPES.join(',')}
          remaining={SERVICE_VOICES_MAX - of('voice').length}
          onLimitReached={onLimit}
        />
      </Section>

      <Section
        title={t('wizard.media.videos_title')}
        count={t('wizard.media.count', { used: of('video').length, max: SERVICE_VIDEOS_MAX })}
      >
        <FileList
          items={of('video')}
          render={(m) =>
            m.url ? (
              // biome-ignore lint/a11y/useMediaCaption: an author's own video comes without a caption file.
              <video
                controls
                preload="metadata"
                src={m.url}
                className="aspect-video w-full max-w-xs rounded-lg bg-ink"
              />
            ) : (
              <a
                href={m.link ?? '#'}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-brand-700 underline"
                dir="ltr"
              >
                <Link2 aria-hidden="true" className="size-4" />
                {m.link}
              </a>
            )
          }
        />
        <MediaUploader
          kind="video"
          accept={SERVICE_VIDEO_TYPES.join(',')}
          remaining={SERVICE_VIDEOS_MAX - of('video').length}
          onLimitReached={onLimit}
        />
        <VideoLinkForm disabled={of('video').length >= SERVICE_VIDEOS_MAX} onLimitReached={onLimit} />
      </Section>

      <Section
        title={t('wizard.media.certificates_title')}
        count={t('wizard.media.count', { used: of('certificate').length, max: SERVICE_CERTIFICATES_MAX })}
      >
        <FileList
          items={of('certificate')}
          render={(m) => (
            <a
              href={m.url ?? '#'}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-brand-700 underline"
            >
              <FileText aria-hidden="true" className="size-4" />
              {t('wizard.media.open_pdf')}
            </a>
          )}
        />
        <MediaUploader
          kind="certificate"
          accept={SERVICE_CERTIFICATE_TYPES.join(',')}
          remaining={SERVICE_CERTIFICATES_MAX - of('certificate').length}
          onLimitReached={onLimit}
        />
      </Section>

      <UpgradeModal
        isOpen={limitOpen}
        reason="media"
        busy={saver.state !== 'idle'}
        onLater={() => setLimitOpen(false)}
        onUpgrade={() => {
          const { payload, newTags } = toPayload(form);
          saver.submit(
            { intent: 'save', payload: JSON.stringify(payload), new_tags: JSON.stringify(newTags) },
            { method: 'post', action },
          );
        }}
      />
    </div>
  );
}

function Section({
  title,
  count,
  hint,
  errors,
  children,
}: {
  title: string;
  count: string;
  hint?: string;
  errors?: string[];
  children: ReactNode;
}) {
  return (
    <section className="grid min-w-0 gap-3" data-invalid={errors?.length ? true : undefined}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-base font-bold">{title}</h3>
        <span className="text-sm text-muted">{count}</span>
      </div>
      {hint ? <p className="-mt-2 text-sm text-muted">{hint}</p> : null}
      {errors?.length ? <p className="text-sm text-danger">{errors.join(' ')}</p> : null}
      {children}
    </section>
  );
}

function useMediaAction() {
  const { action } = useWizard();
  const { t } = useTranslation();
  const fetcher = useFetcher<WizardReply>();
  useEffect(() => {
    const reply = fetcher.data;
    if (fetcher.state === 'idle' && reply && !reply.ok)
      toast.error(Object.values(reply.errors).flat().join(' ') || t('wizard.upload_failed'));
  }, [fetcher.state, fetcher.data, t]);
  return {
    busy: fetcher.state !== 'idle',
    run: (intent: string, mediaId: number) =>
      fetcher.submit({ intent, media_id: String(mediaId) }, { method: 'post', action }),
  };
}

function ImageCard({ image }: { image: ServiceMedium }) {
  const { t } = useTranslation();
  const { busy, run } = useMediaAction();
  return (
    <li
      className={`overflow-hidden rounded-xl border-2 bg-canvas ${image.is_main ? 'border-accent-400' : 'border-line'}`}
    >
      <div className="relative aspect-[4/3]">
        <img
          src={image.thumb_url ?? image.url ?? ''}
          alt=""
          width={480}
          height={360}
          loading="lazy"
          className="size-full object-cover"
        />
        {image.is_main ? (
          <span className="absolute start-2 top-2 inline-flex items-center gap-1 rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold text-accent-900">
            <Star aria-hidden="true" className="size-3.5 fill-current" />
            {t('wizard.media.main')}
          </span>
        ) : null}
      </div>
      <div className="flex gap-1 p-1.5">
        {!image.is_main ? (
          <Button
            variant="ghost"
            size="sm"
            className="flex-1"
            isDisabled={busy}
            onPress={() => run('select-main', image.id)}
          >
            <Star aria-hidden="true" className="size-4" />
            {t('wizard.media.make_main')}
          </Button>
        ) : (
          <span className="flex-1" />
        )}
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('wizard.media.remove')}
          isDisabled={busy}
          onPress={() => run('remove-media', image.id)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </li>
  );
}

function FileList({
  items,
  render,
}: {
  items: ServiceMedium[];
  render: (medium: ServiceMedium) => ReactNode;
}) {
  const { t } = useTranslation();
  const { busy, run } = useMediaAction();
  if (!items.length) return null;
  return (
    <ul className="grid gap-2">
      {items.map((medium) => (
        <li
          key={medium.id}
          className="flex flex-wrap items-center gap-3 rounded-xl border border-line px-3 py-2"
        >
          <div className="min-w-0 flex-1">
            {render(medium)}
            {medium.name ? (
              <p className="mt-1 truncate text-xs text-muted" dir="auto">
                {medium.name} {megabytes(medium.size)}
              </p>
            ) : null}
          </div>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('wizard.media.remove')}
            isDisabled={busy}
            onPress={() => run('remove-media', medium.id)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </li>
      ))}
    </ul>
  );
}

function VideoLinkForm({ disabled, onLimitReached }: { disabled: boolean; onLimitReached: () => void }) {
  const { t } = useTranslation();
  const { action } = useWizard();
  const fetcher = useFetcher<WizardReply>();
  const [link, setLink] = useState('');
  const reply = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    if (fetcher.data.ok) setLink('');
    else if (fetcher.data.code === 'media_limit_reached') onLimitReached();
  }, [fetcher.state, fetcher.data, onLimitReached]);
  return (
    <div className="flex flex-wrap items-start gap-2">
      <TextField
        label={t('wizard.media.video_link')}
        description={t('wizard.media.video_link_hint')}
        value={link}
        onChange={setLink}
        inputDir="ltr"
        isDisabled={disabled}
        errors={reply && !reply.ok ? Object.values(reply.errors).flat() : undefined}
        className="min-w-0 flex-1"
      />
      <Button
        variant="secondary"
        className="mt-7"
        isDisabled={disabled || !link.trim() || fetcher.state !== 'idle'}
        onPress={() => fetcher.submit({ intent: 'video-link', link }, { method: 'post', action })}
      >
        {t('wizard.media.add_link')}
      </Button>
    </div>
  );
}
