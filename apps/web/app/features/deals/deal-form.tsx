import type { Deal, DealFile } from '@wasla/shared/contracts/deals';
import type { Language } from '@wasla/shared/languages';
import { Eye, Paperclip, Save, Send, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { Button } from '../../components/ui/button';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { FormAlert } from '../auth/form-alert';
import type { FormResult } from '../feedback/form-result';
import { askDraftId, DealFiles } from './deal-files';
import {
  type DealValues,
  type QuoteRates,
  quoteOf,
  type ServiceTerms,
  valuesOfDeal,
  valuesOfFlat,
} from './deal-form-model';
import { DealSummary } from './deal-summary';
import { DealTermsFields } from './deal-terms-fields';

export type OfferFailure = Extract<FormResult, { ok: false }>;

/**
 * The offer form (SPEC.md sections 4, 5 and 7): a client ordering a provided service, or a provider
 * answering a requested one. The terms, the attachments and a live summary of the price; it saves a
 * draft, previews it as the other side will see it, or sends it. A new offer gets its id from the
 * server the first time it needs one (a save, a file), and the address becomes the draft's own, so a
 * reload finds it again. Every field is kept in the page's state: a refusal loses nothing typed.
 */
export function DealForm({
  lang,
  service,
  deal,
  files,
  rates,
  attempt,
  failed,
  savedId,
}: {
  lang: Language;
  service: ServiceTerms;
  deal: Deal | null;
  files: DealFile[];
  rates: QuoteRates | null;
  attempt: string;
  failed?: OfferFailure;
  /** The id a save or a refused send of a new offer gave it. */
  savedId?: number;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [values, setValues] = useState<DealValues>(() =>
    failed ? valuesOfFlat(failed.values) : valuesOfDeal(deal, service),
  );
  const [seenFailure, setSeenFailure] = useState(failed);
  // A new refusal brings back what was sent (the same as what is on screen, unless a reload lost it).
  if (failed !== seenFailure) {
    setSeenFailure(failed);
    if (failed) setValues(valuesOfFlat(failed.values));
  }
  const [id, setId] = useState<number | null>(deal?.id ?? null);
  // A save of a new offer made its draft on the server: the form takes its id and address.
  if (savedId && savedId !== id) setId(savedId);
  useEffect(() => {
    // The draft's own address, without a new page: the form and its files stay as they are, and a
    // reload finds the draft again.
    const own = `/${lang}/deals/${id}/edit`;
    if (id && window.location.pathname !== own) window.history.replaceState(window.history.state, '', own);
  }, [id, lang]);
  const pendingId = useRef<Promise<number | null> | null>(null);
  const [deleting, setDeleting] = useState(false);
  const errors = failed?.errors ?? {};
  const intent = navigation.formData?.get('intent');
  const busy = navigation.state !== 'idle' && navigation.formData !== undefined;
  const sent = deal !== null && deal.stage !== 'draft';
  const quote = rates ? quoteOf(values, service, rates) : undefined;

  async function ensureId() {
    if (id) return id;
    pendingId.current ??= askDraftId(lang, { service_id: String(service.id), attempt });
    const made = await pendingId.current;
    if (made) setId(made);
    else pendingId.current = null;
    return made;
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <Form method="post" noValidate className="grid gap-6" id="deal-form">
        <input type="hidden" name="attempt" value={attempt} />
        <input type="hidden" name="service_type" value={service.type} />
        {id ? <input type="hidden" name="id" value={id} /> : null}
        <FormAlert messages={errors.form} />
        <section className="grid gap-5 rounded-2xl border border-line bg-surface p-4 sm:p-6">
          <p className="text-sm text-muted">
            {t(service.type === 'requested' ? 'deals.form.answering' : 'deals.form.ordering')}{' '}
            <Link
              to={`/${lang}/services/${encodeURIComponent(service.slug)}`}
              className="font-semibold text-brand-800 underline-offset-2 hover:underline"
            >
              <bdi>{service.name}</bdi>
            </Link>
          </p>
          <DealTermsFields
            service={service}
            values={values}
            onChange={setValues}
            errors={errors}
            lang={lang}
          />
        </section>
        <section
          aria-labelledby="deal-files-title"
          className="grid gap-3 rounded-2xl border border-line bg-surface p-4 sm:p-6"
        >
          <h2 id="deal-files-title" className="flex items-center gap-2 text-lg font-bold">
            <Paperclip aria-hidden="true" className="size-5" />
            {t('deals.files.title')}
          </h2>
          <DealFiles
            lang={lang}
            initial={files}
            ensureId={ensureId}
            path={(draft) => `/${lang}/deals/${draft}/files`}
          />
        </section>
        <div className="lg:hidden">
          <DealSummary id="deal-summary-phone" quote={quote} rates={rates} lang={lang} />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {sent ? (
            <Button type="submit" name="intent" value="send" size="lg" isPending={busy && intent === 'send'}>
              <Send aria-hidden="true" className="size-4.5 rtl:-scale-x-100" />
              {t('deals.form.save_changes')}
            </Button>
          ) : (
            <>
              <Button
                type="submit"
                name="intent"
                value="send"
                size="lg"
                isPending={busy && intent === 'send'}
              >
                <Send aria-hidden="true" className="size-4.5 rtl:-scale-x-100" />
                {t('deals.form.send')}
              </Button>
              <Button
                type="submit"
                name="intent"
                value="preview"
                variant="secondary"
                size="lg"
                isPending={busy && intent === 'preview'}
              >
                <Eye aria-hidden="true" className="size-4.5" />
                {t('deals.form.preview')}
              </Button>
              <Button
                type="submit"
                name="intent"
                value="save"
                variant="ghost"
                size="lg"
                isPending={busy && intent === 'save'}
              >
                <Save aria-hidden="true" className="size-4.5" />
                {t('deals.form.save_draft')}
              </Button>
            </>
          )}
          {id && !sent ? (
            <Button
              variant="ghost"
              size="lg"
              className="ms-auto text-danger!"
              onPress={() => setDeleting(true)}
            >
              <Trash2 aria-hidden="true" className="size-4.5" />
              {t('deals.form.delete_draft')}
            </Button>
          ) : null}
        </div>
      </Form>
      <div className="hidden lg:sticky lg:top-24 lg:block">
        <DealSummary quote={quote} rates={rates} lang={lang} />
      </div>
      <ModalDialog
        isOpen={deleting}
        onOpenChange={setDeleting}
        role="alertdialog"
        title={t('deals.form.delete_title')}
        description={t('deals.form.delete_body')}
        busy={busy}
      >
        <Form method="post" className="flex flex-wrap justify-end gap-2">
          <input type="hidden" name="id" value={id ?? ''} />
          <Button variant="secondary" onPress={() => setDeleting(false)}>
            {t('deals.actions.back')}
          </Button>
          <Button
            type="submit"
            name="intent"
            value="delete"
            variant="danger"
            isPending={busy && intent === 'delete'}
          >
            {t('deals.form.delete_draft')}
          </Button>
        </Form>
      </ModalDialog>
    </div>
  );
}
