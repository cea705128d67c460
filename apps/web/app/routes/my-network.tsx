import { followStateSchema } from '@wasla/shared/contracts/discovery';
import { networkMemberPage } from '@wasla/shared/contracts/replies';
import { formatNumber } from '@wasla/shared/format';
import { Search, UserMinus, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { data, Form, redirect, useNavigation } from 'react-router';
import { z } from 'zod';
import { Button } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { LinkButton } from '../components/ui/link-button';
import { Pagination } from '../components/ui/pagination';
import { TextField } from '../components/ui/text-field';
import { requireUser, withSession } from '../features/auth/require-user.server';
import { NetworkMemberRow } from '../features/network/network-member-row';
import {
  type NetworkSide,
  networkApiQuery,
  networkHref,
  networkSideOf,
  readNetworkState,
} from '../features/network/network-url';
import { ACCOUNT_CATALOG } from '../lib/catalog-groups';
import { pageMeta } from '../lib/meta';
import { langOf } from '../lib/route-lang';
import type { Route } from './+types/my-network';

const sideOf = (params: { side?: string }): NetworkSide => {
  const side = networkSideOf(params.side);
  if (!side) throw data(null, { status: 404 });
  return side;
};

/**
 * `/my-network/following` and `/my-network/followers` (SPEC.md section 2): the accounts I follow and
 * those who follow me, newest first, found by a part of their name, in pages; from the first I stop
 * following, from the second I remove a follower.
 */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await requireUser(args);
  const side = sideOf(args.params);
  const state = readNetworkState(new URL(args.request.url).searchParams);
  const list = await signedIn.api.get(networkMemberPage, `/networks/${side}?${networkApiQuery(state)}`);
  // Past the last page (its last member just left it): the last page there is.
  const last = Math.max(list.meta.last_page, 1);
  if (state.page > last) throw redirect(networkHref(signedIn.lang, side, state, { page: last }));
  return withSession(signedIn, { side, state, list, catalog: ACCOUNT_CATALOG });
}

const changeForm = z.object({
  intent: z.enum(['unfollow', 'remove']),
  account_id: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** Stops following an account, or removes a follower; the list is read again after either. */
export async function action(args: Route.ActionArgs) {
  const signedIn = await requireUser(args);
  const parsed = changeForm.safeParse(Object.fromEntries(await args.request.formData()));
  if (!parsed.success) return data({ ok: false as const, message: '' }, { status: 400 });
  const { intent, account_id } = parsed.data;
  const result =
    intent === 'unfollow'
      ? await signedIn.api.send(followStateSchema, 'DELETE', `/networks/${account_id}/follow`)
      : await signedIn.api.send(
          followStateSchema.pick({ followers_count: true }),
          'POST',
          `/networks/${account_id}/remove`,
        );
  return withSession(
    signedIn,
    result.ok
      ? { ok: true as const, message: result.message?.txt[0] ?? '' }
      : { ok: false as const, message: result.message.txt?.join(' ') ?? '' },
  );
}

export const meta: Route.MetaFunction = (args) => {
  const side = networkSideOf(args.params.side) ?? 'following';
  return [
    ...pageMeta(args, { key: `network.title_${side}` }, { key: `network.intro_${side}` }),
    { name: 'robots', content: 'noindex' },
  ];
};

export default function MyNetwork({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { side, state, list } = loaderData;
  const lang = langOf(params);
  const navigation = useNavigation();
  const reading = navigation.state === 'loading' && navigation.location.pathname.includes('/my-network/');
  const members = list.data;

  return (
    <div className="grid gap-6">
      <header>
        <h1 className="text-2xl font-bold">{t(`network.title_${side}`)}</h1>
        <p className="mt-1 text-muted">{t(`network.intro_${side}`)}</p>
      </header>

      <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 sm:max-w-sm">
          <TextField
            key={state.name}
            label={t('network.search_label')}
            name="name"
            type="search"
            defaultValue={state.name}
            maxLength={100}
          />
        </div>
        <Button type="submit" variant="secondary">
          <Search aria-hidden="true" className="size-4.5" />
          {t('network.search')}
        </Button>
      </Form>

      <p role="status" className="text-sm text-muted">
        {t('listing.showing', {
          some: formatNumber(members.length, lang),
          total: formatNumber(list.meta.total, lang),
        })}
      </p>

      {members.length ? (
        <ul className={`grid gap-3 sm:grid-cols-2 ${reading ? 'opacity-60' : ''}`} aria-busy={reading}>
          {members.map((member) => (
            <NetworkMemberRow key={member.id} member={member} side={side} lang={lang} />
          ))}
        </ul>
      ) : state.name ? (
        <EmptyState
          icon={Search}
          title={t('network.no_match_title', { name: state.name })}
          body={t('network.no_match_body')}
          action={
            <LinkButton to={networkHref(lang, side, state, { name: '' })} variant="secondary">
              {t('network.clear')}
            </LinkButton>
          }
        />
      ) : (
        <EmptyState
          icon={side === 'following' ? UsersRound : UserMinus}
          title={t(`network.empty_${side}_title`)}
          body={t(`network.empty_${side}_body`)}
          action={
            side === 'following' ? (
              <LinkButton to={`/${lang}/providers`}>{t('network.browse_providers')}</LinkButton>
            ) : undefined
          }
        />
      )}

      <Pagination
        current={state.page}
        last={list.meta.last_page}
        hrefOf={(page) => networkHref(lang, side, state, { page })}
      />
    </div>
  );
}
