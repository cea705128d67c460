/** ASCII kebab-case from any Latin text: "Île-de-France" -> "ile-de-france", "İstanbul" -> "istanbul". */
export function slugify(text: string): string {
  return text
    .replace(/ı/g, 'i')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A slug that keeps letters of any script, so an Arabic title stays readable in the address bar:
 * "تصميم شعار احترافي" -> "تصميم-شعار-احترافي". Latin letters lose their accents as in `slugify`.
 */
export function unicodeSlug(text: string, maxLength = 60): string {
  return text
    .replace(/ı/g, 'i')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, '');
}
