import { emptyReply, tagList } from '@wasla/shared/contracts/replies';
import type { ServiceEdit } from '@wasla/shared/contracts/services';
import {
  extraOptionSchema,
  serviceEditSchema,
  serviceMediumSchema,
  translatedTextSchema,
} from '@wasla/shared/contracts/services';
import type { ApiFailure } from '../../../lib/api-client/reply-check';
import type { SignedIn } from '../../auth/require-user.server';

/** What every intent of the wizard's action answers; the page reads `intent` to know whose it is. */
type WizardFailure = {
  intent: string;
  ok: false;
  code: string;
  status: number;
  errors: Record<string, string[]>;
};
export type WizardReply =
  | { intent: string; ok: true; message: string; service?: ServiceEdit; value?: unknown }
  | WizardFailure;

/** What the typed client answers: the contract's data, or the API's refusal with its status. */
type ApiResult<T> =
  | { ok: true; data: T; message?: { txt: string[] } }
  | ({ ok: false; status: number } & ApiFailure);

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
 * Saving sends new tags first, then the fields with their properties (SPEC.md section 4, "Saving a
 * draft"). New tags are created in the category chosen on the page, which a new draft has not stored
 * yet. If they are refused, a draft save still keeps every other field, and the reply names the
 * tags' problem; a submit stops there. The page keeps the tags typed either way.
 */
async function saveFields(
  signedIn: SignedIn,
  id: number,
  intent: 'save' | 'submit',
  form: FormData,
): Promise<WizardReply> {
  const { api } = signedIn;
  const payload = JSON.parse(String(form.get('payload') ?? '{}')) as Record<string, unknown>;
  const newTags = JSON.parse(String(form.get('new_tags') ?? '[]')) as string[];
  let tagErrors: string[] = [];
  if (newTags.length) {
    const categoryId = (payload.category_id ?? payload.main_category_id) as number | null | undefined;
    const added = await api.post(tagList, `/services/${id}/add-tag`, {
      tags: newTags,
      ...(categoryId ? { category_id: categoryId } : {}),
    });
    if (added.ok) {
      payload.tag_ids = [...((payload.tag_ids as number[]) ?? []), ...added.data.map((tag) => tag.id)];
    } else {
      const failed = reply(intent, added);
      tagErrors = failed.ok ? [] : Object.values(failed.errors).flat();
      if (intent === 'submit') return { ...(failed as WizardFailure), errors: { tag_ids: tagErrors } };
    }
  }
  const result =
    intent === 'submit'
      ? await api.send(serviceEditSchema, 'PATCH', `/services/${id}`, payload)
      : await api.post(serviceEditSchema, `/services/${id}/save-draft`, payload);
  const saved = reply<ServiceEdit>(intent, result, (service) => ({ service }));
  if (!tagErrors.length) return saved;
  return {
    intent,
    ok: false,
    code: 'validation_failed',
    status: 422,
    errors: { ...(saved.ok ? {} : saved.errors), tag_ids: tagErrors },
  };
}

/**
 * The wizard's writes, each one call or a short sequence to the API as the signed-in user. A failure
 * of the server or of the connection to it is answered like any refusal, so the page stays as it is,
 * with everything typed, and says the save did not happen.
 */
export async function runWizardIntent(signedIn: SignedIn, id: number, form: FormData): Promise<WizardReply> {
  const intent = String(form.get('intent') ?? '');
  try {
    return await runIntent(signedIn, id, intent, form);
  } catch (error) {
    const status = statusOf(error);
    if (status !== null && status < 500) throw error;
    return { intent, ok: false, code: 'server_error', status: status ?? 503, errors: {} };
  }
}

/** The status of a thrown reply (`data()` or `Response`), or null for any other error. */
function statusOf(error: unknown): number | null {
  if (error instanceof Response) return error.status;
  if (error && typeof error === 'object' && 'init' in error) {
    const init = (error as { init?: { status?: number } | null }).init;
    return init?.status ?? null;
  }
  return null;
}

async function runIntent(
  signedIn: SignedIn,
  id: number,
  intent: string,
  form: FormData,
): Promise<WizardReply> {
  const { api } = signedIn;
  switch (intent) {
    case 'save':
    case 'submit':
      return saveFields(signedIn, id, intent, form);
    case 'add-place':
      return reply<ServiceEdit>(
        intent,
        await api.post(serviceEditSchema, `/services/${id}/add-place`, {
          country_id: numberOf(form, 'country_id'),
          state_id: numberOf(form, 'state_id'),
          city_id: numberOf(form, 'city_id'),
        }),
        (service) => ({ service }),
      );
    case 'remove-place':
      return reply<ServiceEdit>(
        intent,
        await api.send(serviceEditSchema, 'DELETE', `/services/${id}/places/${numberOf(form, 'place_id')}`),
        (service) => ({ service }),
      );
    case 'select-main':
      return reply<ServiceEdit>(
        intent,
        await api.post(serviceEditSchema, `/services/${id}/select-main-image`, {
          media_id: numberOf(form, 'media_id'),
        }),
        (service) => ({ service }),
      );
    case 'remove-media':
      return reply<ServiceEdit>(
        intent,
        await api.send(serviceEditSchema, 'DELETE', `/services/${id}/media/${numberOf(form, 'media_id')}`),
        (service) => ({ service }),
      );
    case 'video-link':
      return reply(
        intent,
        await api.post(serviceMediumSchema, `/services/${id}/media/video-link`, {
          link: String(form.get('link') ?? ''),
        }),
      );
    case 'add-extra': {
      // Extra options are priced in the service's currency: a currency chosen but not yet saved goes first.
      const currencyId = numberOf(form, 'currency_id');
      if (currencyId) {
        const saved = await api.post(serviceEditSchema, `/services/${id}/save-draft`, {
          currency_id: currencyId,
        });
        if (!saved.ok) return reply(intent, saved);
      }
      return reply(
        intent,
        await api.post(extraOptionSchema, '/budgets/extra-options/adding', {
          service_id: id,
          price: String(form.get('price') ?? ''),
          description: String(form.get('description') ?? ''),
          delivery_days: String(form.get('delivery_days') ?? ''),
          unit: String(form.get('unit') ?? 'day'),
        }),
      );
    }
    case 'remove-extra':
      return reply(
        intent,
        await api.send(emptyReply, 'DELETE', `/budgets/extra-options/${numberOf(form, 'option_id')}`),
      );
    case 'translate':
      return reply<{ text: string; target: string }>(
        intent,
        await api.post(translatedTextSchema, `/services/${id}/translate/description`, {
          source: String(form.get('source') ?? '') || undefined,
          target: String(form.get('target') ?? ''),
        }),
        (value) => ({ value }),
      );
    default:
      return { intent, ok: false, code: 'bad_request', status: 400, errors: {} };
  }
}
