import type { Article } from '@wasla/shared/contracts/blog';

/** schema.org data of an article's page for search engines: the Article, its author and picture. */
export function articleStructuredData(article: Article, origin: string, url: string) {
  const absolute = (path: string) => (path.startsWith('http') ? path : `${origin}${path}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    inLanguage: article.language,
    url,
    mainEntityOfPage: url,
    description: article.excerpt,
    ...(article.photo ? { image: absolute(article.photo.url) } : {}),
    ...(article.published_at ? { datePublished: article.published_at } : {}),
    dateModified: article.updated_at,
    keywords: article.tags.join(', '),
    author: {
      '@type': 'Person',
      name: article.author.name,
      url: `${origin}/${article.language}/provider/${encodeURIComponent(article.author.slug)}`,
    },
    publisher: { '@type': 'Organization', name: 'Wasla' },
  };
}
