import type { Language } from '@wasla/shared/languages';
import { Handshake, type LucideIcon, Search, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button-classes';

const BOARDS: { id: string; icon: LucideIcon }[] = [
  { id: 'find', icon: Search },
  { id: 'deal', icon: Handshake },
  { id: 'pay', icon: ShieldCheck },
];

/**
 * Three boards on what Wasla is for: find someone, agree a formal deal, pay safely. "Skip" and
 * "Enter as guest" close them; the last board also offers to create an account. A modal dialog, so
 * focus stays inside and Escape closes it like "Skip".
 */
export default function OnboardingBoards({ lang, onClose }: { lang: Language; onClose: () => void }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const board = BOARDS[index]!;
  const last = index === BOARDS.length - 1;
  const Icon = board.icon;
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => (open ? undefined : onClose())}
      className="fixed inset-0 z-50 grid place-items-center overflow-y-auto bg-ink/40 p-4"
    >
      <Modal className="w-full max-w-sm rounded-2xl bg-surface shadow-2xl outline-none">
        <Dialog aria-describedby="onboarding-body" className="p-6 text-center outline-none">
          <p className="text-xs font-semibold text-brand-700">
            {t('onboarding.step', { n: index + 1, total: BOARDS.length })}
          </p>
          <span className="mx-auto mt-4 grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700">
            <Icon aria-hidden="true" className="size-8 rtl:-scale-x-100" />
          </span>
          <Heading slot="title" className="mt-4 text-lg font-bold">
            {t(`onboarding.${board.id}_title`)}
          </Heading>
          <p id="onboarding-body" className="mt-2 text-sm text-muted">
            {t(`onboarding.${board.id}_body`)}
          </p>
          <ol aria-hidden="true" className="mt-5 flex justify-center gap-1.5">
            {BOARDS.map((b, i) => (
              <li
                key={b.id}
                className={`h-1.5 rounded-full ${i === index ? 'w-6 bg-brand-700' : 'w-1.5 bg-line'}`}
              />
            ))}
          </ol>
          {last ? (
            <div className="mt-6 grid gap-2">
              <Link
                to={`/${lang}/auth/sign-up`}
                onClick={onClose}
                className={buttonClasses('primary', 'md', 'w-full')}
              >
                {t('onboarding.sign_up')}
              </Link>
              <button type="button" onClick={onClose} className={buttonClasses('secondary', 'md', 'w-full')}>
                {t('onboarding.guest')}
              </button>
            </div>
          ) : (
            <div className="mt-6 flex items-center gap-2">
              <button type="button" onClick={onClose} className={buttonClasses('ghost', 'md', 'me-auto')}>
                {t('onboarding.skip')}
              </button>
              <button
                type="button"
                onClick={() => setIndex(index + 1)}
                className={buttonClasses('primary', 'md')}
              >
                {t('onboarding.next')}
              </button>
            </div>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
