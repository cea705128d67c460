import type { ServiceDetail } from '@wasla/shared/contracts/discovery';
import type { Language } from '@wasla/shared/languages';
import { FileText, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { commaList } from '../../../lib/text-list';

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-line pt-6">
      <h2 id={id} className="mb-3 text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const kb = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

/** What the service is: description, properties, tags, where it is offered and its certificates. */
export function ServiceFacts({ service, lang }: { service: ServiceDetail; lang: Language }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <Block id="description-title" title={t('service_page.description')}>
        {/* Stored descriptions are cleaned on the server to a few formatting tags without attributes. */}
        <div
          className="prose-service leading-relaxed [&_li]:ms-5 [&_ol]:list-decimal [&_p]:mb-3 [&_ul]:list-disc"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify when saved
          dangerouslySetInnerHTML={{ __html: service.description }}
        />
      </Block>
      {service.properties.length || service.other_cat ? (
        <Block id="properties-title" title={t('service_page.properties')}>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
            {service.properties.map((property) => (
              <div key={property.id} className="min-w-0">
                <dt className="text-sm text-muted">{property.name}</dt>
                <dd className="font-medium">{commaList(property.values, lang)}</dd>
              </div>
            ))}
          </dl>
        </Block>
      ) : null}
      {service.tags.length ? (
        <Block id="tags-title" title={t('service_page.tags')}>
          <ul className="flex flex-wrap gap-2">
            {service.tags.map((tag) => (
              <li key={tag.id} className="rounded-full bg-canvas px-3 py-1 text-sm">
                {tag.name}
              </li>
            ))}
          </ul>
        </Block>
      ) : null}
      {service.places.length ? (
        <Block id="places-title" title={t('service_page.locations')}>
          <ul className="flex flex-col gap-2">
            {service.places.map((place, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: places have no id in the public reply
              <li key={index} className="flex items-center gap-2">
                <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                {commaList([place.city, place.state, place.country], lang) || t('service_page.everywhere')}
              </li>
            ))}
          </ul>
        </Block>
      ) : null}
      {service.certificates.length ? (
        <Block id="certificates-title" title={t('service_page.certificates')}>
          <ul className="flex flex-col gap-2">
            {service.certificates.map((file) => (
              <li key={file.id}>
                <a
                  href={file.url}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex items-center gap-2 font-medium text-brand-700 hover:underline"
                >
                  <FileText aria-hidden="true" className="size-4" />
                  <bdi>{file.name ?? t('service_page.certificate')}</bdi>
                  {file.size_bytes ? (
                    <span className="text-xs text-muted">
                      {t('service_page.size_kb', { count: kb(file.size_bytes) })}
                    </span>
                  ) : null}
                </a>
              </li>
            ))}
          </ul>
        </Block>
      ) : null}
    </div>
  );
}
