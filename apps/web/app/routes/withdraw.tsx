import { translator } from '@wasla/i18n/server-translator';
import { WITHDRAWAL_PAYOUT_WORKING_DAYS } from '@wasla/shared/business-constants';
import type { Withdrawal } from '@wasla/shared/contracts/wallet';
import { formatDate } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { CircleCheck, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import { LinkButton } from '../components/ui/link-button';
import { requireUser, withSession } from '../features/auth/require-user.server';
import { toFormResult } from '../features/feedback/form-result';
import { attemptOf, newAttempt } from '../features/wallet/card-payment.server';
import { PersonalInfoForm } from '../features/wallet/personal-info-form';
import { walletApi } from '../features/wallet/wallet-api.server';
import { WalletErrorBoundary } from '../features/wallet/wallet-error-boundary';
import { showAed } from '../features/wallet/wallet-money';
import { WithdrawForm } from '../features/wallet/withdraw-form';
import { WithdrawalList } from '../features/wallet/withdrawal-list';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/withdraw';

/** Withdrawing to a bank account (SPEC.md sections 5 and 7), and the account's own withdrawals. */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await requireUser(args);
  const { lang } = signedIn;
  const wallet = walletApi(signedIn.api);
  const requested = Number(new URL(args.request.url).searchParams.get('page') ?? 1);
  const page = Number.isSafeInteger(requested) && requested > 0 ? requested : 1;
  const [balance, accounts, personal, withdrawals] = await Promise.all([
    wallet.balance(),
    wallet.bankAccounts(),
    wallet.personalInformation(),
    wallet.withdrawals(page),
  ]);
  const last = Math.max(withdrawals.meta.last_page, 1);
  if (page > last) throw redirect(`/${lang}/withdraw${last > 1 ? `?page=${last}` : ''}`);
  return withSession(signedIn, {
    lang,
    balance,
    accounts,
    personal,
    withdrawals: withdrawals.data,
    page: withdrawals.meta.current_page,
    last,
    attempt: newAttempt(),
    now: Date.now(),
  });
}

/** The field of the withdraw form a refusal is about: the amount is not there, or the account must wait. */
const FIELD_OF_REFUSAL: Record<string, string | undefined> = {
  insufficient_balance: 'amount',
  bank_account_waiting: 'bank_account_id',
};

/**
 * `withdraw`: `POST /wallets/withdraw` with the form's attempt id as its Idempotency-Key; the
 * withdrawal held answers with its figures, a refusal with its messages by field. `cancel`: a
 * withdrawal still requested goes back to the balance.
 */
export async function action(args: Route.ActionArgs) {
  const signedIn = await requireUser(args);
  const form = await args.request.formData();
  const wallet = walletApi(signedIn.api);
  const t = translator(signedIn.lang, 'common');
  if (form.get('intent') === 'cancel') {
    const id = Number(form.get('id'));
    const reply = await wallet.cancelWithdrawal(Number.isSafeInteger(id) ? id : 0);
    return withSession(signedIn, {
      intent: 'cancel',
      withdrawal: null,
      code: null,
      ...toFormResult(reply, {}, t('wallet.withdrawals.cancelled')),
    });
  }
  const values = {
    amount: String(form.get('amount') ?? '').trim(),
    bank_account_id: String(form.get('bank_account_id') ?? ''),
  };
  const reply = await wallet.withdraw(
    { amount: values.amount, bank_account_id: Number(values.bank_account_id) || 0 },
    attemptOf(form),
  );
  const result = toFormResult(reply, values, '');
  // Refusals that are not about a field of the request still belong beside one on this form.
  const field = reply.ok ? undefined : FIELD_OF_REFUSAL[reply.code];
  if (!result.ok && field && result.errors.form) {
    const { form: messages, ...others } = result.errors;
    result.errors = { ...others, [field]: [...(others[field] ?? []), ...messages] };
  }
  return withSession(signedIn, {
    intent: 'withdraw',
    withdrawal: reply.ok ? reply.data : null,
    code: reply.ok ? null : reply.code,
    ...result,
  });
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'wallet.withdraw_page.title' }, { key: 'wallet.withdraw_page.intro' }),
  { name: 'robots', content: 'noindex' },
];

/** The request went through: the amount is held until the finance team sends it. */
function Requested({ withdrawal, lang }: { withdrawal: Withdrawal; lang: Language }) {
  const { t } = useTranslation();
  return (
    <section
      role="status"
      className="grid justify-items-center gap-3 rounded-2xl border border-success/30 bg-surface px-6 py-10 text-center"
    >
      <span className="grid size-16 place-items-center rounded-full bg-success/10 text-success">
        <CircleCheck aria-hidden="true" className="size-8" />
      </span>
      <h2 className="text-lg font-bold">{t('wallet.withdraw_page.done_title')}</h2>
      <p className="max-w-md text-muted">
        {t('wallet.withdraw_page.done_body', {
          amount: showAed(withdrawal.amount, lang, withdrawal.currency),
          bank: withdrawal.bank_account.bank_name,
          days: WITHDRAWAL_PAYOUT_WORKING_DAYS,
          date: formatDate(withdrawal.due_at, lang),
        })}
      </p>
      <LinkButton to={`/${lang}/my-wallet`} variant="secondary">
        {t('wallet.go_to_wallet')}
      </LinkButton>
    </section>
  );
}

export default function Withdraw({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang, balance, accounts, personal, withdrawals, page, last, attempt, now } = loaderData;
  const methodsAction = `/${lang}/payment-methods`;
  const done = actionData?.intent === 'withdraw' && actionData.ok ? actionData.withdrawal : null;
  const failed = actionData?.intent === 'withdraw' && !actionData.ok ? actionData : undefined;
  const needsPersonal = !personal || failed?.code === 'personal_information_required';
  return (
    <div className="grid gap-6">
      <header>
        <h1 className="text-2xl font-bold text-brand-950 sm:text-3xl">{t('wallet.withdraw_page.title')}</h1>
        <p className="mt-1 text-muted">{t('wallet.withdraw_page.intro')}</p>
      </header>
      {done ? (
        <Requested withdrawal={done} lang={lang} />
      ) : (
        <section
          aria-labelledby="withdraw-title"
          className="grid gap-5 rounded-2xl border border-line bg-surface p-5 sm:p-6"
        >
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="withdraw-title" className="text-lg font-bold">
              {t('wallet.withdraw_page.form_title')}
            </h2>
            <p className="text-sm text-muted">
              {t('wallet.balance.available')}:{' '}
              <bdi className="font-bold text-ink tabular-nums">
                {showAed(balance.available_balance, lang)}
              </bdi>
            </p>
          </div>
          {needsPersonal ? (
            <div
              id="personal-information"
              className="grid gap-4 rounded-xl border border-accent-300 bg-accent-100/40 p-4 sm:p-5"
            >
              <h3 className="flex items-center gap-2 font-bold">
                <UserRound aria-hidden="true" className="size-5 text-brand-700" />
                {t('wallet.personal.needed_title')}
              </h3>
              <p className="text-sm text-muted">{t('wallet.personal.needed_body')}</p>
              <PersonalInfoForm action={methodsAction} saved={personal} />
            </div>
          ) : null}
          <WithdrawForm
            lang={lang}
            accounts={accounts}
            attempt={attempt}
            now={now}
            methodsAction={methodsAction}
            failed={failed && !failed.ok ? failed : undefined}
          />
        </section>
      )}
      <WithdrawalList
        withdrawals={withdrawals}
        lang={lang}
        action={`/${lang}/withdraw`}
        page={page}
        last={last}
      />
    </div>
  );
}

export { WalletErrorBoundary as ErrorBoundary };
