import { Briefcase, Gavel, Handshake, Store } from 'lucide-react';
import { PageHeader } from '../features/content/page-header';
import { pageCopy } from '../lib/catalogs.server';
import { copyMeta } from '../lib/meta';
import { langOf } from '../lib/route-lang';
import type { Route } from './+types/our-platforms';

const PLATFORMS = [
  { id: 'services', icon: Handshake },
  { id: 'auctions', icon: Gavel },
  { id: 'franchise', icon: Store },
  { id: 'jobs', icon: Briefcase },
];

export function loader({ params }: Route.LoaderArgs) {
  return { copy: pageCopy(langOf(params), 'platforms') };
}

export const meta: Route.MetaFunction = (args) => copyMeta(args);

export default function OurPlatforms({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <>
      <PageHeader title={copy.title} intro={copy.intro} />
      <ul className="container-page grid gap-4 py-12 sm:grid-cols-2">
        {copy.items.map((item, index) => {
          const platform = PLATFORMS[index]!;
          const current = index === 0;
          return (
            <li
              key={platform.id}
              id={platform.id}
              className={`scroll-mt-28 rounded-2xl border p-6 ${current ? 'border-brand-300 bg-brand-50' : 'border-line bg-surface'}`}
            >
              <div className="flex items-center justify-between gap-3">
                <span className="grid size-12 place-items-center rounded-xl bg-brand-700 text-white">
                  <platform.icon aria-hidden="true" className="size-6" />
                </span>
                <span
                  className={`inline-flex items-center gap-1 rounded-full px-3 py-1 text-xs font-semibold ${current ? 'bg-brand-700 text-white' : 'bg-canvas text-brand-800'}`}
                >
                  {item.status}
                </span>
              </div>
              <h2 className="mt-5 text-xl font-bold">{item.name}</h2>
              <p className="mt-2 text-muted">{item.description}</p>
            </li>
          );
        })}
      </ul>
    </>
  );
}
