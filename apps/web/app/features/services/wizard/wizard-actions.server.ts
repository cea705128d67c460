import type { Tag } from '@wasla/shared/contracts/catalogue';
import type { ServiceEdit } from '@wasla/shared/contracts/services';
import type { SignedIn } from '../../auth/require-user.server';

/** What every intent of the wizard's action answers; the page reads `intent` to know whose it is. */
export type WizardReply =
  | { intent: string; ok: true; message: string; service?: ServiceEdit; value?: unknown }
  | { intent: string; ok: false; code: string; status: number; errors: Record<string, string[]> };

type ApiResult<T> = Awaited<ReturnType<SignedIn['api']['post']>> & { data?: T };

function reply<T>(
  intent: string,
  result: ApiResult<T>,
  pick: (data: T) => Partial<WizardReply & { ok: true }> = () => ({}),
): WizardReply {
  if (result.ok)
    return { intent, ok: true, message: result.message?.txt[0] ?? '', ...pick(result.data as T) };
  const { txt, ...fields } = result.message;
  const errors = Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string[]] => Array.isArray(entry[1])),
  );
  return {
    intent,
    ok: false,
    code: result.code,
    status: result.status,
    errors: txt ? { form: txt, ...errors } : errors,
  };
}

const numberOf = (form: FormData, key: string) => {
  const value = Number(form.get(key));
  return Number.isInteger(value) && value > 0 ? value : null;
};

/**
 * The wizard's writes, each one call or a short sequence to the API as the signed-in user. Saving
 * sends new tags first, then the fields with their properties (SPEC.md section 4, "Saving a draft").
 */
export async function runWizardIntent(signedIn: SignedIn, id: number, form: FormData): Promise<WizardReply> {
  const { api } = signedIn;
  const intent = String(form.get('intent') ?? '');
  switch (intent) {
    case 'save':
    case 'submit': {
      const payload = JSON.parse(String(form.get('payload') ?? '{}')) as Record<string, unknown>;
      const newTags = JSON.parse(String(form.get('new_tags') ?? '[]')) as string[];
      if (newTags.length) {
        const added = await api.post<Tag[]>(`/services/${id}/add-tag`, { tags: newTags });
        if (!added.ok) {
          const failed = reply(intent, added);
          return failed.ok ? failed : { ...failed, errors: { tag_ids: Object.values(failed.errors).flat() } };
        }
        payload.tag_ids = [
          ...((payload.tag_ids as number[]) ?? []),
          ...(added.data as Tag[]).map((tag) => tag.id),
        ];
      }
      const result =
        intent === 'submit'
          ? await api.send<ServiceEdit>('PATCH', `/services/${id}`, payload)
          : await api.post<ServiceEdit>(`/services/${id}/save-draft`, payload);
      return reply<ServiceEdit>(intent, result, (service) => ({ service }));
    }
    case 'add-place':
      return reply<ServiceEdit>(
        intent,
        await api.post(`/services/${id}/add-place`, {
          country_id: numberOf(form, 'country_id'),
          state_id: numberOf(form, 'state_id'),
          city_id: numberOf(form, 'city_id'),
        }),
        (service) => ({ service }),
      );
    case 'remove-place':
      return reply<ServiceEdit>(
        intent,
        await api.send('DELETE', `/services/${id}/places/${numberOf(form, 'place_id')}`),
        (service) => ({ service }),
      );
    case 'select-main':
      return reply<ServiceEdit>(
        intent,
        await api.post(`/services/${id}/select-main-image`, { media_id: numberOf(form, 'media_id') }),
        (service) => ({ service }),
      );
    case 'remove-media':
      return reply<ServiceEdit>(
        intent,
        await api.send('DELETE', `/services/${id}/media/${numberOf(form, 'media_id')}`),
        (service) => ({ service }),
      );
    case 'video-link':
      return reply(
        intent,
        await api.post(`/services/${id}/media/video-link`, { link: String(form.get('link') ?? '') }),
      );
    case 'add-extra': {
      // Extra options are priced in the service's currency: a currency chosen but not yet saved goes first.
      const currencyId = numberOf(form, 'currency_id');
      if (currencyId) {
        const saved = await api.post(`/services/${id}/save-draft`, { currency_id: currencyId });
        if (!saved.ok) return reply(intent, saved);
      }
      return reply(
        intent,
        await api.post('/budgets/extra-options/adding', {
          service_id: id,
          price: String(form.get('price') ?? ''),
          description: String(form.get('description') ?? ''),
          delivery_days: String(form.get('delivery_days') ?? ''),
          unit: String(form.get('unit') ?? 'day'),
        }),
      );
    }
    case 'remove-extra':
      return reply(intent, await api.send('DELETE', `/budgets/extra-options/${numberOf(form, 'option_id')}`));
    case 'translate':
      return reply<{ text: string; target: string }>(
        intent,
        await api.post(`/services/${id}/translate/description`, {
          source: String(form.get('source') ?? '') || undefined,
          target: String(form.get('target') ?? ''),
        }),
        (value) => ({ value }),
      );
    default:
      return { intent, ok: false, code: 'bad_request', status: 400, errors: {} };
  }
}
