import { useTranslation } from 'react-i18next';
import { LegalDocument } from '../features/content/legal-document';
import { pageCopy } from '../lib/catalogs.server';
import { copyMeta } from '../lib/meta';
import { langOf } from '../lib/route-lang';
import type { Route } from './+types/privacy-policy';

export function loader({ params }: Route.LoaderArgs) {
  return { copy: pageCopy(langOf(params), 'privacy') };
}

export const meta: Route.MetaFunction = (args) => copyMeta(args);

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return <LegalDocument copy={loaderData.copy} contentsLabel={t('legal.contents')} />;
}
