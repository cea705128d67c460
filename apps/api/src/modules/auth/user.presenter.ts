import type { User } from '@wasla/shared/contracts/auth';
import type { UserRow } from './users.repository';

/**
 * How complete a profile is, out of 100. Each part a client looks at before trusting a provider counts:
 * name 10; verified e-mail 15; verified phone 15; photo 15; bio 15; gender 5; experience 5;
 * country 5; state 5; city 5; currency 5.
 */
export function completionScore(user: UserRow): number {
  const parts: [boolean, number][] = [
    [Boolean(user.name.trim()), 10],
    [Boolean(user.emailVerifiedAt), 15],
    [Boolean(user.phoneVerifiedAt), 15],
    [Boolean(user.avatarPath), 15],
    [Boolean(user.bio?.trim()), 15],
    [user.gender !== 'unspecified', 5],
    [user.experiences.length > 0, 5],
    [user.countryId !== null, 5],
    [user.stateId !== null, 5],
    [user.cityId !== null, 5],
    [user.currencyId !== null, 5],
  ];
  return parts.reduce((sum, [done, weight]) => sum + (done ? weight : 0), 0);
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function presentUser(user: UserRow): User {
  return {
    id: user.id,
    code: user.code,
    slug: user.slug,
    name: user.name,
    email: user.email,
    phone_number: user.phoneNumber,
    country_code: user.countryCode,
    email_verified_at: iso(user.emailVerifiedAt),
    phone_verified_at: iso(user.phoneVerifiedAt),
    account_type: user.accountType as User['account_type'],
    bio: user.bio,
    gender: user.gender as User['gender'],
    experiences: user.experiences as User['experiences'],
    country_id: user.countryId,
    state_id: user.stateId,
    city_id: user.cityId,
    locale: user.locale,
    currency_id: user.currencyId,
    media: { medium: user.avatarPath ? `/media/avatars/${user.avatarPath}` : null },
    completion_score: completionScore(user),
    two_factor_enabled: user.twoFactorEnabledAt !== null,
    is_online: user.isOnline,
    created_at: user.createdAt.toISOString(),
  };
}
