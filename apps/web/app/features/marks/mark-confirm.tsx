import { formatDateTime, formatNumber } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { CalendarRange, Globe, LockKeyhole, Pencil, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../auth/form-alert';
import { showAed } from '../wallet/wallet-money';
import type { MarkPreview } from './mark-actions.server';
import { MarkFigures } from './mark-figures';

/** The period's fields as the form sent them, for the payment (and the card dialog) to send again. */
export function periodFields(preview: MarkPreview): Record<string, string> {
  const [date = '', clock = ''] = preview.start_time.replace('T', ' ').split(' ');
  return {
    start_date: date,
    start_clock: clock.slice(0, 5),
    timezone: preview.timezone,
    duration: String(preview.duration),
    unit: preview.unit,
  };
}

/** From when to when, in the owner's chosen time zone. */
export function PeriodLine({
  startsAt,
  endsAt,
  timezone,
  lang,
}: {
  startsAt: string;
  endsAt: string;
  timezone: string;
  lang: Language;
}) {
  const { t } = useTranslation();
  return (
    <span>
      {t('my_services.mark.period_value', {
        start: `\u2068${formatDateTime(startsAt, lang, timezone)}\u2069`,
        end: `\u2068${formatDateTime(endsAt, lang, timezone)}\u2069`,
      })}
    </span>
  );
}

/**
 * The confirm step: the period as the API read it (in the chosen zone), what it costs, the wallet's
 * balance, and one button that pays from the wallet under this step's attempt id (a second press or
 * a resent form pays once). "Change" goes back to the form as it was.
 */
export function MarkConfirm({
  preview,
  attempt,
  available,
  lang,
  errors,
  onEdit,
}: {
  preview: MarkPreview;
  attempt: string;
  available: string;
  lang: Language;
  errors?: string[];
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const paying = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'pay';
  return (
    <section
      aria-labelledby="mark-confirm-title"
      className="grid max-w-2xl gap-4 rounded-2xl border border-line bg-surface p-4 sm:p-6"
    >
      <h2 id="mark-confirm-title" className="text-lg font-bold">
        {t('my_services.mark.confirm_title')}
      </h2>
      <p className="text-sm text-muted">{t('my_services.mark.confirm_intro')}</p>
      <ul className="grid gap-2 text-sm">
        <li className="flex items-start gap-2">
          <CalendarRange aria-hidden="true" className="mt-0.5 size-4.5 shrink-0 text-brand-700" />
          <PeriodLine
            startsAt={preview.starts_at}
            endsAt={preview.ends_at}
            timezone={preview.timezone}
            lang={lang}
          />
        </li>
        <li className="flex items-start gap-2">
          <Globe aria-hidden="true" className="mt-0.5 size-4.5 shrink-0 text-brand-700" />
          <span>
            {t('my_services.mark.in_zone', { zone: preview.timezone })}
            {' · '}
            {t(`my_services.mark.length_${preview.unit}`, {
              count: preview.duration,
              formatted: formatNumber(preview.duration, lang),
            })}
          </span>
        </li>
      </ul>
      <MarkFigures quote={preview} lang={lang} />
      <p className="flex items-center gap-2 text-sm">
        <Wallet aria-hidden="true" className="size-4.5 text-brand-700" />
        {t('my_services.mark.available', { amount: `\u2068${showAed(available, lang)}\u2069` })}
      </p>
      <FormAlert messages={errors} />
      <Form method="post" className="flex flex-wrap gap-2">
        <input type="hidden" name="intent" value="pay" />
        <input type="hidden" name="attempt" value={attempt} />
        {Object.entries(periodFields(preview)).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit" size="lg" isPending={paying} className="w-full sm:w-auto">
          <LockKeyhole aria-hidden="true" className="size-4.5" />
          {t('my_services.mark.pay', { total: `\u2068${showAed(preview.total, lang)}\u2069` })}
        </Button>
        <Button
          variant="secondary"
          size="lg"
          onPress={onEdit}
          isDisabled={paying}
          className="w-full sm:w-auto"
        >
          <Pencil aria-hidden="true" className="size-4.5" />
          {t('my_services.mark.edit')}
        </Button>
      </Form>
    </section>
  );
}
