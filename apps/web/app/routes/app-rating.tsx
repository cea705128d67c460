import { feedbackReceiptSchema } from '@wasla/shared/contracts/feedback';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Button } from '../components/ui/button';
import { StarRatingField } from '../components/ui/star-rating-field';
import { TextField } from '../components/ui/text-field';
import { PageHeader } from '../features/content/page-header';
import { toFormResult, useFeedbackForm } from '../features/feedback/form-result';
import { apiFor } from '../lib/api-client/client.server';
import { pageCopy } from '../lib/catalogs.server';
import { copyMeta } from '../lib/meta';
import { langOf } from '../lib/route-lang';
import type { Route } from './+types/app-rating';

export function loader({ params }: Route.LoaderArgs) {
  return { copy: pageCopy(langOf(params), 'app_rating') };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = { stars: String(form.get('stars') ?? ''), comment: String(form.get('comment') ?? '') };
  const reply = await apiFor(context, langOf(params)).post(feedbackReceiptSchema, '/application/rating', {
    stars: values.stars === '' ? undefined : Number(values.stars),
    comment: values.comment,
  });
  return toFormResult(reply, values, '');
}

export const meta: Route.MetaFunction = (args) => copyMeta(args);

export default function AppRating({ loaderData, actionData }: Route.ComponentProps) {
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
          className="grid max-w-xl gap-6 rounded-2xl border border-line bg-surface p-6 sm:p-8"
        >
          <StarRatingField
            name="stars"
            label={t('forms.your_rating')}
            starLabel={(count) => t('forms.stars', { count })}
            defaultValue={failed?.values.stars}
            errors={failed?.errors.stars}
          />
          <TextField
            name="comment"
            label={t('forms.comment')}
            multiline
            isRequired
            defaultValue={failed?.values.comment}
            errors={failed?.errors.comment}
          />
          <div>
            <Button type="submit" isDisabled={busy} size="lg">
              {busy ? t('forms.sending') : t('forms.send_rating')}
            </Button>
          </div>
        </Form>
      </div>
    </>
  );
}
