import type { ServiceType } from '@wasla/shared/business-constants';
import type { WizardStep } from '@wasla/shared/contracts/services';
import { formatDate } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { ArrowRight, CircleCheck, CircleDashed, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { LinkButton } from '../../../components/ui/link-button';
import { draftProgress } from './my-services-model';
import { ServiceThumb } from './service-card';
import { ConfirmDialog } from './service-dialogs';
import { useCardAction } from './use-card-action';

/** What the list shows of an unfinished service. */
export type DraftItem = {
  id: number;
  type: ServiceType;
  name: string;
  thumb_url: string | null;
  updated_at: string;
  steps: Partial<Record<WizardStep, unknown[]>>;
};

/** An unfinished service: the wizard's steps done so far, continue, or discard it. */
export function DraftCard({ draft, lang }: { draft: DraftItem; lang: Language }) {
  const { t } = useTranslation();
  const action = useCardAction(draft.id);
  const titleId = `draft-${draft.id}-title`;
  const name = draft.name || t('my_services.untitled');
  const progress = draftProgress(draft.steps);
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="rounded-2xl border border-line bg-surface p-4 shadow-sm transition-shadow hover:shadow-md sm:p-5"
      >
        <div className="flex gap-3.5 sm:gap-4">
          <ServiceThumb url={draft.thumb_url} />
          <div className="min-w-0 flex-1">
            <span className="inline-flex items-center rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
              {t(`my_services.type.${draft.type}`)}
            </span>
            <h2
              id={titleId}
              className={`mt-1.5 line-clamp-2 font-bold leading-snug [overflow-wrap:anywhere] ${draft.name ? '' : 'text-muted'}`}
            >
              <bdi>{name}</bdi>
            </h2>
            <p className="mt-0.5 text-sm text-muted">
              {t('my_services.saved_on', { date: formatDate(draft.updated_at, lang) })}
            </p>
          </div>
        </div>

        <div className="mt-4">
          <p className="text-sm font-semibold">
            {t('my_services.steps_done', { done: progress.done, total: progress.total })}
          </p>
          <ol className="mt-2 grid gap-2 sm:grid-cols-3">
            {progress.parts.map(({ step, done }) => (
              <li
                key={step}
                className={`flex items-center gap-2 rounded-xl border px-3 py-2 text-sm ${done ? 'border-success/30 bg-success/5' : 'border-line bg-canvas'}`}
              >
                {done ? (
                  <CircleCheck aria-hidden="true" className="size-4.5 shrink-0 text-success" />
                ) : (
                  <CircleDashed aria-hidden="true" className="size-4.5 shrink-0 text-muted" />
                )}
                <span className="min-w-0 flex-1">{t(`my_services.steps.${step}`)}</span>
                <span className="sr-only">
                  {done ? t('my_services.step_done') : t('my_services.step_missing')}
                </span>
              </li>
            ))}
          </ol>
        </div>

        <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-line pt-4">
          <LinkButton to={`/${lang}/edit-service/${draft.id}`} size="sm" aria-describedby={titleId}>
            {t('my_services.actions.continue')}
            <ArrowRight aria-hidden="true" className="size-4.5 rtl:-scale-x-100" />
          </LinkButton>
          <Button
            size="sm"
            variant="ghost"
            aria-describedby={titleId}
            onPress={() => action.open('delete')}
            isDisabled={action.busy}
            className="ms-auto text-danger hover:bg-danger/5"
          >
            <Trash2 aria-hidden="true" className="size-4.5" />
            {t('my_services.actions.discard')}
          </Button>
        </div>
      </article>

      <ConfirmDialog
        action={action}
        id={draft.id}
        intent="discard"
        title={t('my_services.discard.title')}
        body={t('my_services.discard.body')}
        confirmLabel={t('my_services.discard.confirm')}
        icon={Trash2}
      />
    </li>
  );
}
