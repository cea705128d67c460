import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';

/** "Send a new code", counting down the 60-second wait between codes (SPEC.md: shown in the UI). */
export function ResendCodeButton({ seconds, busy }: { seconds: number; busy: boolean }) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(seconds);
  useEffect(() => setLeft(seconds), [seconds]);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return (
    <Button
      type="submit"
      name="intent"
      value="resend"
      variant="ghost"
      isDisabled={busy || left > 0}
      className="w-full"
    >
      {left > 0 ? t('auth.resend_in', { seconds: left }) : t('auth.resend')}
    </Button>
  );
}
