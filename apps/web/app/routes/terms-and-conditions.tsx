import { LegalPage } from '../features/content/legal-page';
import { legalPage } from '../features/content/legal-page.server';
import { copyMeta } from '../lib/meta';
import { langOf } from '../lib/route-lang';
import type { Route } from './+types/terms-and-conditions';

export function loader({ params, context }: Route.LoaderArgs) {
  return legalPage(context, langOf(params), 'terms');
}

export const meta: Route.MetaFunction = (args) => copyMeta(args);

export default function Page({ loaderData, params }: Route.ComponentProps) {
  return <LegalPage {...loaderData} lang={langOf(params)} />;
}
