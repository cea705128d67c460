import { PROFILE_PHOTO_MAX_BYTES, PROFILE_PHOTO_TYPES } from '@wasla/shared/business-constants';
import type { User } from '@wasla/shared/contracts/auth';
import { intlLocale } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { Camera, LoaderCircle, Trash2, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import {
  Button as AriaButton,
  Dialog,
  DialogTrigger,
  FileTrigger,
  Heading,
  Label,
  Modal,
  ModalOverlay,
  ProgressBar,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { Button } from '../../components/ui/button';
import { buttonClasses } from '../../components/ui/button-classes';
import { toast } from '../../components/ui/toast-queue';
import { postWithProgress, readAvatarReply } from './avatar-upload';

const MEGABYTE = 1024 * 1024;
const FOCUS =
  'outline-none focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-accent-500';
const DANGER_OUTLINE = `inline-flex h-9 items-center justify-center gap-1.5 rounded-xl border border-danger/40 px-3 text-sm font-semibold whitespace-nowrap text-danger hover:bg-danger/5 ${FOCUS}`;
const DANGER_SOLID = `inline-flex h-11 items-center justify-center gap-2 rounded-xl bg-danger px-5 font-semibold whitespace-nowrap text-white hover:bg-danger/90 ${FOCUS}`;

export type AvatarFieldProps = {
  lang: Language;
  /** The account's name: its first letter stands in while there is no photo. */
  name: string;
  /** The current photo (`user.media.medium`), or null. */
  avatar: string | null;
  /** After an upload or a removal, with the updated account. The page's data is reloaded anyway. */
  onChange?: (user: User) => void;
};

/**
 * The profile photo: the photo or the initial, a button that opens the file picker, a preview with
 * upload progress (and a way to stop it), and removal after a confirmation. It posts on its own (it
 * is not part of the profile form), so place it outside any `<form>`.
 */
export function AvatarField({ lang, name, avatar, onChange }: AvatarFieldProps) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const ids = useId();
  const [current, setCurrent] = useState(avatar);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sending = useRef<{ abort(): void } | null>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const url = `/${lang}/my-profile/avatar`;
  const sizeMb = PROFILE_PHOTO_MAX_BYTES / MEGABYTE;
  const fallbacks = {
    tooLarge: t('avatar.error_too_large', { size: sizeMb }),
    generic: t('avatar.error_generic'),
  };
  const uploading = progress !== null;
  const busy = uploading || removing;

  useEffect(() => setCurrent(avatar), [avatar]);
  // Leaving the page stops an upload and frees the preview.
  useEffect(() => () => sending.current?.abort(), []);
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  function saved(user: User, message: string, fallback: string) {
    setCurrent(user.media.medium);
    toast.success(message || fallback);
    onChange?.(user);
    void revalidator.revalidate();
  }

  async function upload(files: FileList | null) {
    const file = files?.[0];
    if (!file || busy) return;
    setError(null);
    if (file.size > PROFILE_PHOTO_MAX_BYTES) {
      setError(fallbacks.tooLarge);
      return;
    }
    const form = new FormData();
    form.append('avatar', file, file.name);
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    const request = postWithProgress(url, form, setProgress);
    sending.current = request;
    const sent = await request.done;
    sending.current = null;
    setProgress(null);
    if (sent === 'aborted') return setPreview(null);
    const outcome =
      sent === 'network'
        ? ({ ok: false, error: t('avatar.error_network') } as const)
        : readAvatarReply(sent.status, sent.text, fallbacks);
    if (!outcome.ok) {
      setPreview(null);
      setError(outcome.error);
      return;
    }
    // Keep showing the local preview until the stored photo is ready, so the picture does not blink.
    const next = outcome.user.media.medium;
    if (next) {
      const image = new Image();
      image.src = next;
      await image.decode().catch(() => undefined);
    }
    setPreview(null);
    saved(outcome.user, outcome.message, t('avatar.saved'));
  }

  async function remove() {
    setError(null);
    setRemoving(true);
    const form = new FormData();
    form.append('intent', 'remove');
    const outcome = await fetch(url, { method: 'POST', body: form, headers: { accept: 'application/json' } })
      .then(async (res) => readAvatarReply(res.status, await res.text(), fallbacks))
      .catch(() => ({ ok: false, error: t('avatar.error_network') }) as const);
    setRemoving(false);
    if (!outcome.ok) return setError(outcome.error);
    saved(outcome.user, outcome.message, t('avatar.removed'));
    // The remove button is gone; the picker button takes the focus.
    requestAnimationFrame(() => chooseRef.current?.focus());
  }

  const shown = preview ?? current;
  const percent = new Intl.NumberFormat(intlLocale(lang), { style: 'percent' }).format(progress ?? 0);
  const describedBy = error ? `${ids}-hint ${ids}-error` : `${ids}-hint`;

  return (
    <section aria-labelledby={`${ids}-title`} className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div className="relative size-24 shrink-0">
        {shown ? (
          <img
            src={shown}
            alt={preview ? t('avatar.preview_alt') : t('avatar.current_alt')}
            width={96}
            height={96}
            className="size-24 rounded-full bg-brand-100 object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="grid size-24 place-items-center rounded-full bg-brand-700 text-3xl font-bold text-white"
          >
            {name.trim().charAt(0).toUpperCase()}
          </span>
        )}
        {busy ? (
          <span
            aria-hidden="true"
            className="absolute inset-0 grid place-items-center rounded-full bg-ink/40"
          >
            <LoaderCircle className="size-7 animate-spin text-white motion-reduce:animate-none" />
          </span>
        ) : null}
      </div>

      <div className="grid min-w-0 flex-1 gap-2">
        <h2 id={`${ids}-title`} className="font-semibold">
          {t('avatar.label')}
        </h2>
        <p id={`${ids}-hint`} className="text-sm text-muted">
          {t('avatar.hint', { size: sizeMb })}
        </p>

        {uploading ? (
          <ProgressBar
            value={Math.round((progress ?? 0) * 100)}
            valueLabel={percent}
            className="grid gap-1.5"
          >
            {({ percentage }) => (
              <>
                <Label className="text-sm font-medium">{t('avatar.uploading', { percent })}</Label>
                <div className="h-2 overflow-hidden rounded-full bg-brand-100">
                  <div
                    className="h-full rounded-full bg-brand-600 transition-[width] motion-reduce:transition-none"
                    style={{ width: `${percentage ?? 0}%` }}
                  />
                </div>
              </>
            )}
          </ProgressBar>
        ) : null}

        <div className="flex flex-wrap items-center gap-2">
          <FileTrigger acceptedFileTypes={[...PROFILE_PHOTO_TYPES]} onSelect={(files) => void upload(files)}>
            <AriaButton
              ref={chooseRef}
              isPending={uploading}
              isDisabled={removing}
              aria-describedby={describedBy}
              className={buttonClasses('secondary', 'sm')}
            >
              <Camera aria-hidden="true" className="size-4" />
              {current ? t('avatar.change') : t('avatar.choose')}
            </AriaButton>
          </FileTrigger>

          {uploading ? (
            <Button variant="ghost" size="sm" onPress={() => sending.current?.abort()}>
              <X aria-hidden="true" className="size-4" />
              {t('avatar.cancel_upload')}
            </Button>
          ) : null}

          {current && !uploading ? (
            <DialogTrigger>
              <AriaButton isPending={removing} className={DANGER_OUTLINE}>
                <Trash2 aria-hidden="true" className="size-4" />
                {removing ? t('avatar.removing') : t('avatar.remove')}
              </AriaButton>
              <ModalOverlay
                isDismissable
                className="fixed inset-0 z-50 grid place-items-center bg-ink/40 p-4"
              >
                <Modal className="w-full max-w-sm rounded-2xl bg-surface p-6 shadow-2xl outline-none">
                  <Dialog role="alertdialog" className="outline-none">
                    {({ close }) => (
                      <>
                        <Heading slot="title" className="text-lg font-bold">
                          {t('avatar.remove_title')}
                        </Heading>
                        <p className="mt-2 text-muted">{t('avatar.remove_body')}</p>
                        <div className="mt-5 flex flex-wrap justify-end gap-2">
                          <Button slot="close" variant="secondary" autoFocus>
                            {t('avatar.cancel')}
                          </Button>
                          <AriaButton
                            className={DANGER_SOLID}
                            onPress={() => {
                              close();
                              void remove();
                            }}
                          >
                            <Trash2 aria-hidden="true" className="size-4" />
                            {t('avatar.remove_confirm')}
                          </AriaButton>
                        </div>
                      </>
                    )}
                  </Dialog>
                </Modal>
              </ModalOverlay>
            </DialogTrigger>
          ) : null}
        </div>

        {error ? (
          <p id={`${ids}-error`} role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
      </div>
    </section>
  );
}
