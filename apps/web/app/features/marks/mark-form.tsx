import type { MarkQuote } from '@wasla/shared/contracts/marks';
import type { Language } from '@wasla/shared/languages';
import { MARK_MAX_COUNT } from '@wasla/shared/mark-rules/mark-period';
import { CircleAlert, LoaderCircle, ReceiptText, RotateCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { Button } from '../../components/ui/button';
import { NativeSelectField } from '../../components/ui/native-select-field';
import { SegmentedField } from '../../components/ui/segmented-field';
import { TextField } from '../../components/ui/text-field';
import { FormAlert } from '../auth/form-alert';
import { MarkFigures } from './mark-figures';
import { useMarkCheck } from './use-mark-check';

export type ZoneOption = { timezone: string; name: string; offset: string };
export type MarkFormValues = { start_date: string; start_clock: string; duration: string; unit: string };

const CHECK_DELAY_MS = 350;
const isolate = (text: string) => `\u2068${text}\u2069`;

/**
 * A time zone as a reader finds it: its offset from UTC and the city of its id first (a phone's
 * narrow select cuts the end), then its name.
 */
const zoneLabel = (zone: ZoneOption) =>
  `${isolate(zone.offset)} ${zone.timezone.split('/').pop()?.replaceAll('_', ' ')} – ${zone.name}`;

/** The browser's own time zone when the list has it, so a first visit starts in the owner's clock. */
function useBrowserZone(zones: ZoneOption[], setZone: (zone: string) => void) {
  useEffect(() => {
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (own && zones.some((z) => z.timezone === own)) setZone(own);
  }, [zones, setZone]);
}

/**
 * The promotion's period (SPEC.md section 3): a start date and time in a chosen time zone, and a
 * number of days or weeks. Every change is checked and priced by the API a moment later (the price
 * beside the form, problems beside their fields); "Review" asks for the confirm step.
 */
export function MarkForm({
  lang,
  checkPath,
  zones,
  defaults,
  initialQuote,
  refused,
}: {
  lang: Language;
  /** Where the form's period is priced and checked as it is typed (GET, JSON). */
  checkPath: string;
  zones: ZoneOption[];
  defaults: MarkFormValues & { timezone: string; today: string };
  initialQuote: MarkQuote | null;
  refused?: Record<string, string[]>;
}) {
  const { t } = useTranslation();
  const checker = useMarkCheck();
  const navigation = useNavigation();
  const reviewing = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'preview';
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [zone, setZone] = useState(defaults.timezone);
  useBrowserZone(zones, setZone);

  const check = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (!form.current) return;
      const query = new URLSearchParams();
      for (const [name, value] of new FormData(form.current)) {
        if (name !== 'intent' && typeof value === 'string') query.set(name, value);
      }
      void checker.load(`${checkPath}?${query}`);
    }, CHECK_DELAY_MS);
  };
  // The zone changes after the first paint (the browser's own): check what the form says then.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-check when the zone changes only
  useEffect(check, [zone]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const checked = checker.data?.outcome === 'check' ? checker.data : undefined;
  const errors = checked ? checked.errors : (refused ?? {});
  const quote = checked ? checked.quote : initialQuote;
  const failed = checked?.failed === true;
  const checking = checker.checking;
  const unit = (checked?.quote?.unit ?? defaults.unit) as keyof typeof MARK_MAX_COUNT;
  const zoneOptions = zones.map((z) => ({ id: z.timezone, name: zoneLabel(z) }));

  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <Form
        ref={form}
        method="post"
        onChange={check}
        className="grid gap-4 rounded-2xl border border-line bg-surface p-4 sm:p-6"
        aria-describedby="mark-form-help"
      >
        <input type="hidden" name="intent" value="preview" />
        <p id="mark-form-help" className="text-sm text-muted">
          {t('my_services.mark.form_help')}
        </p>
        <FormAlert messages={errors.form} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="start_date"
            type="date"
            label={t('my_services.mark.start_date')}
            defaultValue={defaults.start_date}
            min={defaults.today}
            inputDir="ltr"
            isRequired
            errors={errors.start_time}
          />
          <TextField
            name="start_clock"
            type="time"
            label={t('my_services.mark.start_clock')}
            defaultValue={defaults.start_clock}
            inputDir="ltr"
            isRequired
          />
        </div>
        <div className="grid gap-1.5">
          <NativeSelectField
            label={t('my_services.mark.timezone')}
            name="timezone"
            options={zoneOptions}
            value={zone}
            onChange={setZone}
          />
          {errors.timezone ? <p className="text-sm text-danger">{errors.timezone.join(' ')}</p> : null}
        </div>
        <div className="grid gap-4 sm:grid-cols-[10rem_minmax(0,1fr)] sm:items-start">
          <TextField
            name="duration"
            inputMode="numeric"
            label={t('my_services.mark.duration')}
            defaultValue={defaults.duration}
            description={t('my_services.mark.duration_help', { max: MARK_MAX_COUNT[unit] })}
            inputDir="ltr"
            isRequired
            errors={errors.duration}
          />
          <SegmentedField
            name="unit"
            label={t('my_services.mark.unit')}
            defaultValue={defaults.unit}
            options={[
              { id: 'days', name: t('my_services.mark.units.days') },
              { id: 'week', name: t('my_services.mark.units.week') },
            ]}
            errors={errors.unit}
          />
        </div>
        <div>
          <Button type="submit" size="lg" isPending={reviewing} className="w-full sm:w-auto">
            <ReceiptText aria-hidden="true" className="size-4.5" />
            {t('my_services.mark.review')}
          </Button>
        </div>
      </Form>
      <aside
        aria-labelledby="mark-price-title"
        aria-busy={checking}
        className="grid gap-3 rounded-2xl border border-line bg-surface p-4 sm:p-6 lg:sticky lg:top-24"
      >
        <div className="flex items-center justify-between gap-2">
          <h2 id="mark-price-title" className="font-bold">
            {t('my_services.mark.price_title')}
          </h2>
          {checking ? (
            <span className="inline-flex items-center gap-1.5 text-xs text-muted" role="status">
              <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin motion-reduce:animate-none" />
              {t('my_services.mark.checking')}
            </span>
          ) : null}
        </div>
        {failed ? (
          <div className="grid justify-items-start gap-2 text-sm">
            <p className="flex items-center gap-1.5 text-danger" role="alert">
              <CircleAlert aria-hidden="true" className="size-4" />
              {t('my_services.mark.check_failed')}
            </p>
            <Button variant="secondary" size="sm" onPress={check}>
              <RotateCw aria-hidden="true" className="size-4" />
              {t('my_services.mark.retry')}
            </Button>
          </div>
        ) : quote ? (
          <div className={checking ? 'opacity-60 transition-opacity' : ''}>
            <MarkFigures quote={quote} lang={lang} />
          </div>
        ) : (
          <p className="text-sm text-muted">{t('my_services.mark.price_empty')}</p>
        )}
      </aside>
    </div>
  );
}
