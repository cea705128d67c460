import { favoriteStateSchema } from '@wasla/shared/contracts/discovery';
import { feedbackReceiptSchema } from '@wasla/shared/contracts/feedback';
import type { AppLoadContext } from 'react-router';
import { requireUser } from '../auth/require-user.server';
import type { ReportReply } from './service-page/report-dialog';

export type FavoriteReply = { ok: true; favorite: boolean } | { ok: false; errors: Record<string, string[]> };

function failure(result: { message: Record<string, string[] | undefined> }) {
  const { txt, ...fields } = result.message;
  const errors = Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string[]] => Array.isArray(entry[1])),
  );
  return { ok: false as const, errors: txt ? { form: txt, ...errors } : errors };
}

/**
 * The writes of public pages, for signed-in visitors (guests are sent to log in by `requireUser`):
 * reporting a service or a provider, and keeping one as a favourite.
 */
export async function runDiscoveryIntent(args: {
  params: { lang?: string };
  request: Request;
  context: AppLoadContext;
}): Promise<ReportReply | FavoriteReply> {
  const { api } = await requireUser(args);
  const form = await args.request.formData();
  const intent = String(form.get('intent'));
  const target = { type: String(form.get('type')), type_id: Number(form.get('type_id')) };
  if (intent === 'report') {
    const result = await api.post(feedbackReceiptSchema, '/report', {
      ...target,
      reason: String(form.get('reason') ?? ''),
    });
    return result.ok ? { ok: true, message: result.message?.txt[0] ?? '' } : failure(result);
  }
  if (intent === 'favorite') {
    const favorite = form.get('favorite') === 'true';
    const result = await api.send(favoriteStateSchema, favorite ? 'POST' : 'DELETE', '/favorites', target);
    return result.ok ? { ok: true, favorite } : failure(result);
  }
  return { ok: false, errors: { form: ['bad request'] } };
}
