import type { ProviderCard as ProviderCardData } from '@wasla/shared/contracts/discovery';
import type { Language } from '@wasla/shared/languages';
import { ProviderCard } from './provider-card';

/** A titled row of provider cards (similar providers, suggestions), or nothing when there are none. */
export function ProviderCards({
  id,
  title,
  providers,
  lang,
}: {
  id: string;
  title: string;
  providers: ProviderCardData[];
  lang: Language;
}) {
  if (!providers.length) return null;
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="mb-4 text-xl font-bold">
        {title}
      </h2>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {providers.map((provider) => (
          <li key={provider.id} className="min-w-0">
            <ProviderCard provider={provider} lang={lang} />
          </li>
        ))}
      </ul>
    </section>
  );
}
