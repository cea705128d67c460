import type { User } from '@wasla/shared/contracts/auth';
import type { Language } from '@wasla/shared/languages';

/**
 * The parts of a profile and what each adds to `completion_score` (the API's rule in
 * `user.presenter.ts`): name 10, verified e-mail 15, verified phone 15, photo 15, bio 15, gender 5,
 * experience 5, country 5, state 5, city 5, currency 5.
 */
export const PROFILE_PARTS = {
  name: 10,
  email: 15,
  phone: 15,
  photo: 15,
  bio: 15,
  gender: 5,
  experiences: 5,
  country: 5,
  state: 5,
  city: 5,
  currency: 5,
} as const;

export type ProfilePart = keyof typeof PROFILE_PARTS;

export type MissingPart = { part: ProfilePart; weight: number; href: string };

type ProfileFields = Pick<
  User,
  | 'name'
  | 'email'
  | 'email_verified_at'
  | 'phone_number'
  | 'phone_verified_at'
  | 'media'
  | 'bio'
  | 'gender'
  | 'experiences'
  | 'country_id'
  | 'state_id'
  | 'city_id'
  | 'currency_id'
>;

function isDone(user: ProfileFields, part: ProfilePart): boolean {
  switch (part) {
    case 'name':
      return Boolean(user.name.trim());
    case 'email':
      return Boolean(user.email_verified_at);
    case 'phone':
      return Boolean(user.phone_verified_at);
    case 'photo':
      return Boolean(user.media.medium);
    case 'bio':
      return Boolean(user.bio?.trim());
    case 'gender':
      return user.gender !== 'unspecified';
    case 'experiences':
      return user.experiences.length > 0;
    case 'country':
      return user.country_id !== null;
    case 'state':
      return user.state_id !== null;
    case 'city':
      return user.city_id !== null;
    case 'currency':
      return user.currency_id !== null;
  }
}

/** Where a missing part is put right: the profile form, or the screens for e-mail and phone. */
function fixAt(user: ProfileFields, part: ProfilePart, lang: Language): string {
  if (part === 'phone') {
    return user.phone_number
      ? `/${lang}/auth/verify-phone-number`
      : `/${lang}/my-profile/change-phone-number?add=true`;
  }
  if (part === 'email') return user.email ? `/${lang}/auth/verify-email` : `/${lang}/my-profile/change-email`;
  const anchor = part === 'state' || part === 'city' || part === 'country' ? 'place' : part;
  return `/${lang}/my-profile#${anchor}`;
}

/** What the profile still lacks, heaviest first, each with the address where it is completed. */
export function missingProfileParts(user: ProfileFields, lang: Language): MissingPart[] {
  return (Object.keys(PROFILE_PARTS) as ProfilePart[])
    .filter((part) => !isDone(user, part))
    .map((part) => ({ part, weight: PROFILE_PARTS[part], href: fixAt(user, part, lang) }))
    .sort((a, b) => b.weight - a.weight);
}

/** The score the missing parts leave: 100 less what they would add. */
export function scoreWithout(missing: MissingPart[]): number {
  return 100 - missing.reduce((sum, item) => sum + item.weight, 0);
}
