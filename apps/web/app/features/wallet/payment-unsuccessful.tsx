import type { Language } from '@wasla/shared/languages';
import { CircleX, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { LinkButton } from '../../components/ui/link-button';
import { ResultPanel } from './result-panel';

/**
 * The server's sentence without the title it starts with ("Payment Unsuccessful. Your card was
 * declined…"), as the panel shows that title above it.
 */
export function reasonOf(message: string, title: string): string {
  const trimmed = message.trim();
  if (!trimmed.toLowerCase().startsWith(title.toLowerCase())) return trimmed;
  return trimmed.slice(title.length).replace(/^[\s.:!،,-]+/, '') || trimmed;
}

/**
 * SPEC.md section 8: "Payment Unsuccessful", with try again and go to wallet. `tryAgain` is a link
 * (to the form with the same amount) or a button (back to the form on the same page); the apps'
 * page has neither (`mobile`): the app takes over.
 */
export function PaymentUnsuccessful({
  lang,
  reason,
  tryAgain,
  mobile = false,
  headingLevel = 1,
  children,
}: {
  lang: Language;
  reason: string;
  tryAgain?: { href: string } | { onPress: () => void };
  mobile?: boolean;
  headingLevel?: 1 | 2;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const again = (
    <>
      <RotateCw aria-hidden="true" className="size-4.5" />
      {t('wallet.charge.try_again')}
    </>
  );
  return (
    <ResultPanel
      tone="danger"
      live="assertive"
      headingLevel={headingLevel}
      title={t('wallet.charge.failed_title')}
      icon={<CircleX aria-hidden="true" className="size-9" />}
    >
      <p className="text-muted">{reason}</p>
      <p className="text-sm text-muted">{t('wallet.charge.not_charged')}</p>
      {children}
      {mobile ? (
        <p className="text-sm text-muted">{t('wallet.charge.back_to_app')}</p>
      ) : (
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          {tryAgain && 'href' in tryAgain ? <LinkButton to={tryAgain.href}>{again}</LinkButton> : null}
          {tryAgain && 'onPress' in tryAgain ? <Button onPress={tryAgain.onPress}>{again}</Button> : null}
          <LinkButton to={`/${lang}/my-wallet`} variant="secondary">
            {t('wallet.go_to_wallet')}
          </LinkButton>
        </div>
      )}
    </ResultPanel>
  );
}
