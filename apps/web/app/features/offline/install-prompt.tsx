import { Download, Share, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/ui/button-classes';
import type { InstallOffer } from './use-install-offer';

/**
 * "Install Wasla": a card at the foot of the page, never in the way (no focus taken, no backdrop), with
 * the browser's own install dialog behind its button, or the Share-menu steps on an iPhone.
 */
export default function InstallPrompt({
  offer,
  onInstall,
  onDecline,
}: {
  offer: InstallOffer;
  onInstall: () => void;
  onDecline: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="install-title"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-md rounded-2xl border border-line bg-surface p-4 shadow-2xl sm:inset-x-auto sm:end-6 sm:bottom-6"
    >
      <div className="flex items-start gap-3">
        <img src="/icons/app-192.png" alt="" width={48} height={48} className="size-12 shrink-0 rounded-xl" />
        <div className="min-w-0 flex-1">
          <h2 id="install-title" className="font-bold">
            {t('install.title')}
          </h2>
          <p className="mt-1 text-sm text-muted">{offer === 'ios' ? t('install.ios') : t('install.body')}</p>
        </div>
        {offer === 'ios' ? (
          <button
            type="button"
            onClick={onDecline}
            aria-label={t('install.later')}
            className={buttonClasses('ghost', 'sm', '-me-2 -mt-2 size-9 p-0')}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
      {offer === 'prompt' ? (
        <div className="mt-4 flex justify-end gap-2">
          <button type="button" onClick={onDecline} className={buttonClasses('ghost', 'sm')}>
            {t('install.later')}
          </button>
          <button type="button" onClick={onInstall} className={buttonClasses('primary', 'sm', 'gap-2')}>
            <Download aria-hidden="true" className="size-4" />
            {t('install.install')}
          </button>
        </div>
      ) : (
        <p className="mt-3 flex items-center gap-2 text-sm font-semibold text-brand-800">
          <Share aria-hidden="true" className="size-4" />
          {t('install.ios_steps')}
        </p>
      )}
    </section>
  );
}
