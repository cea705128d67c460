import type { Language } from '@wasla/shared/languages';
import { availableOnly, FEATURES, type Feature, type FeatureSwitches } from '../../lib/features';

/** One entry of the dashboard menu; a group with sub-links opens its first one. */
export type MenuGroup = {
  id: string;
  /** Catalog key of the label. */
  label: string;
  to: string;
  /** Every address under this prefix belongs to the group. */
  base: string;
  /** Other addresses whose screens belong to the group (the wallet's top-up and withdraw pages). */
  related: string[];
  children: { id: string; label: string; to: string }[];
};

/**
 * The groups of SPEC.md section 2, "Dashboard side menu", in order. A group whose screens are not
 * built yet (`feature`, see lib/features.ts) is left out until they are.
 */
const GROUPS: { id: string; path: string; children?: string[]; related?: string[]; feature?: Feature }[] = [
  { id: 'dashboard', path: 'dashboard' },
  { id: 'my_services', path: 'my-services', children: ['provided', 'requested', 'uncompleted'] },
  { id: 'my_deals', path: 'my-deals', children: ['sent', 'received', 'favored'], feature: 'deals' },
  {
    id: 'my_wallet',
    path: 'my-wallet',
    related: ['top-up-wallet', 'payment-by-card', 'retrieve-charge', 'withdraw'],
    feature: 'wallet',
  },
  { id: 'payment_methods', path: 'payment-methods', feature: 'wallet' },
  { id: 'favorite', path: 'favorite' },
  { id: 'my_network', path: 'my-network', children: ['following', 'followers'], feature: 'network' },
  { id: 'my_profile', path: 'my-profile' },
  { id: 'two_step_verification', path: 'two-step-verification' },
  { id: 'my_qr_code', path: 'my-qr-code' },
  { id: 'my_articles', path: 'my-articles', children: ['pending', 'published'], feature: 'blogs' },
  { id: 'my_subscription', path: 'my-subscription', feature: 'plans' },
];

export function dashboardMenu(lang: Language, switches: FeatureSwitches = FEATURES): MenuGroup[] {
  return availableOnly(GROUPS, switches).map(({ id, path, children = [], related = [] }) => {
    const base = `/${lang}/${path}`;
    const links = children.map((child) => ({
      id: child,
      label: `dashboard.menu.${id}_${child}`,
      to: `${base}/${child}`,
    }));
    return {
      id,
      label: `dashboard.menu.${id}`,
      base,
      related: related.map((other) => `/${lang}/${other}`),
      to: links[0]?.to ?? base,
      children: links,
    };
  });
}

const within = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);
const inGroup = (pathname: string, group: MenuGroup) =>
  within(pathname, group.base) || group.related.some((other) => within(pathname, other));

/** The group the current address belongs to (my-profile/change-email stays under my-profile). */
export function activeGroupOf(menu: MenuGroup[], pathname: string): MenuGroup | undefined {
  const path = pathname.replace(/\/+$/, '');
  return menu.find((group) => inGroup(path, group));
}

/**
 * How a link marks the current page: `page` on the exact address; `true` on a group's link while a
 * page inside the group is shown (a sub-link, or a screen under it such as my-profile/change-email).
 */
export function currentOf(
  group: MenuGroup,
  pathname: string,
  child?: MenuGroup['children'][number],
): 'page' | 'true' | undefined {
  const path = pathname.replace(/\/+$/, '');
  if (child) return path === child.to ? 'page' : undefined;
  if (!group.children.length && path === group.base) return 'page';
  return inGroup(path, group) ? 'true' : undefined;
}
