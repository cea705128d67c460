import type { DataExport } from '@wasla/shared/contracts/data-exports';
import { formatDateTime } from '@wasla/shared/format';
import { intlLocale } from '@wasla/shared/intl-locale';
import type { Language } from '@wasla/shared/languages';
import { Download, FileArchive, Loader2, RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useRevalidator } from 'react-router';
import { Button } from '../../components/ui/button';
import { buttonClasses } from '../../components/ui/button-classes';
import { FormAlert } from '../auth/form-alert';
import { useTimeZone } from '../chat/chat-time';

/** How often the page asks again while the worker prepares the export. */
const POLL_MS = 4_000;

/** A size in the reader's language and units: "2.4 MB". */
function sizeText(bytes: number, lang: Language) {
  const [value, unit] =
    bytes >= 1_000_000 ? [bytes / 1_000_000, 'megabyte'] : [Math.max(bytes / 1_000, 1), 'kilobyte'];
  return new Intl.NumberFormat(intlLocale(lang), { style: 'unit', unit, maximumFractionDigits: 1 }).format(
    value,
  );
}

/**
 * "Your data" in account settings: what a copy holds, the button that asks for one, and the newest
 * export's state (being prepared, with the page asking again on its own; ready with its link and
 * when it expires; expired; failed with a retry). The state is a live region, so a screen reader
 * hears "ready" when the page learns it.
 */
export function DataExportSection({
  latest,
  attempt,
  lang,
  busy,
  errors,
}: {
  latest: DataExport | null;
  attempt: string;
  lang: Language;
  busy: boolean;
  errors?: string[];
}) {
  const { t } = useTranslation();
  // The link's expiry in the reader's own time (the server renders UTC, the browser then its zone).
  const zone = useTimeZone();
  const revalidator = useRevalidator();
  const preparing = latest?.state === 'requested';

  useEffect(() => {
    if (!preparing) return;
    const timer = setInterval(() => {
      if (revalidator.state === 'idle') void revalidator.revalidate();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [preparing, revalidator]);

  const ask = (label: string, icon = <FileArchive aria-hidden="true" className="size-4.5" />) => (
    <Form method="post" className="grid gap-3">
      <input type="hidden" name="attempt" value={attempt} />
      <Button
        type="submit"
        name="intent"
        value="data-export"
        isDisabled={busy}
        className="justify-self-start"
      >
        {icon}
        {label}
      </Button>
    </Form>
  );

  return (
    <section
      id="your-data"
      aria-labelledby="your-data-title"
      className="grid gap-4 rounded-3xl border border-line bg-surface p-5 shadow-sm sm:p-7"
      data-testid="data-export"
    >
      <h2 id="your-data-title" className="flex items-center gap-2 text-lg font-bold">
        <FileArchive aria-hidden="true" className="size-5 text-brand-700" />
        {t('dataExport.title')}
      </h2>
      <p className="text-sm text-muted">{t('dataExport.intro')}</p>
      <p className="text-sm">{t('dataExport.includes')}</p>
      <FormAlert messages={errors} />
      <div role="status" aria-live="polite" className="grid gap-3">
        {!latest ? <p className="text-sm text-muted">{t('dataExport.empty')}</p> : null}
        {preparing ? (
          <p className="flex items-start gap-2 rounded-xl border border-line bg-brand-50 px-4 py-3 text-sm">
            <Loader2 aria-hidden="true" className="mt-0.5 size-4.5 shrink-0 animate-spin text-brand-700" />
            {t('dataExport.preparing')}
          </p>
        ) : null}
        {latest?.state === 'ready' ? (
          <p className="rounded-xl border border-brand-700/30 bg-brand-50 px-4 py-3 text-sm">
            {t('dataExport.ready', { date: formatDateTime(latest.expires_at!, lang, zone) })}
          </p>
        ) : null}
        {latest?.state === 'expired' ? (
          <p className="rounded-xl border border-line px-4 py-3 text-sm">
            {t('dataExport.expired', { date: formatDateTime(latest.expires_at!, lang, zone) })}
          </p>
        ) : null}
        {latest?.state === 'failed' ? (
          <p className="rounded-xl border border-danger/40 px-4 py-3 text-sm text-danger">
            {t('dataExport.failed')}
          </p>
        ) : null}
      </div>
      {latest?.state === 'ready' ? (
        <div className="flex flex-wrap items-center gap-3">
          {/* A plain link: the reply is an attachment, not a page the router should load. No
              `download` attribute, so a link expired meanwhile follows its redirect back here. */}
          <a
            href={`/${lang}/data-exports/${latest.id}/download`}
            className={buttonClasses('primary', undefined, 'justify-self-start')}
          >
            <Download aria-hidden="true" className="size-4.5" />
            {t('dataExport.download')}
          </a>
          {latest.size_bytes ? (
            <span className="text-sm text-muted">
              {t('dataExport.size', { size: sizeText(latest.size_bytes, lang) })}
            </span>
          ) : null}
        </div>
      ) : null}
      {preparing ? (
        <Button
          variant="secondary"
          className="justify-self-start"
          isDisabled={revalidator.state !== 'idle'}
          onPress={() => void revalidator.revalidate()}
        >
          <RotateCw aria-hidden="true" className="size-4.5" />
          {t('dataExport.check_again')}
        </Button>
      ) : null}
      {!latest || latest.state === 'expired' ? ask(t('dataExport.prepare')) : null}
      {latest?.state === 'failed'
        ? ask(t('dataExport.retry'), <RotateCw aria-hidden="true" className="size-4.5" />)
        : null}
    </section>
  );
}
