import { BANK_RECEIPT_MAX_BYTES, BANK_TRANSFER_DECISION_DAYS } from '@wasla/shared/business-constants';
import type { BankTransfer } from '@wasla/shared/contracts/wallet';
import { toLatinDigits } from '@wasla/shared/digits';
import { formatDateTime } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { Clock, FileUp } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { LinkButton } from '../../components/ui/link-button';
import { TextField } from '../../components/ui/text-field';
import { UploadProgress } from '../../components/ui/upload-progress';
import type { BankTransferReply } from '../../routes/bank-transfer-upload';
import { FormAlert } from '../auth/form-alert';
import { postWithProgress } from '../profile/avatar-upload';
import { showAed } from './wallet-money';

const RECEIPT_TYPES = 'image/jpeg,image/png,image/webp,image/heic,image/heif,application/pdf';

/** "Received, decided within 3 days": the transfer waits for the finance team. */
function Pending({ transfer, lang }: { transfer: BankTransfer; lang: Language }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="grid justify-items-center gap-3 rounded-2xl border border-line bg-surface px-6 py-10 text-center"
    >
      <span className="grid size-16 place-items-center rounded-full bg-accent-100 text-warning">
        <Clock aria-hidden="true" className="size-8" />
      </span>
      <h2 className="text-lg font-bold">{t('wallet.bank.pending_title')}</h2>
      <p className="max-w-md text-muted">
        {t('wallet.bank.pending_body', {
          amount: showAed(transfer.amount, lang, transfer.currency),
          days: BANK_TRANSFER_DECISION_DAYS,
          time: formatDateTime(transfer.due_at, lang),
        })}
      </p>
      <LinkButton to={`/${lang}/my-wallet`} variant="secondary">
        {t('wallet.go_to_wallet')}
      </LinkButton>
    </div>
  );
}

/**
 * A bank transfer top-up (SPEC.md section 3): the amount, the bank's operation number and a picture
 * or PDF of the receipt, sent with upload progress to `uploadUrl`, which streams it on to the API.
 * Then the transfer is pending until the finance team decides, within 3 days.
 */
export function BankTransferForm({
  lang,
  uploadUrl,
  attempt,
}: {
  lang: Language;
  uploadUrl: string;
  attempt: string;
}) {
  const { t } = useTranslation();
  const receiptId = useId();
  const receipt = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [done, setDone] = useState<BankTransfer | null>(null);
  const [fileName, setFileName] = useState('');
  if (done) return <Pending transfer={done} lang={lang} />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (progress !== null) return;
    const file = receipt.current?.files?.[0];
    if (!file) return setErrors({ receipt: [t('wallet.bank.receipt_required')] });
    if (file.size > BANK_RECEIPT_MAX_BYTES)
      return setErrors({ receipt: [t('wallet.bank.receipt_too_large')] });
    const form = new FormData(event.currentTarget);
    // The file goes last, after the fields the API reads first.
    form.delete('receipt');
    form.append('receipt', file);
    setErrors({});
    setProgress(0);
    const sent = await postWithProgress(uploadUrl, form, setProgress, { 'idempotency-key': attempt }).done;
    setProgress(null);
    let reply: BankTransferReply | undefined;
    if (typeof sent === 'object') {
      try {
        reply = JSON.parse(sent.text) as BankTransferReply;
      } catch {
        reply = undefined;
      }
    }
    if (reply?.ok) return setDone(reply.transfer);
    if (reply && !reply.ok) return setErrors(reply.errors);
    setErrors({ form: [t(sent === 'network' ? 'wallet.network_failed' : 'wallet.something_wrong')] });
  }

  const uploading = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <form onSubmit={submit} noValidate encType="multipart/form-data" className="grid max-w-2xl gap-4">
      <FormAlert messages={errors.form} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="amount"
          label={t('wallet.pay.amount')}
          description={t('wallet.bank.amount_hint')}
          normalise={toLatinDigits}
          inputMode="decimal"
          inputDir="ltr"
          autoComplete="off"
          isRequired
          errors={errors.amount}
        />
        <TextField
          name="operation_number"
          label={t('wallet.bank.operation_number')}
          description={t('wallet.bank.operation_hint')}
          inputDir="ltr"
          autoComplete="off"
          isRequired
          errors={errors.operation_number}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <p id={`${receiptId}-label`} className="text-sm font-semibold">
          {t('wallet.bank.receipt')}
        </p>
        <label
          className={`flex cursor-pointer items-center gap-3 rounded-xl border-2 border-dashed p-4 transition-colors hover:border-brand-400 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-solid has-[:focus-visible]:outline-accent-500 ${errors.receipt?.length ? 'border-danger' : 'border-line'}`}
        >
          <FileUp aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
          <span className="min-w-0 flex-1 text-sm">
            <span id={`${receiptId}-chosen`} className="block font-semibold [overflow-wrap:anywhere]">
              {fileName || t('wallet.bank.choose_receipt')}
            </span>
            <span className="text-muted">{t('wallet.bank.receipt_hint')}</span>
          </span>
          <input
            ref={receipt}
            id={receiptId}
            type="file"
            name="receipt"
            accept={RECEIPT_TYPES}
            required
            aria-labelledby={`${receiptId}-label ${receiptId}-chosen`}
            aria-invalid={errors.receipt?.length ? true : undefined}
            aria-describedby={errors.receipt?.length ? `${receiptId}-error` : undefined}
            onChange={(event) => setFileName(event.target.files?.[0]?.name ?? '')}
            className="sr-only"
          />
        </label>
        {errors.receipt?.length ? (
          <p id={`${receiptId}-error`} role="alert" className="text-sm text-danger">
            {errors.receipt.join(' ')}
          </p>
        ) : null}
      </div>
      {uploading ? <UploadProgress percent={percent} label={t('wallet.bank.uploading')} /> : null}
      <div>
        <Button type="submit" isPending={uploading} className="w-full sm:w-auto">
          {t('wallet.bank.send')}
        </Button>
      </div>
    </form>
  );
}
