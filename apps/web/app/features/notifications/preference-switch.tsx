import { useTranslation } from 'react-i18next';

/**
 * One channel of one topic: a native checkbox drawn as a switch, so the form works before any script,
 * Space toggles it from the keyboard and assistive technology reads it as checked or not (a switch
 * role would need an `aria-checked` kept in step by script, which a form without script lacks). The track and knob follow the box through CSS
 * alone, the knob's side and the words "On"/"Off" say the state (never the colour alone), and the
 * knob starts on the inline start side, mirrored right to left. Off is an outlined track with a grey
 * knob, on a filled one with a white knob: both stand out from the page (WCAG 1.4.11).
 */
export function PreferenceSwitch(props: {
  name: string;
  label: string;
  defaultChecked: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <label className="relative inline-flex cursor-pointer items-center gap-2">
      <input
        type="checkbox"
        name={props.name}
        defaultChecked={props.defaultChecked}
        disabled={props.disabled}
        aria-label={props.label}
        className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
      />
      <span
        aria-hidden="true"
        className="relative h-6 w-11 shrink-0 rounded-full border-2 border-muted bg-surface transition-colors after:absolute after:start-0.5 after:top-0.5 after:size-4 after:rounded-full after:bg-muted after:transition-transform peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:after:translate-x-5 peer-checked:after:bg-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-500 peer-focus-visible:outline-solid peer-disabled:opacity-60 motion-reduce:transition-none motion-reduce:after:transition-none rtl:peer-checked:after:-translate-x-5"
      />
      <span aria-hidden="true" className="min-w-12 text-sm text-muted peer-checked:hidden">
        {t('notifications_page.settings.off')}
      </span>
      <span
        aria-hidden="true"
        className="hidden min-w-12 text-sm font-semibold text-brand-800 peer-checked:inline"
      >
        {t('notifications_page.settings.on')}
      </span>
    </label>
  );
}
