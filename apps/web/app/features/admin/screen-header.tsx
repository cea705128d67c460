import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A back-office screen's title and what it is for, from `admin.screens.{screen}`. */
export function ScreenHeader({ screen, children }: { screen: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header>
      {children}
      <h1 className="text-2xl font-bold">{t(`admin.screens.${screen}.title`)}</h1>
      <p className="mt-1 text-muted">{t(`admin.screens.${screen}.intro`)}</p>
    </header>
  );
}
