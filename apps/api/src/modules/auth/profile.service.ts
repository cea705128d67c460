import type { UpdateProfileRequest } from '@wasla/shared/contracts/auth';
import { fieldError } from '../../lib/http/field-errors';
import { presentUser } from './user.presenter';
import type { UserRow, UsersRepository } from './users.repository';

const invalid = (field: string) => fieldError(field, 'validation.invalid_choice');

/**
 * A user's own profile: every change applies to the signed-in account only. Name, bio and place show
 * on cards in cached listings and search results, so `publicProfileChanged` drops those replies.
 */
export function createProfileService(
  users: UsersRepository,
  publicProfileChanged: () => void = () => undefined,
) {
  async function save(user: UserRow, values: Parameters<UsersRepository['update']>[1]) {
    return presentUser((await users.update(user.id, values))!);
  }

  return {
    async update(user: UserRow, input: UpdateProfileRequest) {
      // A place is checked as a whole: the state must be in the country, the city in the state.
      const countryId = input.country_id !== undefined ? input.country_id : user.countryId;
      const stateId =
        input.state_id !== undefined ? input.state_id : input.country_id !== undefined ? null : user.stateId;
      const cityId =
        input.city_id !== undefined
          ? input.city_id
          : input.state_id !== undefined || input.country_id !== undefined
            ? null
            : user.cityId;
      if (!(await users.placesNest(countryId ?? null, stateId ?? null, cityId ?? null))) {
        throw invalid(input.city_id ? 'city_id' : input.state_id ? 'state_id' : 'country_id');
      }
      if (input.currency_id !== undefined && !(await users.currencyExists(input.currency_id)))
        throw invalid('currency_id');
      const saved = await save(user, {
        name: input.name,
        bio: input.bio === undefined ? undefined : input.bio || null,
        gender: input.gender,
        experiences: input.experiences,
        countryId: countryId ?? null,
        stateId: stateId ?? null,
        cityId: cityId ?? null,
        locale: input.locale,
        currencyId: input.currency_id,
      });
      publicProfileChanged();
      return saved;
    },

    async setCurrency(user: UserRow, currencyId: number) {
      if (!(await users.currencyExists(currencyId))) throw invalid('currency_id');
      return save(user, { currencyId });
    },

    setLocale: (user: UserRow, locale: string) => save(user, { locale }),

    /** The push token is stored only when it changed, so repeated calls cost one comparison. */
    async setPushToken(user: UserRow, token: string) {
      return user.fcmToken === token ? presentUser(user) : save(user, { fcmToken: token });
    },

    setOnline: (user: UserRow, online: boolean) => save(user, { isOnline: online }),
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
