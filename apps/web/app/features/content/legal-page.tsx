import { formatDate } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { useTranslation } from 'react-i18next';
import { LegalDocument } from './legal-document';

type Copy = Parameters<typeof LegalDocument>[0]['copy'];

/** A legal page with the date of the team's last save, when the team has rewritten it. */
export function LegalPage({ copy, savedAt, lang }: { copy: Copy; savedAt: string | null; lang: Language }) {
  const { t } = useTranslation();
  const updated = savedAt ? t('legal.updated_on', { date: formatDate(savedAt, lang) }) : copy.updated;
  return <LegalDocument copy={{ ...copy, updated }} contentsLabel={t('legal.contents')} />;
}
