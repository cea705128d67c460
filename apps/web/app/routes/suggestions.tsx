import { feedbackReceiptSchema } from '@wasla/shared/contracts/feedback';
import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Button } from '../components/ui/button';
import { TextField } from '../components/ui/text-field';
import { PageHeader } from '../features/content/page-header';
import { toFormResult, useFeedbackForm } from '../features/feedback/form-result';
import { apiFor } from '../lib/api-client/client.server';
import { pageCopy } from '../lib/catalogs.server';
import { copyMeta } from '../lib/meta';
import { langOf } from '../lib/route-lang';
import type { Route } from './+types/suggestions';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

export function loader({ params }: Route.LoaderArgs) {
  return { copy: pageCopy(langOf(params), 'suggestions') };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? '')]));
  const reply = await apiFor(context, langOf(params)).post(feedbackReceiptSchema, '/suggestions', values);
  return toFormResult(reply, values, '');
}

export const meta: Route.MetaFunction = (args) => copyMeta(args);

export default function Suggestions({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { busy, formKey, failed } = useFeedbackForm(actionData);
  return (
    <>
      <PageHeader title={loaderData.copy.title} intro={loaderData.copy.intro} />
      <div className="container-page py-12">
        <Form
          key={formKey}
          method="post"
          noValidate
          className="grid max-w-2xl gap-5 rounded-2xl border border-line bg-surface p-6 sm:p-8"
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              name="name"
              label={t('forms.name')}
              autoComplete="name"
              isRequired
              defaultValue={failed?.values.name}
              errors={failed?.errors.name}
            />
            <TextField
              name="email"
              type="email"
              label={t('forms.email')}
              autoComplete="email"
              isRequired
              defaultValue={failed?.values.email}
              errors={failed?.errors.email}
            />
          </div>
          <TextField
            name="subject"
            label={t('forms.subject')}
            isRequired
            defaultValue={failed?.values.subject}
            errors={failed?.errors.subject}
          />
          <TextField
            name="message"
            label={t('forms.message')}
            multiline
            isRequired
            description={t('forms.message_hint', { count: 20 })}
            defaultValue={failed?.values.message}
            errors={failed?.errors.message}
          />
          <div>
            <Button type="submit" isDisabled={busy} size="lg">
              <Send aria-hidden="true" className="size-4.5 rtl:-scale-x-100" />
              {busy ? t('forms.sending') : t('forms.send')}
            </Button>
          </div>
        </Form>
      </div>
    </>
  );
}
