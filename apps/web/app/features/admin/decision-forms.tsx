import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { Button } from '../../components/ui/button';
import type { Variant } from '../../components/ui/button-classes';
import { TextField } from '../../components/ui/text-field';

type Decision = {
  /** The record decided on. */
  id: number;
  /** The page's attempt id: with the intent and id, the decision's Idempotency-Key. */
  attempt: string;
  intent: string;
};

/** Whether this page is sending a decision about record `id` (its buttons wait meanwhile). */
function useSending(id: number) {
  const navigation = useNavigation();
  return navigation.state === 'submitting' && navigation.formData?.get('id') === String(id);
}

function Hidden({ id, attempt }: Pick<Decision, 'id' | 'attempt'>) {
  return (
    <>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="attempt" value={attempt} />
    </>
  );
}

/** A decision taken with one press (approve, publish, mark paid). */
export function DecisionButton({
  id,
  attempt,
  intent,
  variant = 'primary',
  children,
}: Decision & { variant?: Variant; children: ReactNode }) {
  const sending = useSending(id);
  return (
    <Form method="post">
      <Hidden id={id} attempt={attempt} />
      <Button type="submit" name="intent" value={intent} variant={variant} isDisabled={sending}>
        {children}
      </Button>
    </Form>
  );
}

/**
 * A decision that needs a reason the user will read (reject, mark failed): it opens under its button,
 * and stays open with the reason's errors beside it when the reason was refused.
 */
export function ReasonedDecision({
  id,
  attempt,
  intent,
  summary,
  reasonLabel,
  reasonHint,
  submit,
  minLength,
  maxLength,
  errors,
  fields,
}: Decision & {
  /** Fields the decision needs besides its reason, shown above it. */
  fields?: ReactNode;
  summary: ReactNode;
  reasonLabel: string;
  reasonHint: string;
  submit: string;
  minLength: number;
  maxLength: number;
  errors?: string[];
}) {
  const sending = useSending(id);
  return (
    <details className="min-w-0 open:basis-full" open={Boolean(errors?.length)}>
      <summary className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-xl border border-line px-5 font-semibold outline-none hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500">
        {summary}
      </summary>
      <Form method="post" className="mt-3 grid gap-3">
        <Hidden id={id} attempt={attempt} />
        {fields}
        <TextField
          name="reason"
          label={reasonLabel}
          description={reasonHint}
          multiline
          isRequired
          minLength={minLength}
          maxLength={maxLength}
          errors={errors}
        />
        <div>
          <Button type="submit" name="intent" value={intent} variant="danger" isDisabled={sending}>
            {submit}
          </Button>
        </div>
      </Form>
    </details>
  );
}
