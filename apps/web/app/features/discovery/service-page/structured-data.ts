import type { ServiceDetail } from '@wasla/shared/contracts/discovery';

/**
 * schema.org data of a service page for search engines: the service with its lowest offer and
 * rating, and the breadcrumb of its categories.
 */
export function serviceStructuredData(service: ServiceDetail, origin: string, lang: string) {
  const url = `${origin}/${lang}/services/${encodeURIComponent(service.slug)}`;
  const cheapest = service.budgets[0];
  const category = service.category ?? service.main_category;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: service.name,
      url,
      image: service.images.map((image) => `${origin}${image.url}`),
      category: category?.name,
      provider: {
        '@type': 'Person',
        name: service.provider.name,
        url: `${origin}/${lang}/provider/${encodeURIComponent(service.provider.slug)}`,
      },
      ...(cheapest
        ? {
            offers: {
              '@type': 'Offer',
              price: cheapest.price.amount,
              priceCurrency: cheapest.price.currency,
              availability:
                service.can_contact || service.is_own
                  ? 'https://schema.org/InStock'
                  : 'https://schema.org/OutOfStock',
              url,
            },
          }
        : {}),
      ...(service.ratings_count
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: service.rating,
              reviewCount: service.ratings_count,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Wasla', item: `${origin}/${lang}` },
        ...(service.main_category
          ? [
              {
                '@type': 'ListItem',
                position: 2,
                name: service.main_category.name,
                item: `${origin}/${lang}/category/${encodeURIComponent(service.main_category.slug)}`,
              },
            ]
          : []),
        ...(service.category
          ? [
              {
                '@type': 'ListItem',
                position: 3,
                name: service.category.name,
                item: `${origin}/${lang}/category/${encodeURIComponent(service.category.slug)}`,
              },
            ]
          : []),
        {
          '@type': 'ListItem',
          position: service.category ? 4 : service.main_category ? 3 : 2,
          name: service.name,
          item: url,
        },
      ],
    },
  ];
}
