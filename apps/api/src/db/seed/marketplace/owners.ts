import type { PlannedAccount } from './accounts';
import type { Random } from './random';
import type { Entry } from './service-entry';

/**
 * Who publishes each service. A provided service goes to an account working in its main category,
 * the least busy one first; a requested service is posted by a client from another field. Nobody
 * holds more services than the free plan allows, so every demo account can still publish its own.
 */
export function assignOwners(
  random: Random,
  entries: Entry[],
  accounts: PlannedAccount[],
  servicesLimit: number,
): number[] {
  const held = accounts.map(() => 0);
  const owners: number[] = entries.map(() => -1);
  const worksIn = (account: number, slug: string) => accounts[account]!.categories.includes(slug);
  const everyone = accounts.map((_, index) => index);

  const choose = (preferred: number[]) => {
    const withRoom = (list: number[]) => list.filter((account) => held[account]! < servicesLimit);
    const candidates = withRoom(preferred).length ? withRoom(preferred) : withRoom(everyone);
    if (!candidates.length) throw new Error('demo marketplace: more services than the accounts may hold');
    const least = Math.min(...candidates.map((account) => held[account]!));
    const chosen = random.pick(candidates.filter((account) => held[account] === least));
    held[chosen] = held[chosen]! + 1;
    return chosen;
  };

  const order = random.shuffle(entries.map((_, index) => index));
  const homes = (index: number) => everyone.filter((account) => worksIn(account, entries[index]!.mainSlug));
  // Categories with the fewest providers choose first, before their providers fill up elsewhere.
  const provided = order
    .filter((index) => entries[index]!.template.type !== 'requested')
    .sort((a, b) => homes(a).length - homes(b).length);
  for (const index of provided) owners[index] = choose(homes(index));
  for (const index of order.filter((i) => entries[i]!.template.type === 'requested')) {
    owners[index] = choose(everyone.filter((account) => !worksIn(account, entries[index]!.mainSlug)));
  }
  return owners;
}
