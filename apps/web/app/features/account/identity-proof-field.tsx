import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { CodeField } from '../auth/code-field';

/**
 * "Who is there?" on sensitive changes: the password, or, once asked for, a code sent to the
 * account's own verified address (for accounts that sign in with Google or Apple and have none).
 */
export function IdentityProofField({
  codeSent,
  busy,
  errors,
}: {
  codeSent: boolean;
  busy: boolean;
  errors: Record<string, string[]> | undefined;
}) {
  const { t } = useTranslation();
  if (codeSent) {
    return (
      <CodeField
        name="proof_code"
        label={t('account.proof_code')}
        description={t('account.proof_code_hint')}
        errors={errors?.code}
      />
    );
  }
  return (
    <div className="grid gap-2">
      <TextField
        name="password"
        type="password"
        label={t('account.current_password')}
        autoComplete="current-password"
        isRequired
        errors={errors?.password}
      />
      <Button
        type="submit"
        name="intent"
        value="proof-code"
        variant="ghost"
        size="sm"
        isDisabled={busy}
        className="justify-self-start"
      >
        {t('account.use_code_instead')}
      </Button>
    </div>
  );
}

/** The proof a form carries: the password, or the code sent for this change. */
export function readIdentityProof(form: FormData) {
  const code = String(form.get('proof_code') ?? '').trim();
  return code ? { code } : { password: String(form.get('password') ?? '') };
}
