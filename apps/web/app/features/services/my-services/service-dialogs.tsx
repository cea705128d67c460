import { formatDate } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import {
  CalendarCheck,
  CalendarRange,
  Infinity as Forever,
  LoaderCircle,
  type LucideIcon,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { FieldError, Input, Label, Radio, RadioGroup, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { FormAlert } from '../../auth/form-alert';
import { localDay } from './my-services-model';
import type { useCardAction } from './use-card-action';

type CardAction = ReturnType<typeof useCardAction>;

/** A spinner in place of a button's icon while its request is on its way. */
export function ButtonIcon({ icon: Icon, pending }: { icon: LucideIcon; pending: boolean }) {
  return pending ? (
    <LoaderCircle aria-hidden="true" className="size-4.5 animate-spin" />
  ) : (
    <Icon aria-hidden="true" className="size-4.5" />
  );
}

/** A day chosen with the browser's own date picker (keyboard and screen readers included). */
function DateField({
  name,
  label,
  defaultValue,
  min,
  errors,
  onChange,
}: {
  name: string;
  label: string;
  defaultValue?: string;
  min?: string;
  errors?: string[];
  onChange?: (value: string) => void;
}) {
  const invalid = Boolean(errors?.length);
  return (
    <TextField
      name={name}
      type="date"
      defaultValue={defaultValue}
      onChange={onChange}
      isRequired
      isInvalid={invalid}
      validationBehavior="aria"
      className="flex flex-col gap-1.5"
    >
      <Label className="text-sm font-semibold">{label}</Label>
      <Input
        min={min}
        className="h-11 w-full rounded-xl border border-line bg-surface px-3.5 text-ink outline-none transition-colors focus:border-brand-500 focus:ring-3 focus:ring-brand-100 data-[invalid]:border-danger"
      />
      <FieldError className="text-sm text-danger">{errors?.join(' ')}</FieldError>
    </TextField>
  );
}

function DialogButtons({
  action,
  submitLabel,
  icon,
  variant = 'primary',
  intent,
}: {
  action: CardAction;
  submitLabel: string;
  icon: LucideIcon;
  variant?: 'primary' | 'danger';
  intent: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onPress={action.close} isDisabled={action.busy}>
        {t('my_services.cancel')}
      </Button>
      <Button type="submit" variant={variant} isPending={action.pending === intent}>
        <ButtonIcon icon={icon} pending={action.pending === intent} />
        {submitLabel}
      </Button>
    </div>
  );
}

/** Reopen until a chosen day, or for good until the owner closes the service again. */
export function ReopenDialog({ action, id, name }: { action: CardAction; id: number; name: string }) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      isOpen={action.dialog === 'reopen'}
      onOpenChange={(open) => (open ? action.open('reopen') : action.close())}
      title={t('my_services.reopen.title')}
      description={<Quoted name={name} />}
      busy={action.busy}
    >
      <ReopenForm action={action} id={id} />
    </ModalDialog>
  );
}

/** Mounted with the dialog, so every opening starts from "for good". */
function ReopenForm({ action, id }: { action: CardAction; id: number }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'forever' | 'until'>('forever');
  const today = localDay(new Date());
  const options: { id: 'forever' | 'until'; icon: LucideIcon; title: string; body: string }[] = [
    {
      id: 'forever',
      icon: Forever,
      title: t('my_services.reopen.forever'),
      body: t('my_services.reopen.forever_body'),
    },
    {
      id: 'until',
      icon: CalendarCheck,
      title: t('my_services.reopen.until'),
      body: t('my_services.reopen.until_body'),
    },
  ];
  return (
    <action.Form method="post" noValidate className="grid gap-4">
      <input type="hidden" name="intent" value="reopen" />
      <input type="hidden" name="id" value={id} />
      <FormAlert messages={action.errors.form} />
      <RadioGroup
        name="mode"
        value={mode}
        onChange={(value) => setMode(value as 'forever' | 'until')}
        aria-label={t('my_services.reopen.how')}
        className="grid gap-2"
      >
        {options.map((option) => (
          <Radio
            key={option.id}
            value={option.id}
            className="flex cursor-pointer items-start gap-3 rounded-xl border border-line p-3.5 outline-none transition-colors hover:border-brand-300 data-[focus-visible]:outline-3 data-[focus-visible]:outline-solid data-[focus-visible]:outline-accent-500 data-[selected]:border-brand-600 data-[selected]:bg-brand-50"
          >
            {({ isSelected }) => (
              <>
                <span
                  aria-hidden="true"
                  className={`mt-1 grid size-4.5 shrink-0 place-items-center rounded-full border-2 ${isSelected ? 'border-brand-700' : 'border-muted/60'}`}
                >
                  {isSelected ? <span className="size-2 rounded-full bg-brand-700" /> : null}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex items-center gap-2 font-semibold">
                    <option.icon aria-hidden="true" className="size-4.5 text-brand-700" />
                    {option.title}
                  </span>
                  <span className="block text-sm text-muted">{option.body}</span>
                </span>
              </>
            )}
          </Radio>
        ))}
      </RadioGroup>
      {mode === 'until' ? (
        <DateField
          name="until"
          label={t('my_services.reopen.date')}
          min={today}
          errors={action.errors.until}
        />
      ) : null}
      <DialogButtons
        action={action}
        intent="reopen"
        icon={CalendarCheck}
        submitLabel={t('my_services.reopen.submit')}
      />
    </action.Form>
  );
}

/** Holiday between two days; a holiday already set is shown with a way to cancel it. */
export function HolidayDialog({
  action,
  id,
  name,
  holiday,
  lang,
}: {
  action: CardAction;
  id: number;
  name: string;
  holiday: { start: string; end: string } | null;
  lang: Language;
}) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      isOpen={action.dialog === 'holiday'}
      onOpenChange={(open) => (open ? action.open('holiday') : action.close())}
      title={holiday ? t('my_services.holiday.change_title') : t('my_services.holiday.title')}
      description={
        <>
          <Quoted name={name} />
          <p className="mt-1">{t('my_services.holiday.body')}</p>
        </>
      }
      busy={action.busy}
    >
      <HolidayForm action={action} id={id} holiday={holiday} lang={lang} />
    </ModalDialog>
  );
}

/** Mounted with the dialog, so every opening starts from the saved days. */
function HolidayForm({
  action,
  id,
  holiday,
  lang,
}: {
  action: CardAction;
  id: number;
  holiday: { start: string; end: string } | null;
  lang: Language;
}) {
  const { t } = useTranslation();
  const today = localDay(new Date());
  const [start, setStart] = useState(holiday?.start ?? '');
  const cancelling = action.pending === 'cancel-holiday';
  return (
    <>
      {holiday ? (
        <div className="mb-5 flex flex-wrap items-center gap-3 rounded-xl border border-accent-400/50 bg-accent-100/60 p-3.5">
          <CalendarRange aria-hidden="true" className="size-5 shrink-0 text-accent-600" />
          <p className="min-w-0 flex-1 basis-40 text-sm">
            <span className="block font-semibold">{t('my_services.holiday.current')}</span>
            {t('my_services.holiday.range', {
              start: formatDate(holiday.start, lang),
              end: formatDate(holiday.end, lang),
            })}
          </p>
          <Button
            variant="secondary"
            size="sm"
            isPending={cancelling}
            isDisabled={action.busy && !cancelling}
            onPress={() => action.submit('cancel-holiday')}
          >
            <ButtonIcon icon={CalendarRange} pending={cancelling} />
            {t('my_services.holiday.cancel')}
          </Button>
        </div>
      ) : null}
      <action.Form method="post" noValidate className="grid gap-4">
        <input type="hidden" name="intent" value="holiday" />
        <input type="hidden" name="id" value={id} />
        <FormAlert messages={action.errors.form} />
        <div className="grid gap-4 sm:grid-cols-2">
          <DateField
            name="holiday_start"
            label={t('my_services.holiday.start')}
            defaultValue={holiday?.start}
            onChange={setStart}
            errors={action.errors.holiday_start}
          />
          <DateField
            name="holiday_end"
            label={t('my_services.holiday.end')}
            defaultValue={holiday?.end}
            min={[today, start].sort()[1]}
            errors={action.errors.holiday_end}
          />
        </div>
        <DialogButtons
          action={action}
          intent="holiday"
          icon={CalendarRange}
          submitLabel={holiday ? t('my_services.holiday.save_change') : t('my_services.holiday.save')}
        />
      </action.Form>
    </>
  );
}

/** "Delete this service?" or "Discard this draft?": nothing to fill in, only a confirmation. */
export function ConfirmDialog({
  action,
  id,
  intent,
  title,
  body,
  confirmLabel,
  icon,
}: {
  action: CardAction;
  id: number;
  intent: 'delete' | 'discard';
  title: string;
  body: ReactNode;
  confirmLabel: string;
  icon: LucideIcon;
}) {
  return (
    <ModalDialog
      role="alertdialog"
      isOpen={action.dialog === 'delete'}
      onOpenChange={(open) => (open ? action.open('delete') : action.close())}
      title={title}
      description={body}
      busy={action.busy}
    >
      <action.Form method="post">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id" value={id} />
        <FormAlert messages={action.errors.form} />
        <DialogButtons
          action={action}
          intent={intent}
          icon={icon}
          variant="danger"
          submitLabel={confirmLabel}
        />
      </action.Form>
    </ModalDialog>
  );
}

/** The service's name under a dialog's title, isolated so a Latin name sits right in Arabic. */
function Quoted({ name }: { name: string }) {
  return <p className="font-medium text-ink [overflow-wrap:anywhere]">{`\u2068${name}\u2069`}</p>;
}
