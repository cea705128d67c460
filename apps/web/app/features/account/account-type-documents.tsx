import {
  ACCOUNT_TYPE_DOCUMENT_MAX_BYTES,
  ACCOUNT_TYPE_DOCUMENTS_MAX,
} from '@wasla/shared/business-constants';
import { ACCOUNT_TYPE_DOCUMENT_FIELD } from '@wasla/shared/contracts/account-types';
import type { AccountTypeDocument } from '@wasla/shared/contracts/auth';
import { formatDateTime, formatNumber } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { FileText, FileUp, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useRevalidator } from 'react-router';
import { Button } from '../../components/ui/button';
import { UploadProgress } from '../../components/ui/upload-progress';
import type { DocumentReply } from '../../routes/account-type-documents';
import { FormAlert } from '../auth/form-alert';
import { postWithProgress } from '../profile/avatar-upload';

const DOCUMENT_TYPES = 'image/jpeg,image/png,image/webp,image/heic,image/heif,application/pdf';
const MB = 1024 * 1024;

/**
 * The documents of the waiting account-type request: what was sent (each may be removed) and a
 * picker that sends one more, with upload progress, to the page server, which streams it on to the
 * API. The team reads them in the back office; they may still come by e-mail instead.
 */
export function AccountTypeDocuments({
  lang,
  documents,
  busy,
}: {
  lang: Language;
  documents: AccountTypeDocument[];
  busy: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const revalidator = useRevalidator();
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [fileName, setFileName] = useState('');
  const full = documents.length >= ACCOUNT_TYPE_DOCUMENTS_MAX;
  const fieldErrors = errors[ACCOUNT_TYPE_DOCUMENT_FIELD];

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (progress !== null) return;
    const file = input.current?.files?.[0];
    if (!file) return setErrors({ [ACCOUNT_TYPE_DOCUMENT_FIELD]: [t('account.documents.choose_first')] });
    if (file.size > ACCOUNT_TYPE_DOCUMENT_MAX_BYTES)
      return setErrors({
        [ACCOUNT_TYPE_DOCUMENT_FIELD]: [
          t('account.documents.too_large', { max: ACCOUNT_TYPE_DOCUMENT_MAX_BYTES / MB }),
        ],
      });
    const form = new FormData();
    form.append(ACCOUNT_TYPE_DOCUMENT_FIELD, file);
    setErrors({});
    setProgress(0);
    const sent = await postWithProgress(`/${lang}/account-settings/documents`, form, setProgress).done;
    setProgress(null);
    let reply: DocumentReply | undefined;
    if (typeof sent === 'object') {
      try {
        reply = JSON.parse(sent.text) as DocumentReply;
      } catch {
        reply = undefined;
      }
    }
    if (reply?.ok) {
      setFileName('');
      if (input.current) input.current.value = '';
      return revalidator.revalidate();
    }
    if (reply && !reply.ok) return setErrors(reply.errors);
    setErrors({ form: [t(sent === 'network' ? 'wallet.network_failed' : 'wallet.something_wrong')] });
  }

  const uploading = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <div className="grid gap-3">
      <h3 className="font-semibold">
        {t('account.documents.title', {
          max: formatNumber(ACCOUNT_TYPE_DOCUMENTS_MAX, lang),
          sent: formatNumber(documents.length, lang),
        })}
      </h3>
      {documents.length ? (
        <ul className="grid gap-2">
          {documents.map((document, index) => (
            <li
              key={document.id}
              className="flex flex-wrap items-center gap-3 rounded-xl border border-line px-4 py-2.5"
            >
              <FileText aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              <span className="min-w-0 flex-1 text-sm">
                <span className="block font-semibold">
                  {t('account.documents.item', {
                    number: formatNumber(index + 1, lang),
                    kind: t(
                      document.type === 'application/pdf'
                        ? 'account.documents.pdf'
                        : 'account.documents.picture',
                    ),
                  })}
                </span>
                <span className="text-muted">{formatDateTime(document.created_at, lang)}</span>
              </span>
              <Form method="post">
                <input type="hidden" name="document_id" value={document.id} />
                <Button
                  type="submit"
                  name="intent"
                  value="remove-document"
                  variant="ghost"
                  isDisabled={busy}
                  aria-label={t('account.documents.remove', { number: formatNumber(index + 1, lang) })}
                >
                  <Trash2 aria-hidden="true" className="size-4.5" />
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{t('account.documents.none')}</p>
      )}
      {full ? (
        <p className="text-sm text-muted">{t('account.documents.full')}</p>
      ) : (
        <form onSubmit={submit} noValidate encType="multipart/form-data" className="grid gap-3">
          <FormAlert messages={errors.form} />
          <label
            className={`flex cursor-pointer items-center gap-3 rounded-xl border-2 border-dashed p-4 transition-colors hover:border-brand-400 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-solid has-[:focus-visible]:outline-accent-500 ${fieldErrors?.length ? 'border-danger' : 'border-line'}`}
          >
            <FileUp aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
            <span className="min-w-0 flex-1 text-sm">
              <span id={`${id}-chosen`} className="block font-semibold [overflow-wrap:anywhere]">
                {fileName || t('account.documents.choose')}
              </span>
              <span id={`${id}-hint`} className="text-muted">
                {t('account.documents.hint', { max: ACCOUNT_TYPE_DOCUMENT_MAX_BYTES / MB })}
              </span>
            </span>
            <input
              ref={input}
              type="file"
              name={ACCOUNT_TYPE_DOCUMENT_FIELD}
              accept={DOCUMENT_TYPES}
              aria-labelledby={`${id}-chosen`}
              aria-describedby={`${id}-hint${fieldErrors?.length ? ` ${id}-error` : ''}`}
              aria-invalid={fieldErrors?.length ? true : undefined}
              onChange={(event) => setFileName(event.target.files?.[0]?.name ?? '')}
              className="sr-only"
            />
          </label>
          {fieldErrors?.length ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-danger">
              {fieldErrors.join(' ')}
            </p>
          ) : null}
          {uploading ? <UploadProgress percent={percent} label={t('account.documents.uploading')} /> : null}
          <div>
            <Button type="submit" variant="secondary" isPending={uploading} className="w-full sm:w-auto">
              {t('account.documents.send')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
