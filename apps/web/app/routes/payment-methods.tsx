import { CreditCard, Landmark, Plus, UserRound } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { requireUser, withSession } from '../features/auth/require-user.server';
import { AddCardForm } from '../features/wallet/add-card-form';
import { BankAccountForm } from '../features/wallet/bank-account-form';
import { BankAccountList } from '../features/wallet/bank-account-list';
import { CardList } from '../features/wallet/card-list';
import { cardGateway } from '../features/wallet/gateway.server';
import { PersonalInfoForm } from '../features/wallet/personal-info-form';
import { TwoFactorReminder } from '../features/wallet/two-factor-reminder';
import { walletApi } from '../features/wallet/wallet-api.server';
import { WalletErrorBoundary } from '../features/wallet/wallet-error-boundary';
import { walletFormAction } from '../features/wallet/wallet-forms.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/payment-methods';

/** Cards, bank accounts and personal information (SPEC.md sections 3 and 7, Wallet). */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await requireUser(args);
  const wallet = walletApi(signedIn.api);
  const [cards, accounts, personal, gateway] = await Promise.all([
    wallet.cards(),
    wallet.bankAccounts(),
    wallet.personalInformation(),
    cardGateway(signedIn.api),
  ]);
  return withSession(signedIn, {
    lang: signedIn.lang,
    cards,
    accounts,
    personal,
    gateway,
    now: Date.now(),
    twoFactor: signedIn.user.two_factor_enabled,
  });
}

export async function action(args: Route.ActionArgs) {
  const signedIn = await requireUser(args);
  return withSession(signedIn, await walletFormAction(signedIn, await args.request.formData()));
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'wallet.methods.title' }, { key: 'wallet.methods.intro' }),
  { name: 'robots', content: 'noindex' },
];

function Section({
  id,
  icon: Icon,
  title,
  intro,
  children,
}: {
  id: string;
  icon: typeof CreditCard;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="grid scroll-mt-[calc(5.3em+1rem)] gap-4 rounded-2xl border border-line bg-surface p-5 sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id={`${id}-title`} className="text-lg font-bold">
            {title}
          </h2>
          <p className="text-sm text-muted">{intro}</p>
        </div>
      </div>
      {children}
    </section>
  );
}

/** A form folded behind its button until asked for; the button hides while the form is open. */
function Adding({
  label,
  open,
  onOpen,
  children,
}: {
  label: string;
  open: boolean;
  onOpen: () => void;
  children: ReactNode;
}) {
  if (open) return <div className="rounded-xl border border-line bg-canvas p-4 sm:p-5">{children}</div>;
  return (
    <div>
      <Button variant="secondary" onPress={onOpen}>
        <Plus aria-hidden="true" className="size-4.5" />
        {label}
      </Button>
    </div>
  );
}

export default function PaymentMethods({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang, cards, accounts, personal, gateway, now, twoFactor } = loaderData;
  const action = `/${lang}/payment-methods`;
  const [addingCard, setAddingCard] = useState(false);
  const [addingAccount, setAddingAccount] = useState(false);
  return (
    <div className="grid gap-6">
      <header>
        <h1 className="text-2xl font-bold text-brand-950 sm:text-3xl">{t('wallet.methods.title')}</h1>
        <p className="mt-1 text-muted">{t('wallet.methods.intro')}</p>
      </header>

      <Section id="cards" icon={CreditCard} title={t('wallet.cards.title')} intro={t('wallet.cards.intro')}>
        {cards.length ? (
          <CardList cards={cards} action={action} />
        ) : addingCard ? null : (
          <EmptyState
            icon={CreditCard}
            headingLevel={3}
            title={t('wallet.cards.empty_title')}
            body={t('wallet.cards.empty_body')}
          />
        )}
        <Adding label={t('wallet.cards.add')} open={addingCard} onOpen={() => setAddingCard(true)}>
          <AddCardForm action={action} gateway={gateway} lang={lang} onSaved={() => setAddingCard(false)} />
        </Adding>
      </Section>

      <Section
        id="bank-accounts"
        icon={Landmark}
        title={t('wallet.bank_accounts.title')}
        intro={t('wallet.bank_accounts.intro')}
      >
        {accounts.length ? (
          <BankAccountList accounts={accounts} action={action} lang={lang} now={now} />
        ) : addingAccount ? null : (
          <EmptyState
            icon={Landmark}
            headingLevel={3}
            title={t('wallet.bank_accounts.empty_title')}
            body={t('wallet.bank_accounts.empty_body')}
          />
        )}
        <Adding
          label={t('wallet.bank_accounts.add')}
          open={addingAccount}
          onOpen={() => setAddingAccount(true)}
        >
          <BankAccountForm action={action} idPrefix="new-account" onSaved={() => setAddingAccount(false)} />
        </Adding>
      </Section>

      <Section
        id="personal-information"
        icon={UserRound}
        title={t('wallet.personal.title')}
        intro={t('wallet.personal.intro')}
      >
        <PersonalInfoForm action={action} saved={personal} />
      </Section>

      <TwoFactorReminder enabled={twoFactor} storageKey="twoFactorReminder:payment-methods" lang={lang} />
    </div>
  );
}

export { WalletErrorBoundary as ErrorBoundary };
