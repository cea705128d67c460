import DOMPurify from 'isomorphic-dompurify';

// What the description editor produces; anything else (scripts, styles, images, links) is dropped.
const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h3', 'blockquote'];

/**
 * Cleans rich text written by a user before it is stored, so pages can show it as HTML. Attributes
 * are all dropped: no styles, no handlers, no links to somewhere else.
 */
export function sanitizeRichText(html: string): string {
  const clean = DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: [], KEEP_CONTENT: true });
  return clean.replace(/(<p>(\s|&nbsp;|<br>)*<\/p>)+$/g, '').trim();
}
