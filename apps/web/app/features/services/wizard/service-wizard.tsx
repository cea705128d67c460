import type { ServiceEdit, WizardStep } from '@wasla/shared/contracts/services';
import { WIZARD_STEPS } from '@wasla/shared/contracts/services';
import { decimalToScaled } from '@wasla/shared/money';
import type { FieldProblem } from '@wasla/shared/service-rules/pricing';
import { ArrowLeft, ArrowRight, Save, Send } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-queue';
import { useLangData } from '../../shell/use-lang-data';
import { CommunicationStep } from './communication-step';
import { FilesStep } from './files-step';
import { GeneralStep } from './general-step';
import { PublishedDialog } from './published-dialog';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { UpgradeModal } from './upgrade-modal';
import type { WizardReply } from './wizard-actions.server';
import { problemMessages, stepOfField, stepStates, wizardCheck } from './wizard-checks';
import { type WizardCatalogue, WizardContext, type WizardState } from './wizard-context';
import { fromService, liveProblems, sameForm, toPayload, type WizardForm } from './wizard-form';
import { StepList } from './wizard-steps';
import { forgetStoredForm, readStoredForm, storeForm } from './wizard-storage';

const stepIndexOf = (value: string | null) => {
  const index = Number(value) - 1;
  return Number.isInteger(index) && index >= 0 && index < WIZARD_STEPS.length ? index : 0;
};

/**
 * The three-step wizard of a service (SPEC.md sections 2 and 4). Fields live in this component and in
 * the browser's storage until saved; moving between steps saves a draft; the last step publishes.
 * Places, files and extra options are saved the moment they are added, as each has its own rules.
 */
export function ServiceWizard(props: WizardCatalogue & { service: ServiceEdit }) {
  const { service } = props;
  const { t, i18n } = useTranslation();
  const { lang } = useLangData();
  const [params, setParams] = useSearchParams();
  const stepIndex = stepIndexOf(params.get('step'));
  const step = WIZARD_STEPS[stepIndex] as WizardStep;
  const baseline = useMemo(() => fromService(service), [service]);
  const [form, setForm] = useState<WizardForm>(baseline);
  // Messages of the server's last refusal, and the intent whose own checks last failed: those are run
  // again as the author types, so a fixed field loses its message at once.
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [checked, setChecked] = useState<'save' | 'submit' | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  // The step whose first problem should take the focus once that step is on screen.
  const focusStep = useRef<number | null>(null);
  const sentForm = useRef<WizardForm | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const [published, setPublished] = useState<ServiceEdit | null>(null);
  // A save refused because the service carries more media than the plan now allows (after a
  // downgrade): the upgrade prompt, while what was typed stays stored in this browser.
  const [mediaLimit, setMediaLimit] = useState(false);
  const navigate = useNavigate();
  const saver = useFetcher<WizardReply>();
  const pendingStep = useRef<number | null>(null);
  const action = `/${lang}/edit-service/${service.id}`;

  // Fields written before a reload or a crash come back, unless the service was saved since.
  useEffect(() => {
    const stored = readStoredForm(service.id, service.updated_at);
    if (stored) setForm(stored);
  }, [service.id, service.updated_at]);

  const dirty = !sameForm(form, baseline);
  useEffect(() => {
    if (dirty) storeForm(service.id, service.updated_at, form);
    else forgetStoredForm(service.id);
  }, [dirty, form, service.id, service.updated_at]);

  const update = useCallback<WizardState['update']>((change) => {
    setForm((current) => ({ ...current, ...(typeof change === 'function' ? change(current) : change) }));
  }, []);

  const goTo = useCallback(
    (index: number) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set('step', String(index + 1));
        return next;
      });
      if (typeof window !== 'undefined') window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    [setParams],
  );

  const minimum = props.minimums.find((m) => m.currency_id === form.currency_id);
  const minorUnits =
    form.currency_id === null
      ? null
      : (props.currencies.find((c) => c.id === form.currency_id)?.minor_units ?? 2);
  // The minimum is decimal text in the currency's minor units: read exactly, never through a float.
  const minimumMinor = minimum ? (decimalToScaled(minimum.minimum, minorUnits ?? 2) ?? null) : null;
  const check = (intent: 'save' | 'submit') => wizardCheck(form, service, minimumMinor, minorUnits, intent);

  /**
   * Shows every problem at once. Publishing opens the step of the first one; a save stays on its step
   * while that step has one. The first field with a problem then takes the focus.
   */
  const showProblems = useCallback(
    (fields: string[], intent: 'save' | 'submit') => {
      const steps = fields.map((field) => WIZARD_STEPS.indexOf(stepOfField(field)));
      const first = Math.min(...steps);
      const target = intent === 'submit' || !steps.includes(stepIndex) ? first : stepIndex;
      if (target !== stepIndex) goTo(target);
      focusStep.current = target;
      setFocusRequest((n) => n + 1);
    },
    [goTo, stepIndex],
  );

  const send = (intent: 'save' | 'submit', nextStep: number | null) => {
    const problems: FieldProblem[] = check(intent);
    if (problems.length) {
      setChecked(intent);
      setServerErrors({});
      showProblems(
        problems.map((p) => p.field),
        intent,
      );
      toast.error(t('wizard.fix_errors'));
      return;
    }
    setChecked(null);
    pendingStep.current = nextStep;
    sentForm.current = form;
    const { payload, newTags } = toPayload(form);
    saver.submit(
      { intent, payload: JSON.stringify(payload), new_tags: JSON.stringify(newTags) },
      { method: 'post', action },
    );
  };

  // The answer of a save: fields as the server keeps them, or the messages beside the fields.
  const answered = useRef<WizardReply | undefined>(undefined);
  useEffect(() => {
    const reply = saver.data;
    if (saver.state !== 'idle' || !reply || reply === answered.current) return;
    answered.current = reply;
    if (reply.ok) {
      setServerErrors({});
      const saved = reply.service;
      if (saved) {
        // What was typed while the save was on its way stays; it is saved next time.
        setForm((current) => (current === sentForm.current ? fromService(saved) : current));
        forgetStoredForm(service.id);
      }
      if (reply.intent === 'submit' && reply.service) setPublished(reply.service);
      else if (reply.message) toast.success(reply.message);
      if (pendingStep.current !== null) goTo(pendingStep.current);
    } else if (reply.code === 'media_limit_reached') {
      setMediaLimit(true);
    } else {
      setServerErrors(reply.errors);
      const fields = Object.keys(reply.errors).filter((field) => field !== 'form');
      if (fields.length) showProblems(fields, reply.intent === 'submit' ? 'submit' : 'save');
      toast.error(
        reply.code === 'server_error'
          ? t('wizard.save_failed')
          : (reply.errors.form?.join(' ') ?? t('wizard.fix_errors')),
      );
    }
  }, [saver.state, saver.data, goTo, service.id, showProblems, t]);

  // Once problems are shown, the first field with one takes the focus, after its step has rendered.
  useEffect(() => {
    if (!focusRequest || focusStep.current !== stepIndex) return;
    // After the shell has moved the focus to the page for the new step's address.
    const timer = setTimeout(() => {
      if (focusFirstProblem(sectionRef.current, stepIndex)) focusStep.current = null;
    }, 50);
    return () => clearTimeout(timer);
  }, [focusRequest, stepIndex]);

  const problems = liveProblems(form, service, minimumMinor);
  const ownErrors = checked ? problemMessages(t, i18n, check(checked)) : {};
  const errors = mergeErrors(ownErrors, serverErrors);
  const busy = saver.state !== 'idle';
  const last = stepIndex === WIZARD_STEPS.length - 1;
  const isDraft = service.status === 'draft';

  const state: WizardState = { ...props, lang, service, form, update, errors, action };
  return (
    <WizardContext.Provider value={state}>
      <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:py-10">
        <header className="mb-6">
          <p className="text-sm font-semibold text-brand-700">
            {t(service.type === 'provided' ? 'wizard.type_provided' : 'wizard.type_requested')} ·{' '}
            <span dir="ltr">{service.code}</span>
          </p>
          <h1 className="mt-1 text-2xl font-bold sm:text-3xl">
            {isDraft ? t('wizard.add_title') : t('wizard.edit_title')}
          </h1>
          <p className="mt-1 text-muted">{t('wizard.intro')}</p>
        </header>

        <StepList
          current={stepIndex}
          states={stepStates(problems, errors)}
          onSelect={(index) => (dirty ? send('save', index) : goTo(index))}
        />

        <section
          ref={sectionRef}
          data-step={stepIndex}
          aria-labelledby="wizard-step-title"
          className="mt-6 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-8"
        >
          <h2 id="wizard-step-title" className="mb-6 text-xl font-bold">
            {t(`wizard.steps.${step}`)}
          </h2>
          {step === 'general' ? <GeneralStep /> : step === 'files' ? <FilesStep /> : <CommunicationStep />}
        </section>

        <nav
          aria-label={t('wizard.navigation')}
          className="sticky bottom-0 z-10 -mx-4 mt-6 flex flex-wrap items-center gap-2 border-t border-line bg-canvas/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0"
        >
          {stepIndex > 0 ? (
            <Button
              variant="ghost"
              isDisabled={busy}
              onPress={() => (dirty ? send('save', stepIndex - 1) : goTo(stepIndex - 1))}
            >
              <ArrowRight aria-hidden="true" className="size-4.5 ltr:-scale-x-100" />
              {t('wizard.back')}
            </Button>
          ) : null}
          <span className="flex-1" />
          <Button variant="secondary" isDisabled={busy || !dirty} onPress={() => send('save', null)}>
            <Save aria-hidden="true" className="size-4.5" />
            {busy && pendingStep.current === null
              ? t('wizard.saving')
              : isDraft
                ? t('wizard.save_draft')
                : t('wizard.save')}
          </Button>
          {last ? (
            <Button isDisabled={busy} onPress={() => send('submit', null)}>
              <Send aria-hidden="true" className="size-4.5 rtl:-scale-x-100" />
              {isDraft ? t('wizard.publish') : t('wizard.save_published')}
            </Button>
          ) : (
            <Button isDisabled={busy} onPress={() => send('save', stepIndex + 1)}>
              {t('wizard.next')}
              <ArrowLeft aria-hidden="true" className="size-4.5 ltr:-scale-x-100" />
            </Button>
          )}
        </nav>
      </div>
      <UnsavedChangesGuard when={dirty && !busy} />
      <PublishedDialog service={published} onClose={() => setPublished(null)} />
      <UpgradeModal
        isOpen={mediaLimit}
        reason="media"
        onLater={() => setMediaLimit(false)}
        onUpgrade={() => navigate(`/${lang}/plans`)}
      />
    </WizardContext.Provider>
  );
}

const mergeErrors = (...lists: Record<string, string[]>[]) => {
  const merged: Record<string, string[]> = {};
  for (const list of lists)
    for (const [field, messages] of Object.entries(list))
      merged[field] = [...(merged[field] ?? []), ...messages];
  return merged;
};

const FOCUSABLE = 'input:not([type=hidden]), textarea, select, button, [contenteditable], [tabindex="0"]';

/** Focuses the first field marked invalid in the step, or the first control inside its group. */
function focusFirstProblem(root: HTMLElement | null, stepIndex: number): boolean {
  if (root?.dataset.step !== String(stepIndex)) return false;
  const marked = root.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid]');
  if (!marked) return false;
  const target = marked.matches(FOCUSABLE)
    ? marked
    : (marked.querySelector<HTMLElement>(FOCUSABLE) ?? marked);
  target.focus();
  target.scrollIntoView({ block: 'center' });
  return true;
}
