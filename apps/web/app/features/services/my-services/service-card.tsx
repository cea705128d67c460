import type { MyService } from '@wasla/shared/contracts/services';
import { formatDate, formatMoney, formatNumber } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import type { ServiceStatus } from '@wasla/shared/service-rules/service-states';
import type { TFunction } from 'i18next';
import {
  CalendarCheck,
  CalendarClock,
  CalendarRange,
  CalendarX,
  CircleCheck,
  CirclePause,
  Eye,
  EyeOff,
  ImageOff,
  type LucideIcon,
  Megaphone,
  Pencil,
  ShieldAlert,
  Star,
  Trash2,
  TreePalm,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { LinkButton } from '../../../components/ui/link-button';
import { cardActions, lastDayOf } from './my-services-model';
import { ButtonIcon, ConfirmDialog, HolidayDialog, ReopenDialog } from './service-dialogs';
import { useCardAction } from './use-card-action';

const BADGES: Record<Exclude<ServiceStatus, 'draft'>, { icon: LucideIcon; tone: string }> = {
  open: { icon: CircleCheck, tone: 'bg-success/10 text-success' },
  holiday: { icon: TreePalm, tone: 'bg-accent-100 text-warning' },
  closed: { icon: CirclePause, tone: 'bg-canvas text-muted border border-line' },
  expired: { icon: CalendarX, tone: 'bg-danger/10 text-danger' },
  hidden: { icon: ShieldAlert, tone: 'bg-danger/10 text-danger' },
};

/** The status in words with an icon, never by colour alone. */
export function StatusBadge({ status }: { status: ServiceStatus }) {
  const { t } = useTranslation();
  if (status === 'draft') return null;
  const { icon: Icon, tone } = BADGES[status];
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {t(`my_services.status.${status}`)}
    </span>
  );
}

/** The 4:3 thumbnail of the main picture, or a neutral stand-in. */
export function ServiceThumb({ url }: { url: string | null }) {
  return url ? (
    <img
      src={url}
      alt=""
      width={112}
      height={84}
      loading="lazy"
      decoding="async"
      className="h-[4.2rem] w-[5.6rem] shrink-0 rounded-xl bg-brand-50 object-cover sm:h-[5.25rem] sm:w-28"
    />
  ) : (
    <span className="grid h-[4.2rem] w-[5.6rem] shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-300 sm:h-[5.25rem] sm:w-28">
      <ImageOff aria-hidden="true" className="size-7" />
    </span>
  );
}

function Fact({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="inline-flex items-center gap-1.5">
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span>{children}</span>
    </li>
  );
}

/** What the owner should know about the service's timing: its holiday, its open period, its end. */
function timingOf(service: MyService, lang: Language, t: TFunction) {
  const day = (value: string) => formatDate(value, lang);
  const notes: { icon: LucideIcon; text: string }[] = [];
  if (service.holiday) {
    const range = { start: day(service.holiday.start), end: day(service.holiday.end) };
    notes.push(
      service.status === 'holiday'
        ? { icon: TreePalm, text: t('my_services.timing.on_holiday', { end: range.end }) }
        : { icon: CalendarRange, text: t('my_services.timing.holiday_planned', range) },
    );
  }
  if (service.status === 'closed') notes.push({ icon: EyeOff, text: t('my_services.timing.closed') });
  if (service.status === 'hidden') notes.push({ icon: ShieldAlert, text: t('my_services.timing.hidden') });
  if (service.status === 'expired' && service.expired_at) {
    notes.push({
      icon: CalendarX,
      text: t('my_services.timing.expired', { date: day(lastDayOf(service.expired_at)) }),
    });
  }
  const live = service.status === 'open' || service.status === 'holiday';
  if (live && service.open_until) {
    notes.push({
      icon: CalendarCheck,
      text: t('my_services.timing.open_until', { date: day(lastDayOf(service.open_until)) }),
    });
  } else if (live && service.expired_at) {
    notes.push({
      icon: CalendarClock,
      text: t('my_services.timing.ends', { date: day(lastDayOf(service.expired_at)) }),
    });
  }
  return notes;
}

/** A published service with the owner's actions that its status allows (`ownerActions`). */
export function ServiceCard({ service, lang }: { service: MyService; lang: Language }) {
  const { t } = useTranslation();
  const action = useCardAction(service.id);
  const allowed = cardActions(service);
  const titleId = `service-${service.id}-title`;
  const name = service.name || t('my_services.untitled');
  const rating = Number(service.rating);
  const timing = timingOf(service, lang, t);
  const closing = action.pending === 'close';
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="rounded-2xl border border-line bg-surface p-4 shadow-sm transition-shadow hover:shadow-md sm:p-5"
      >
        <div className="flex gap-3.5 sm:gap-4">
          <ServiceThumb url={service.thumb_url} />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <StatusBadge status={service.status} />
              <span className="text-xs text-muted">
                {t('my_services.code')} <bdi dir="ltr">{service.code}</bdi>
              </span>
            </div>
            <h2 id={titleId} className="mt-1.5 line-clamp-2 font-bold leading-snug [overflow-wrap:anywhere]">
              {name}
            </h2>
            <p className="mt-0.5 text-sm font-semibold text-brand-800">
              {service.price_from && service.currency
                ? t('my_services.price_from', {
                    price: `\u2068${formatMoney(service.price_from, service.currency, lang)}\u2069`,
                  })
                : t('my_services.no_price')}
            </p>
          </div>
        </div>

        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          <Fact icon={Eye}>
            {t('my_services.views', { count: service.views, views: formatNumber(service.views, lang) })}
          </Fact>
          <Fact icon={Star}>
            {rating > 0
              ? t('my_services.rating', { rating: formatNumber(rating, lang) })
              : t('my_services.no_rating')}
          </Fact>
          <Fact icon={CalendarClock}>
            {t('my_services.updated', { date: formatDate(service.updated_at, lang) })}
          </Fact>
        </ul>
        {timing.length ? (
          <ul className="mt-2 grid gap-1 text-sm text-ink">
            {timing.map((note) => (
              <li key={note.text} className="flex items-start gap-1.5">
                <note.icon aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
                <span>{note.text}</span>
              </li>
            ))}
          </ul>
        ) : null}

        <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-line pt-4">
          {allowed.reopen ? (
            <Button
              size="sm"
              aria-describedby={titleId}
              onPress={() => action.open('reopen')}
              isDisabled={action.busy}
            >
              <CalendarCheck aria-hidden="true" className="size-4.5" />
              {t('my_services.actions.reopen')}
            </Button>
          ) : null}
          {allowed.close ? (
            <Button
              size="sm"
              variant="secondary"
              aria-describedby={titleId}
              isPending={closing}
              isDisabled={action.busy && !closing}
              onPress={() => action.submit('close')}
            >
              <ButtonIcon icon={EyeOff} pending={closing} />
              {t('my_services.actions.close')}
            </Button>
          ) : null}
          {allowed.holiday ? (
            <Button
              size="sm"
              variant="secondary"
              aria-describedby={titleId}
              onPress={() => action.open('holiday')}
              isDisabled={action.busy}
            >
              <TreePalm aria-hidden="true" className="size-4.5" />
              {service.holiday ? t('my_services.actions.holiday_change') : t('my_services.actions.holiday')}
            </Button>
          ) : null}
          <LinkButton
            to={`/${lang}/edit-service/${service.id}`}
            size="sm"
            variant="secondary"
            aria-describedby={titleId}
          >
            <Pencil aria-hidden="true" className="size-4.5" />
            {t('my_services.actions.edit')}
          </LinkButton>
          {service.status === 'open' ? (
            <LinkButton
              to={`/${lang}/mark-service/${service.id}`}
              size="sm"
              variant="secondary"
              aria-describedby={titleId}
            >
              <Megaphone aria-hidden="true" className="size-4.5 rtl:-scale-x-100" />
              {t('my_services.actions.promote')}
            </LinkButton>
          ) : null}
          <Button
            size="sm"
            variant="ghost"
            aria-describedby={titleId}
            onPress={() => action.open('delete')}
            isDisabled={action.busy}
            className="ms-auto text-danger hover:bg-danger/5"
          >
            <Trash2 aria-hidden="true" className="size-4.5" />
            {t('my_services.actions.delete')}
          </Button>
        </div>
      </article>

      <ReopenDialog action={action} id={service.id} name={name} />
      {allowed.holiday ? (
        <HolidayDialog action={action} id={service.id} name={name} holiday={service.holiday} lang={lang} />
      ) : null}
      <ConfirmDialog
        action={action}
        id={service.id}
        intent="delete"
        title={t('my_services.delete.title')}
        body={t('my_services.delete.body', { name: `\u2068${name}\u2069` })}
        confirmLabel={t('my_services.delete.confirm')}
        icon={Trash2}
      />
    </li>
  );
}
