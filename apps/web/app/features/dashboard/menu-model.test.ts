import { describe, expect, it } from 'vitest';
import { FEATURES, type FeatureSwitches } from '../../lib/features';
import { activeGroupOf, currentOf, dashboardMenu } from './menu-model';

/** Every part of the product built, as the menu will be once all of them are. */
const ALL_BUILT = Object.fromEntries(Object.keys(FEATURES).map((k) => [k, true])) as FeatureSwitches;

describe('dashboard menu', () => {
  const menu = dashboardMenu('en', ALL_BUILT);
  const group = (id: string) => menu.find((g) => g.id === id)!;

  it('has the groups of the spec in order, groups opening their first sub-link', () => {
    expect(menu.map((g) => g.id)).toEqual([
      'dashboard',
      'my_services',
      'my_deals',
      'my_wallet',
      'payment_methods',
      'favorite',
      'my_network',
      'my_profile',
      'two_step_verification',
      'my_qr_code',
      'my_articles',
      'my_subscription',
    ]);
    expect(group('my_services').children.map((c) => c.to)).toEqual([
      '/en/my-services/provided',
      '/en/my-services/requested',
      '/en/my-services/uncompleted',
    ]);
    expect(group('my_deals').to).toBe('/en/my-deals/sent');
    expect(group('my_network').children.map((c) => c.id)).toEqual(['following', 'followers']);
    expect(group('my_articles').children.map((c) => c.id)).toEqual(['pending', 'published']);
    expect(group('my_qr_code').to).toBe('/en/my-qr-code');
    expect(dashboardMenu('ar')[0]!.to).toBe('/ar/dashboard');
  });

  it('leaves out the groups whose screens are not built, each by its own switch', () => {
    const none = { ...ALL_BUILT, deals: false, wallet: false, network: false, blogs: false, plans: false };
    expect(dashboardMenu('en', none).map((g) => g.id)).toEqual([
      'dashboard',
      'my_services',
      'favorite',
      'my_profile',
      'two_step_verification',
      'my_qr_code',
    ]);
    const withWallet = dashboardMenu('en', { ...none, wallet: true }).map((g) => g.id);
    expect(withWallet).toContain('my_wallet');
    expect(withWallet).toContain('payment_methods');
    expect(withWallet).not.toContain('my_deals');
    // As shipped: every group's screens are built, the articles' too.
    const shipped = dashboardMenu('en').map((g) => g.id);
    expect(shipped).toContain('my_articles');
    expect(shipped).toContain('my_network');
    expect(shipped).toContain('my_subscription');
    expect(shipped).toContain('my_wallet');
    expect(shipped).toContain('payment_methods');
    expect(shipped).toContain('my_deals');
  });

  it("counts the wallet's top-up, card payment, result and withdraw screens as the wallet", () => {
    for (const path of ['/en/top-up-wallet', '/en/withdraw', '/en/payment-by-card', '/en/retrieve-charge']) {
      expect(activeGroupOf(menu, path)?.id, path).toBe('my_wallet');
      expect(currentOf(group('my_wallet'), path), path).toBe('true');
    }
    expect(currentOf(group('my_wallet'), '/en/my-wallet')).toBe('page');
    expect(activeGroupOf(menu, '/en/payment-methods')?.id).toBe('payment_methods');
  });

  it('finds the active group by address, including screens under a group', () => {
    expect(activeGroupOf(menu, '/en/my-deals/received')?.id).toBe('my_deals');
    expect(activeGroupOf(menu, '/en/my-profile/change-email')?.id).toBe('my_profile');
    expect(activeGroupOf(menu, '/en/dashboard/')?.id).toBe('dashboard');
    // A prefix of a word is not a match.
    expect(activeGroupOf(menu, '/en/my-profiles')).toBeUndefined();
    expect(activeGroupOf(menu, '/en/about-us')).toBeUndefined();
  });

  it('marks the exact page, and the group of a sub-page', () => {
    expect(currentOf(group('my_profile'), '/en/my-profile')).toBe('page');
    expect(currentOf(group('my_profile'), '/en/my-profile/change-email')).toBe('true');
    expect(currentOf(group('dashboard'), '/en/my-profile')).toBeUndefined();
    const deals = group('my_deals');
    expect(currentOf(deals, '/en/my-deals/received')).toBe('true');
    expect(currentOf(deals, '/en/my-deals/received', deals.children[1])).toBe('page');
    expect(currentOf(deals, '/en/my-deals/received', deals.children[0])).toBeUndefined();
  });
});
