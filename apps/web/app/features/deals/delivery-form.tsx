import { DELIVERY_DESCRIPTION_MAX_CHARS } from '@wasla/shared/business-constants';
import type { Delivery } from '@wasla/shared/contracts/deals';
import type { Language } from '@wasla/shared/languages';
import { Paperclip, Save, Send, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { Button } from '../../components/ui/button';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { TextField } from '../../components/ui/text-field';
import { FormAlert } from '../auth/form-alert';
import type { FormResult } from '../feedback/form-result';
import { askDraftId, DealFiles } from './deal-files';

type Failed = Extract<FormResult, { ok: false }>;

/**
 * A delivery of the work (SPEC.md section 4): a description and files, kept as a draft until it is
 * sent; the client then has three days to accept or reject it. The draft is made on the server the
 * first time it needs an id (a save, a file). What was typed stays through a refusal.
 */
export function DeliveryForm({
  lang,
  dealId,
  draft,
  attempt,
  failed,
  savedId,
}: {
  lang: Language;
  dealId: number;
  draft: Delivery | null;
  attempt: string;
  failed?: Failed;
  savedId?: number;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [description, setDescription] = useState(failed?.values.description ?? draft?.description ?? '');
  const [id, setId] = useState<number | null>(draft?.id ?? null);
  if (savedId && savedId !== id) setId(savedId);
  const pending = useRef<Promise<number | null> | null>(null);
  const [deleting, setDeleting] = useState(false);
  const errors = failed?.errors ?? {};
  const intent = navigation.formData?.get('intent');
  const busy = navigation.state !== 'idle' && navigation.formData !== undefined;

  async function ensureId() {
    if (id) return id;
    pending.current ??= askDraftId(lang, { deal_id: String(dealId), attempt });
    const made = await pending.current;
    if (made) setId(made);
    else pending.current = null;
    return made;
  }

  return (
    <>
      <Form method="post" noValidate className="grid gap-5">
        <input type="hidden" name="attempt" value={attempt} />
        {id ? <input type="hidden" name="id" value={id} /> : null}
        <FormAlert messages={errors.form} />
        <section className="grid gap-5 rounded-2xl border border-line bg-surface p-4 sm:p-6">
          <TextField
            name="description"
            label={t('deals.delivery.description')}
            description={t('deals.delivery.description_hint')}
            multiline
            value={description}
            onChange={setDescription}
            maxLength={DELIVERY_DESCRIPTION_MAX_CHARS}
            isRequired
            errors={errors.description}
          />
          <div className="grid gap-3">
            <h2 className="flex items-center gap-2 text-lg font-bold">
              <Paperclip aria-hidden="true" className="size-5" />
              {t('deals.files.title')}
            </h2>
            <DealFiles
              lang={lang}
              initial={draft?.files ?? []}
              ensureId={ensureId}
              path={(draftId) => `/${lang}/deals/${dealId}/files?delivery=${draftId}`}
            />
          </div>
        </section>
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" name="intent" value="send" size="lg" isPending={busy && intent === 'send'}>
            <Send aria-hidden="true" className="size-4.5 rtl:-scale-x-100" />
            {t('deals.delivery.send')}
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
          {id ? (
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
      <ModalDialog
        isOpen={deleting}
        onOpenChange={setDeleting}
        role="alertdialog"
        title={t('deals.delivery.delete_title')}
        description={t('deals.delivery.delete_body')}
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
    </>
  );
}
