/** Catalog namespaces: `common` for the shell, `validation` for field messages, `errors` for API
 * replies, `pages` for the long copy of static pages (loaded only by the routes that show it). */
export const NAMESPACES = ['common', 'validation', 'errors', 'pages'] as const;
export type Namespace = (typeof NAMESPACES)[number];
