import type { Charge } from '@wasla/shared/contracts/wallet';
import type { Language } from '@wasla/shared/languages';
import { Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { currentUser } from '../features/auth/current-user.server';
import { requireUser } from '../features/auth/require-user.server';
import { ChargeResult } from '../features/wallet/charge-result';
import { walletApi } from '../features/wallet/wallet-api.server';
import { WalletErrorBoundary } from '../features/wallet/wallet-error-boundary';
import { apiFor } from '../lib/api-client/client.server';
import { ACCOUNT_CATALOG } from '../lib/catalog-groups';
import { pageMeta } from '../lib/meta';
import { langOf } from '../lib/route-lang';
import { withCookies } from '../lib/session.server';
import type { Route } from './+types/retrieve-charge';

const chargeIdOf = (url: URL) => {
  const id = Number(url.searchParams.get('charge_id'));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/**
 * Where the browser lands after paying by card, 3-D Secure or not (`?charge_id=`): the charge as
 * `GET /wallets/retrieve-charge/{id}` answers it, which also asks the gateway about a charge still
 * open. One loader for both pages: retrieve-charge inside the dashboard, and retrieve-mobile-charge,
 * the apps' return page in their web view, with no site chrome (`bare`) and, when the web view has no
 * web session, only the word that the app shows the result.
 */
export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const mobile = url.pathname.endsWith('/retrieve-mobile-charge');
  const lang = langOf(args.params);
  const id = chargeIdOf(url);
  if (!id) throw data(null, { status: 404 });
  let api = apiFor(args.context, lang);
  let cookies: string[] = [];
  if (mobile) {
    const found = await currentUser(args.context, args.request, lang);
    cookies = found.cookies;
    if (!found.token) {
      return data(
        { lang, mobile, bare: true, charge: null as Charge | null, catalog: ACCOUNT_CATALOG },
        { headers: withCookies(cookies) },
      );
    }
    api = apiFor(args.context, lang, { token: found.token });
  } else {
    const signedIn = await requireUser(args);
    ({ api, cookies } = signedIn);
  }
  const reply = await walletApi(api).charge(id);
  if (reply.body.error) throw data(null, { status: reply.status, headers: withCookies(cookies) });
  return data(
    { lang, mobile, bare: mobile, charge: reply.body.data as Charge | null, catalog: ACCOUNT_CATALOG },
    { headers: withCookies(cookies) },
  );
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'wallet.charge.page_title' }, { key: 'wallet.charge.checking_body' }),
  { name: 'robots', content: 'noindex' },
];

function BackToApp() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto grid max-w-md justify-items-center gap-3 px-6 py-12 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700">
        <Smartphone aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-xl font-bold">{t('wallet.charge.app_title')}</h1>
      <p className="text-muted">{t('wallet.charge.back_to_app')}</p>
    </section>
  );
}

export default function RetrieveCharge({ loaderData }: Route.ComponentProps) {
  const { lang, mobile, charge } = loaderData as { lang: Language; mobile: boolean; charge: Charge | null };
  if (!charge) return <BackToApp />;
  return (
    <div className={mobile ? 'px-4 py-8' : 'py-4'}>
      <ChargeResult charge={charge} lang={lang} mobile={mobile} />
    </div>
  );
}

export { WalletErrorBoundary as ErrorBoundary };
