import { randomUUID } from 'node:crypto';
import { translator } from '@wasla/i18n/server-translator';
import type {
  MarkPeriodRequest,
  MarkQuote,
  MarkReply,
  markPreviewSchema,
} from '@wasla/shared/contracts/marks';
import { type WalletShortfall, walletShortfallSchema } from '@wasla/shared/contracts/wallet';
import { toLatinDigits } from '@wasla/shared/digits';
import { MARK_UNITS, type MarkUnit } from '@wasla/shared/mark-rules/mark-period';
import { redirectDocument } from 'react-router';
import type { z } from 'zod';
import { withCookies } from '../../lib/session.server';
import type { SignedIn } from '../auth/require-user.server';
import { attemptOf, idOf } from '../deals/deal-offer.server';
import { toFormResult } from '../feedback/form-result';
import { marksApi } from './marks-api.server';

export type MarkPreview = z.output<typeof markPreviewSchema>;
type Errors = Record<string, string[]>;

/** What the mark page's action answers, by the step that asked. */
export type MarkReplyOutcome =
  | { outcome: 'check'; quote: MarkQuote | null; errors: Errors; failed?: true }
  | { outcome: 'preview'; preview: MarkPreview; attempt: string; cardAttempt: string }
  | { outcome: 'paid'; mark: MarkReply | null; message: string }
  | {
      outcome: 'shortfall';
      shortfall: WalletShortfall;
      preview: MarkPreview;
      attempt: string;
      cardAttempt: string;
    }
  | { outcome: 'failed'; reason: string }
  | { outcome: 'refused'; errors: Errors };

/** The period the form describes: a wall-clock start (date and time) in a time zone, and a length. */
export function periodOf(form: FormData): MarkPeriodRequest {
  const text = (name: string) => toLatinDigits(String(form.get(name) ?? '')).trim();
  const unit = MARK_UNITS.find((u) => u === form.get('unit')) ?? ('days' satisfies MarkUnit);
  const date = text('start_date');
  const clock = text('start_clock') || '00:00';
  return {
    start_time: date ? `${date} ${clock}` : '',
    timezone: text('timezone'),
    duration: Number(text('duration')) || 0,
    unit,
  };
}

type Failure = { ok: false; status: number; code: string; message: Record<string, string[] | undefined> };
const errorsOf = (reply: Failure): Errors => {
  const result = toFormResult(reply, {}, '');
  return result.ok ? {} : result.errors;
};

/** The price of the days or weeks, and the period checked as typed: both asked at once. */
async function checkPeriod(
  marks: ReturnType<typeof marksApi>,
  serviceId: number,
  period: MarkPeriodRequest,
): Promise<MarkReplyOutcome> {
  const [quote, checked] = await Promise.all([
    period.duration > 0 ? marks.quote(serviceId, period.unit, period.duration) : null,
    period.start_time && period.timezone ? marks.validate(serviceId, period) : null,
  ]);
  const priced = quote && !quote.body.error ? quote.body.data : null;
  const quoteErrors = quote?.body.error
    ? errorsOf({ ok: false, status: quote.status, code: quote.body.code, message: quote.body.message })
    : {};
  const periodErrors = checked && !checked.ok ? errorsOf(checked as Failure) : {};
  return { outcome: 'check', quote: priced, errors: { ...quoteErrors, ...periodErrors } };
}

/**
 * Runs one step of the mark page (SPEC.md section 3, Mark promotion): `check` prices the number of
 * days or weeks and checks the period as it is typed; `preview` is the confirm step's figures; `pay`
 * and `pay-card` buy it from the wallet (the confirm step's attempt id as the Idempotency-Key), the
 * wallet's 303 opening the empty-wallet dialog, whose saved card pays the shortfall and its fee.
 */
export async function runMarkStep(
  signedIn: SignedIn,
  serviceId: number,
  form: FormData,
): Promise<MarkReplyOutcome> {
  const marks = marksApi(signedIn.api);
  const period = periodOf(form);
  const intent = String(form.get('intent'));
  if (intent === 'check') {
    // A check that could not reach the API says so beside the price, never as the page's error.
    return checkPeriod(marks, serviceId, period).catch(
      (): MarkReplyOutcome => ({ outcome: 'check', quote: null, errors: {}, failed: true }),
    );
  }
  if (intent === 'preview') {
    const reply = await marks.preview(serviceId, period);
    if (!reply.ok) return { outcome: 'refused', errors: errorsOf(reply as Failure) };
    return { outcome: 'preview', preview: reply.data, attempt: randomUUID(), cardAttempt: randomUUID() };
  }
  if (intent !== 'pay' && intent !== 'pay-card') return { outcome: 'refused', errors: {} };

  const t = translator(signedIn.lang, 'common');
  const cardId = idOf(form.get('card_id'));
  const reply = await marks.pay(
    serviceId,
    { ...period, ...(cardId ? { card_id: cardId } : {}) },
    attemptOf(form),
  );
  if (reply.ok) {
    const payment = reply.data;
    if (payment.status === 'requires_action' && payment.redirect_url) {
      // The bank's page is outside the app: the whole document goes there.
      throw redirectDocument(payment.redirect_url, {
        headers: signedIn.cookies.length ? withCookies(signedIn.cookies) : undefined,
      });
    }
    if (payment.status === 'failed')
      return { outcome: 'failed', reason: t('wallet.charge.failures.generic') };
    return { outcome: 'paid', mark: payment.mark, message: reply.message?.txt[0] ?? '' };
  }
  if (reply.status === 303) {
    const shortfall = walletShortfallSchema.safeParse(reply.data);
    const preview = await marks.preview(serviceId, period);
    if (shortfall.success && preview.ok) {
      // New keys: the wallet's answer under the old one stays the 303 even after a top-up.
      return {
        outcome: 'shortfall',
        shortfall: shortfall.data,
        preview: preview.data,
        attempt: randomUUID(),
        cardAttempt: randomUUID(),
      };
    }
  }
  if (reply.code === 'payment_failed') {
    return { outcome: 'failed', reason: Object.values(reply.message).flat().join(' ') };
  }
  return { outcome: 'refused', errors: errorsOf(reply as Failure) };
}
