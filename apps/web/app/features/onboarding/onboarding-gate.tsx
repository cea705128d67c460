import { ONBOARDING_STORAGE_KEY } from '@wasla/shared/business-constants';
import type { Language } from '@wasla/shared/languages';
import { lazy, Suspense, useEffect, useState } from 'react';

const OnboardingBoards = lazy(() => import('./onboarding-boards'));

const shown = () => {
  try {
    return window.localStorage.getItem(ONBOARDING_STORAGE_KEY) === '1';
  } catch {
    // Storage refused: better never than on every page.
    return true;
  }
};

export const rememberOnboarding = () => {
  try {
    window.localStorage.setItem(ONBOARDING_STORAGE_KEY, '1');
  } catch {
    // Storage refused: they close for this visit.
  }
};

/**
 * The first-visit boards of SPEC.md section 2 ("onboarding: 3 boards, skip, enter as guest"), for a
 * guest on the home page. Decided in the browser after the page is drawn, and loaded only then, so a
 * returning visitor pays nothing for them and the page itself is never held back.
 */
export function OnboardingGate({ lang, signedIn }: { lang: Language; signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (signedIn || shown()) return;
    setOpen(true);
  }, [signedIn]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <OnboardingBoards
        lang={lang}
        onClose={() => {
          rememberOnboarding();
          setOpen(false);
        }}
      />
    </Suspense>
  );
}
