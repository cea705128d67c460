import { favoriteStateSchema } from '@wasla/shared/contracts/discovery';
import { feedbackReceiptSchema } from '@wasla/shared/contracts/feedback';
import type { AppLoadContext } from 'react-router';
import { requireUser } from '../auth/require-user.server';
import { notificationsApi, refusalText } from '../notifications/notifications-api.server';
import type { NotifyReply } from './service-page/notify-when-available';
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
 * reporting a service or a provider, keeping one as a favourite, and asking to be told when a
 * service on holiday or closed is available again.
 */
export async function runDiscoveryIntent(args: {
  params: { lang?: string };
  request: Request;
  context: AppLoadContext;
}): Promise<ReportReply | FavoriteReply | NotifyReply> {
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
  if (intent === 'notify' && Number.isInteger(target.type_id) && target.type_id > 0) {
    const result = await notificationsApi(api).watch(target.type_id);
    return result.ok
      ? { ok: true, message: result.message?.txt[0] ?? '' }
      : { ok: false, message: refusalText(result) };
  }
  return { ok: false, errors: { form: ['bad request'] } };
}
