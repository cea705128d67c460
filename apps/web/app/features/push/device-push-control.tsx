import { Bell, BellOff, BellRing, LoaderCircle } from 'lucide-react';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/ui/button-classes';
import { useLangData } from '../shell/use-lang-data';
import { type DeviceState, deviceState, turnOff, turnOn } from './push-client';

/** What the control shows: the device's state, or the work under way. */
type View = 'checking' | DeviceState | 'turning_on' | 'turning_off';

/** A word after an attempt that did not end where the reader wanted. */
type Note = 'dismissed' | 'unavailable' | 'failed' | 'failed_off';

/** The device's state again whenever the browser's permission changes (allowed in its settings). */
function usePermissionChanges(onChange: () => void) {
  useEffect(() => {
    let status: PermissionStatus | undefined;
    let gone = false;
    navigator.permissions
      ?.query({ name: 'notifications' })
      .then((found) => {
        if (gone) return;
        status = found;
        status.addEventListener('change', onChange);
      })
      .catch(() => undefined);
    return () => {
      gone = true;
      status?.removeEventListener('change', onChange);
    };
  }, [onChange]);
}

const ICONS = { on: BellRing, denied: BellOff, unsupported: BellOff } as const;

/**
 * "Turn on notifications on this device" (web push), for a signed-in account: the browser is asked
 * for its permission only when the button is pressed, never when the page loads. Shows whether this
 * browser can have notifications, whether they are blocked (and how to allow them), on or off; turning
 * them off stops pushes to this device. The page renders it without scripts as a short text only.
 */
export function DevicePushControl() {
  const { t } = useTranslation();
  const { lang, user } = useLangData();
  const [view, setView] = useState<View>('checking');
  const [note, setNote] = useState<Note | null>(null);
  const titleId = useId();
  const recheck = useCallback(() => {
    void deviceState().then(setView);
  }, []);
  useEffect(recheck, [recheck]);
  usePermissionChanges(recheck);
  if (!user) return null;

  const busy = view === 'turning_on' || view === 'turning_off';
  const on = view === 'on' || view === 'turning_off';
  const press = async () => {
    if (busy) return;
    setNote(null);
    if (on) {
      setView('turning_off');
      try {
        await turnOff(lang);
      } catch {
        setNote('failed_off');
      }
    } else {
      setView('turning_on');
      const outcome = await turnOn(lang, user.id);
      if (outcome !== 'on' && outcome !== 'denied') setNote(outcome);
    }
    setView(await deviceState());
  };

  const Icon = view in ICONS ? ICONS[view as keyof typeof ICONS] : Bell;
  const status =
    view === 'checking' || view === 'off' || view === 'turning_on'
      ? t('notifications_page.device.off')
      : view === 'turning_off'
        ? t('notifications_page.device.on')
        : t(`notifications_page.device.${view}`);
  const showButton = view !== 'checking' && view !== 'denied' && view !== 'unsupported';
  return (
    <section
      aria-labelledby={titleId}
      data-state={view}
      className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-2xl border border-line bg-surface p-4 sm:p-5"
    >
      <span
        aria-hidden="true"
        className={`grid size-11 shrink-0 place-items-center rounded-full ${on ? 'bg-brand-700 text-white' : 'bg-brand-50 text-brand-700'}`}
      >
        <Icon className="size-5.5" />
      </span>
      <div className="min-w-0 flex-1 basis-56">
        <h2 id={titleId} className="font-semibold text-ink">
          {t('notifications_page.device.title')}
        </h2>
        <p role="status" className="mt-0.5 text-sm leading-relaxed text-muted">
          {status}
        </p>
        {view === 'denied' ? (
          <p className="mt-1 text-sm leading-relaxed text-ink">
            {t('notifications_page.device.denied_help')}
          </p>
        ) : null}
        {note ? (
          <p
            role="alert"
            className={`mt-1 text-sm font-semibold ${note.startsWith('failed') ? 'text-danger' : 'text-ink'}`}
          >
            {t(`notifications_page.device.${note}`)}
          </p>
        ) : null}
      </div>
      {showButton ? (
        <button
          type="button"
          onClick={press}
          aria-disabled={busy || undefined}
          className={buttonClasses(
            on ? 'secondary' : 'primary',
            'md',
            'max-sm:w-full aria-disabled:opacity-70',
          )}
        >
          {busy ? (
            <LoaderCircle aria-hidden="true" className="size-4.5 animate-spin motion-reduce:animate-none" />
          ) : null}
          {t(
            busy
              ? `notifications_page.device.${view}`
              : on
                ? 'notifications_page.device.turn_off'
                : 'notifications_page.device.turn_on',
          )}
        </button>
      ) : null}
    </section>
  );
}
